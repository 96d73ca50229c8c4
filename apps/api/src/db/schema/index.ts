// Every table, one file per module: db/schema/<module>.ts holds the tables modules/<module>/ owns,
// and only that module queries them (others ask it through its index.ts). A status column is
// text typed by its list of states and CHECKed from the same list (columns.ts `oneOf`), the list
// declared once (contracts where clients see it); drizzle-kit writes the migration when a list
// changes. All money is in paise. A new domain adds its file here.

export * from './appointments.ts';
export * from './articles.ts';
export * from './auth.ts';
export * from './booking.ts';
export * from './chat.ts';
export * from './consultations.ts';
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
export * from './staff.ts';
export * from './support.ts';
export * from './system.ts';
