// Every table, one file per module: db/schema/<module>.ts holds the tables modules/<module>/ owns,
// and only that module queries them (others ask it through its index.ts). Enums are checked by
// the contracts schemas at the edge; the columns stay text so a new list value needs no
// migration. A new domain adds its file here.

export * from './appointments.ts';
export * from './articles.ts';
export * from './auth.ts';
export * from './booking.ts';
export * from './chat.ts';
export * from './experts.ts';
export * from './files.ts';
export * from './gifts.ts';
export * from './lab-tests.ts';
export * from './meeting.ts';
export * from './mood.ts';
export * from './outbox.ts';
export * from './patient.ts';
export * from './payments.ts';
export * from './pregnancy.ts';
export * from './reminders.ts';
export * from './reports.ts';
export * from './support.ts';
export * from './system.ts';
