import type { RefundStatus } from '@care/contracts/appointments/constants';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { intakeForms, reviews } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  type BookingReportRow,
  type BookingRow,
  bookingReportsOf,
  type CouponRow,
  findCouponsByIds,
  findPatientBooking,
  type OrderRow,
  paidOrdersOfBookings,
  patientBookings,
} from '../booking/index.ts';
import { type ExpertRow, findExpertsByIds } from '../experts/index.ts';
import { giftCouponIdsAmong } from '../gifts/index.ts';
import { type ReceiptRow, type RefundRow, receiptsOfBookings, refundsOfBookings } from '../payments/index.ts';

// Reviews and intake forms are this module's; an appointment is a booking (the booking
// module's) seen with its expert (experts'), its files, its order and coupon (booking's), its
// gift (gifts'), its refunds and receipt (payments'), each asked of its owner.

export type ReviewRow = typeof reviews.$inferSelect;

/** A booking as an appointment needs it: the expert, the files, the review, the money. */
export interface AppointmentRow {
  booking: BookingRow;
  expert: ExpertRow;
  reports: BookingReportRow[];
  reviewed: boolean;
  review: ReviewRow | null;
  refundStatus: RefundStatus;
  /** Every payment of the booking going back, oldest first. */
  refunds: RefundRow[];
  /** The order that paid it (null: free, or never paid). */
  paidOrder: OrderRow | null;
  coupon: { row: CouponRow; gift: boolean } | null;
  receipt: ReceiptRow | null;
  intakeSent: boolean;
}

/**
 * One page of the patient's appointments. Upcoming: confirmed and not yet over, soonest first.
 * Past: over, or cancelled (they will not take place), latest first. `expertId` narrows them to
 * one expert.
 */
export async function patientAppointments(
  db: Conn,
  patientId: string,
  now: Date,
  when: 'upcoming' | 'past',
  page: { limit: number; offset: number },
  expertId?: string,
): Promise<AppointmentRow[]> {
  return withDetails(db, await patientBookings(db, patientId, now, when, page, expertId));
}

/** One of the patient's appointments (another patient's, or one never confirmed, is null). */
export async function findPatientAppointment(
  db: Conn,
  patientId: string,
  id: string,
): Promise<AppointmentRow | null> {
  const booking = await findPatientBooking(db, patientId, id);
  const [row] = await withDetails(db, booking ? [booking] : []);
  return row ?? null;
}

async function withDetails(db: Conn, bookings: BookingRow[]): Promise<AppointmentRow[]> {
  if (bookings.length === 0) return [];
  const ids = bookings.map((b) => b.id);
  const couponIds = [...new Set(bookings.flatMap((b) => (b.couponId ? [b.couponId] : [])))];
  const [experts, reports, reviewRows, orders, paid, coupons, gifts, receipts, intakes] = await Promise.all([
    findExpertsByIds(
      db,
      bookings.map((b) => b.expertId),
    ),
    bookingReportsOf(db, ids),
    db.select().from(reviews).where(inArray(reviews.bookingId, ids)),
    refundsOfBookings(db, ids),
    paidOrdersOfBookings(db, ids),
    findCouponsByIds(db, couponIds),
    giftCouponIdsAmong(db, couponIds),
    receiptsOfBookings(db, ids),
    db
      .select({ bookingId: intakeForms.bookingId })
      .from(intakeForms)
      .where(inArray(intakeForms.bookingId, ids)),
  ]);
  return bookings.map((booking) => {
    const refunds = orders.filter((r) => r.bookingId === booking.id);
    const review = reviewRows.find((r) => r.bookingId === booking.id) ?? null;
    const coupon = coupons.find((c) => c.id === booking.couponId);
    return {
      booking,
      expert: experts.find((e) => e.id === booking.expertId)!,
      reports: reports.filter((r) => r.bookingId === booking.id),
      reviewed: review !== null,
      review,
      paidOrder: paid.find((o) => o.bookingId === booking.id) ?? null,
      coupon: coupon ? { row: coupon, gift: gifts.has(coupon.id) } : null,
      receipt: receipts.find((r) => r.bookingId === booking.id) ?? null,
      intakeSent: intakes.some((i) => i.bookingId === booking.id),
      refunds,
      refundStatus:
        booking.status !== 'cancelled' || refunds.length === 0
          ? 'none'
          : refunds.every((r) => r.status === 'refunded')
            ? 'refunded'
            : 'processing',
    };
  });
}

/** Stores the review unless the booking has one (the unique index decides); null if it had. */
export async function insertReview(db: Conn, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** One page of the patient's reviews, newest first, and how many they have. */
export async function patientReviews(db: Conn, patientId: string, page: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.patientId, patientId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(eq(reviews.patientId, patientId)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function hasIntake(db: Conn, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: intakeForms.id })
    .from(intakeForms)
    .where(eq(intakeForms.bookingId, bookingId));
  return Boolean(row);
}

/** Stores the intake form unless the booking has one (the unique index decides); null if it had. */
export async function insertIntake(db: Conn, values: typeof intakeForms.$inferInsert) {
  const [row] = await db
    .insert(intakeForms)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: intakeForms.id });
  return row ?? null;
}

/**
 * The stored answer to the intake form's harm question (EPDS item 10 style; ours, in the jsonb
 * answers, so no column), or null when there is no form or it was not asked (a GC form, or an
 * app that sends the spec's fields only). `isHarmThoughtsFlag` in contracts tells a flag; the
 * expert's room reads it, and so can a staff console.
 */
export async function intakeHarmAnswer(db: Conn, bookingId: string): Promise<string | null> {
  if (!isUuid(bookingId)) return null;
  const [row] = await db
    .select({ answer: sql<string | null>`${intakeForms.answers} ->> 'thoughts_of_harming_self_or_baby'` })
    .from(intakeForms)
    .where(eq(intakeForms.bookingId, bookingId));
  return row?.answer ?? null;
}

export type IntakeFormRow = typeof intakeForms.$inferSelect;

/** The booking's intake form, or null when the patient has not filled it. */
export async function findIntakeForm(db: Conn, bookingId: string): Promise<IntakeFormRow | null> {
  if (!isUuid(bookingId)) return null;
  const [row] = await db.select().from(intakeForms).where(eq(intakeForms.bookingId, bookingId));
  return row ?? null;
}

/** Which of these bookings have an intake form. */
export async function bookingsWithIntake(db: Conn, bookingIds: string[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: intakeForms.bookingId })
    .from(intakeForms)
    .where(inArray(intakeForms.bookingId, bookingIds));
  return new Set(rows.map((r) => r.bookingId));
}
