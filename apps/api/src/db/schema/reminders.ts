import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { createdAt, oneOf } from './columns.ts';

/** pending → queued (its messages are in the outbox) or dropped; sent and failed are from before the outbox. */
export const SCHEDULED_STATUSES = ['pending', 'queued', 'sent', 'failed', 'dropped'] as const;

/**
 * Messages about an appointment, kept as jobs so they survive a restart and go once across
 * instances (modules/reminders): the confirmation e-mail, reminders 24 hours and 1 hour
 * before, the cancellation. One row per booking and kind (the unique index decides); a sender
 * claims due rows with FOR UPDATE SKIP LOCKED. pending → sent, failed (after 5 tries) or dropped
 * (the appointment was cancelled before a reminder was due).
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** confirmation, reminder_24h, reminder_1h or cancellation. */
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: SCHEDULED_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('scheduled_messages_status_check', t.status, SCHEDULED_STATUSES),
    uniqueIndex('scheduled_messages_booking_kind_idx').on(t.bookingId, t.kind),
    index('scheduled_messages_due_idx').on(t.dueAt).where(sql`status = 'pending'`),
  ],
);
