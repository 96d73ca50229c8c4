import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { createdAt } from './columns.ts';
import { experts } from './experts.ts';
import { patients } from './patient.ts';

/**
 * A patient's review of one of their past consultations (the spec's testimonial): one per
 * booking (the unique index decides, however many requests arrive), read by staff before it is
 * shown anywhere. Migration 0005 adds the CHECKs on rating and status.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** pending → approved or rejected (by staff). */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_patient_idx').on(t.patientId, t.createdAt)],
);

/**
 * The intake form a patient fills by link before a consultation (spec sections 2 and 5): one
 * per booking (the unique index decides), the answers as sent after validation.
 */
export const intakeForms = pgTable('intake_forms', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** 'gc' or 'mhc': the variant, always the booking's type. */
  consultationType: text('consultation_type').notNull(),
  answers: jsonb('answers').notNull(),
  createdAt: createdAt(),
});

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
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheduled_messages_booking_kind_idx').on(t.bookingId, t.kind),
    index('scheduled_messages_due_idx').on(t.dueAt).where(sql`status = 'pending'`),
  ],
);

/**
 * Who entered and left a consultation's video room, and when (spec section 4's
 * appointment-call-activity): the patient's page reports its own 'joined' and 'disconnected';
 * the expert's arrivals and departures are recorded by the room's signalling socket. Rows are
 * only ever added. Migration 0008 adds the CHECKs on party and activity.
 */
export const callActivities = pgTable(
  'call_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'patient' or 'expert'. */
    party: text('party').notNull(),
    /** 'joined' or 'disconnected'. */
    activity: text('activity').notNull(),
    at: createdAt(),
  },
  (t) => [index('call_activities_booking_idx').on(t.bookingId, t.at)],
);
