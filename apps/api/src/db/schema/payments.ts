import { REFUND_REASONS } from '@care/contracts/payments/constants';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings, paymentOrders } from './booking.ts';
import { createdAt, oneOf } from './columns.ts';
import { labTestBookings } from './lab-tests.ts';

// The payments ledger: provider events applied once, refunds, and the sandbox's own books.
// Money is in paise. (Payment orders are the booking lifecycle's: booking.ts.)

/** A refund: pending → processing (claimed with a lease) → refunded, or pending again to retry. */
export const REFUND_STATES = ['pending', 'processing', 'refunded'] as const;

/** Provider events already applied (webhook event ids, verify and reconcile keys): each once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  source: text('source').notNull(),
  providerOrderId: text('provider_order_id'),
  kind: text('kind').notNull(),
  receivedAt: createdAt(),
});

// The payment sandbox's own books (adapters/payments/sandbox-payments.ts): what Razorpay would
// keep on its side, in the shared database so every API instance sees the same orders.

export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  receipt: text('receipt').notNull(),
  /** created → attempted → paid. */
  status: text('status').notNull().default('created'),
  createdAt: createdAt(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    /** captured, failed or refunded. */
    status: text('status').notNull(),
    refundId: text('refund_id'),
    /** The receipt the refund was asked with (our refund's id), as Razorpay keeps it. */
    refundReceipt: text('refund_receipt'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

/**
 * Money going back, one row per refunded payment (an order may have several: a second payment on
 * a settled order goes back on its own). Written in the transaction that decides the refund, then
 * asked of the provider by the refund job until it answers (modules/payments/refunds.ts):
 * pending → processing (claimed with a lease) → refunded, or pending again with the error and a
 * later attempt. Shown on the appointment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** Issue 22: a lab booking's refund (cancelled by operations, or a manual refund). */
    labBookingId: uuid('lab_booking_id').references(() => labTestBookings.id, { onDelete: 'cascade' }),
    /** Issue 22: the staff member who decided a manual refund, and why (null for the system's own). */
    requestedByStaffId: uuid('requested_by_staff_id'),
    note: text('note'),
    /** The provider's payment that goes back: refunded once (the unique index decides). */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** REFUND_REASONS (contracts/payments/constants); typed here only, no CHECK (as before). */
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    lastError: text('last_error'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('refunds_status_check', t.status, REFUND_STATES),
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_lab_booking_idx').on(t.labBookingId),
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'processing')`),
  ],
);

/**
 * Receipts (issue 19): one per paid booking, numbered in one unbroken series. A sequence may skip
 * numbers (a rolled-back transaction keeps its value), so the number comes from the single row of
 * `receipt_counter`, incremented by an UPDATE in the same transaction that inserts the receipt:
 * the row lock orders concurrent issuers and a rollback gives the number back.
 */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: smallint('id').primaryKey().default(1),
    lastNo: bigint('last_no', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('receipt_counter_single_row', sql`${t.id} = 1`)],
);

export const receipts = pgTable('receipts', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** The series' number (1, 2, 3 …); shown with the provider's prefix, e.g. RCPT-000042. */
  serialNo: bigint('serial_no', { mode: 'number' }).notNull().unique(),
  /** What was paid, in paise, when the receipt was issued. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
