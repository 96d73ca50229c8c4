import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { createdAt, oneOf } from './columns.ts';
import { experts } from './experts.ts';
import { patients } from './patient.ts';

/** A review waits for moderation; only approved ones are shown. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

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
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('reviews_status_check', t.status, REVIEW_STATUSES),
    index('reviews_patient_idx').on(t.patientId, t.createdAt),
    // Ratings on expert cards: the approved reviews of each expert.
    index('reviews_expert_approved_idx').on(t.expertId).where(sql`status = 'approved'`),
  ],
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
