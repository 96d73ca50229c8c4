import { BOOKING_STATUSES, ORDER_STATUSES } from '@care/contracts/booking/lifecycle';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.ts';
import { experts } from './experts.ts';
import { labTestBookings } from './lab-tests.ts';
import { patients } from './patient.ts';

// Bookings, their payment orders and coupons: the booking module's. Money is in paise everywhere
// in the database. Every status move of a booking or an order is the booking module's
// (modules/booking/lifecycle.ts), from the lists and moves in contracts/booking/lifecycle.
//
// Slots: migration 0004 adds an exclusion constraint (btree_gist) on (expert_id, the booking's
// time range) over the rows whose status is 'held', 'pending' or 'confirmed', so the database,
// not JavaScript, guarantees that no slot is sold twice, whichever API instance asks.

/** Appointment numbers (A-100001), the one number a patient quotes. */
export const appointmentNoSeq = pgSequence('appointment_no_seq', { startWith: 100001 });

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentNo: text('appointment_no')
      .notNull()
      .unique()
      .default(sql`'A-' || nextval('appointment_no_seq')`),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id),
    /** 'gc' or 'mhc': the expert's type when booked. */
    type: text('type').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** BOOKING_STATUSES, moved by BOOKING_MOVES (contracts/booking/lifecycle). */
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    // The booking form (null while only held).
    someOneElse: boolean('some_one_else'),
    fullName: text('full_name'),
    gender: text('gender'),
    dob: date('dob', { mode: 'string' }),
    phone: text('phone'),
    email: text('email'),
    /** MHC counselling type: self, couple or family. */
    feeType: text('fee_type'),
    /** GC: first or follow_up (always first for MHC). */
    consultation: text('consultation'),
    referredBy: text('referred_by'),
    referredByDoctor: text('referred_by_doctor'),
    referredByClinicOrHospital: text('referred_by_clinic_or_hospital'),
    acceptedAge: boolean('accepted_age'),
    acceptedTnc: boolean('accepted_tnc'),
    tncId: uuid('tnc_id'),
    // Priced by the server, in paise.
    couponId: uuid('coupon_id').references(() => coupons.id),
    originalAmount: bigint('original_amount', { mode: 'number' }),
    discount: bigint('discount', { mode: 'number' }),
    totalAmount: bigint('total_amount', { mode: 'number' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Claimed by one conditional UPDATE, so the confirmation SMS goes once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Reschedule (issue 19): once per booking, claimed by a conditional UPDATE whose WHERE asks
     * `rescheduled_at is null`; `rescheduledFrom` keeps the first start for the patient to see.
     */
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    rescheduledFrom: timestamp('rescheduled_from', { withTimezone: true }),
    /** The calendar invite's SEQUENCE (RFC 5545): one more each time the invite changes. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('bookings_status_check', t.status, BOOKING_STATUSES),
    index('bookings_patient_idx').on(t.patientId, t.startsAt),
    index('bookings_expert_idx').on(t.expertId, t.startsAt),
    index('bookings_open_hold_idx').on(t.holdExpiresAt).where(sql`status in ('held', 'pending')`),
    // The settling sweep (completed or no_show): confirmed appointments by their end.
    index('bookings_confirmed_end_idx').on(t.endsAt).where(sql`status = 'confirmed'`),
  ],
);

/** Files attached to a booking: the patient's (at booking) and, later, the expert's. */
export const bookingReports = pgTable(
  'booking_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'patient' or 'doctor'. */
    reportOf: text('report_of').notNull(),
    title: text('title').notNull(),
    /** A storage key the patient uploaded (uploads.key). */
    filePath: text('file_path').notNull(),
    /** The staff account that added a doctor report (null for the patient's own files and seeds). */
    addedByStaffId: uuid('added_by_staff_id'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_reports_booking_idx').on(t.bookingId)],
);

export const coupons = pgTable('coupons', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored upper-case; patients type it in any case. */
  code: text('code').notNull().unique(),
  /** 'flat' (`discount_value` paise off) or 'percent'. */
  discountType: text('discount_type').notNull(),
  discountValue: integer('discount_value').notNull(),
  /** Total uses allowed (null: unlimited); `redemptions` is counted by a conditional UPDATE. */
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  /** Each patient may use it once (coupon_redemptions' unique index holds it). */
  oncePerPatient: boolean('once_per_patient').notNull().default(false),
  /** 'gc', 'mhc' or null for any consultation. */
  consultationType: text('consultation_type'),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** One use of a coupon by a booking; deleted (and the count given back) if the booking expires. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The patient id when the coupon is once per patient, else null (nulls never collide). */
    onceKey: uuid('once_key'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_redemptions_once_idx').on(t.couponId, t.onceKey)],
);

/**
 * A payment provider order. A booking may have several (the payment link makes a new one), but
 * only one can confirm it; a second capture for a booking already paid is refunded.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'booking', 'gift' (then `giftCouponId` names the gift's coupon) or 'lab' (issue 22: `labBookingId`). */
    purpose: text('purpose').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    labBookingId: uuid('lab_booking_id').references(() => labTestBookings.id, { onDelete: 'cascade' }),
    giftCouponId: uuid('gift_coupon_id').references(() => coupons.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    /** ORDER_STATUSES, moved by ORDER_MOVES (contracts/booking/lifecycle) in the booking module. */
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    providerPaymentId: text('provider_payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('payment_orders_status_check', t.status, ORDER_STATUSES),
    index('payment_orders_booking_idx').on(t.bookingId),
    index('payment_orders_lab_booking_idx').on(t.labBookingId),
    index('payment_orders_open_idx').on(t.createdAt).where(sql`status in ('created', 'failed')`),
  ],
);

export const BOOKING_LINK_PURPOSES = ['intake', 'payment'] as const;

/**
 * Capability links to one booking (issue 18): the intake form's and the payment page's. The
 * link carries a random token (at least 128 bits); only its SHA-256 is kept, so the table does
 * not hold usable links. Each expires (intake at the appointment's end, payment at the hold's
 * end); a booking may have several of each (a link sent again).
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: BOOKING_LINK_PURPOSES }).notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('booking_links_purpose_check', t.purpose, BOOKING_LINK_PURPOSES),
    index('booking_links_booking_idx').on(t.bookingId, t.purpose),
    // The sweep of expired links reads by expiry.
    index('booking_links_expires_idx').on(t.expiresAt),
  ],
);
