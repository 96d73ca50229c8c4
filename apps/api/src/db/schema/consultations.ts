import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { experts } from './experts.ts';

// The expert's side of a consultation (issue 21): private notes, one row per booking, read and
// written only by the booking's own expert. The consultations module's. The doctor report the
// patient receives is a booking_reports row (report_of 'doctor').

export const consultationNotes = pgTable('consultation_notes', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  expertId: uuid('expert_id')
    .notNull()
    .references(() => experts.id),
  privateNotes: text('private_notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
