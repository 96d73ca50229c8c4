import { KEPT_STATUSES, type RefundStatus } from '@care/contracts/appointments/constants';
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  bookingReports,
  bookings,
  experts,
  intakeForms,
  paymentOrders,
  reviews,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import type { BookingRow } from '../booking/repository.ts';

type Conn = Db | Tx;
type ExpertRow = typeof experts.$inferSelect;

/** A booking as an appointment needs it: the expert, the files, the review and the refund. */
export interface AppointmentRow {
  booking: BookingRow;
  expert: ExpertRow;
  reports: (typeof bookingReports.$inferSelect)[];
  reviewed: boolean;
  refundStatus: RefundStatus;
}

/** What the patient sees: kept appointments and, among the past, cancelled ones too. */
const SHOWN = [...KEPT_STATUSES, 'cancelled'];

/**
 * The patient's appointments. Upcoming: confirmed and not yet over, soonest first. Past: over,
 * or cancelled (they will not take place), latest first. `expertId` narrows them to one expert.
 */
export async function patientAppointments(
  db: Conn,
  patientId: string,
  now: Date,
  when: 'upcoming' | 'past',
  expertId?: string,
): Promise<AppointmentRow[]> {
  const rows = await db
    .select({ booking: bookings, expert: experts })
    .from(bookings)
    .innerJoin(experts, eq(experts.id, bookings.expertId))
    .where(
      and(
        eq(bookings.patientId, patientId),
        ...(expertId ? [eq(bookings.expertId, expertId)] : []),
        when === 'upcoming'
          ? and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now))
          : or(
              and(inArray(bookings.status, [...KEPT_STATUSES]), lte(bookings.endsAt, now)),
              eq(bookings.status, 'cancelled'),
            ),
      ),
    )
    .orderBy(when === 'upcoming' ? asc(bookings.startsAt) : desc(bookings.startsAt))
    .limit(200);
  return withDetails(db, rows);
}

/** One of the patient's appointments (another patient's, or one never confirmed, is null). */
export async function findPatientAppointment(
  db: Conn,
  patientId: string,
  id: string,
): Promise<AppointmentRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db
    .select({ booking: bookings, expert: experts })
    .from(bookings)
    .innerJoin(experts, eq(experts.id, bookings.expertId))
    .where(and(eq(bookings.id, id), eq(bookings.patientId, patientId), inArray(bookings.status, SHOWN)));
  const [row] = await withDetails(db, rows);
  return row ?? null;
}

async function withDetails(
  db: Conn,
  rows: { booking: BookingRow; expert: ExpertRow }[],
): Promise<AppointmentRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.booking.id);
  const [reports, reviewed, orders] = await Promise.all([
    db.select().from(bookingReports).where(inArray(bookingReports.bookingId, ids)),
    db.select({ bookingId: reviews.bookingId }).from(reviews).where(inArray(reviews.bookingId, ids)),
    db
      .select({ bookingId: paymentOrders.bookingId, refundId: paymentOrders.refundId })
      .from(paymentOrders)
      .where(and(inArray(paymentOrders.bookingId, ids), eq(paymentOrders.status, 'refunded'))),
  ]);
  return rows.map(({ booking, expert }) => {
    const refunds = orders.filter((o) => o.bookingId === booking.id);
    return {
      booking,
      expert,
      reports: reports.filter((r) => r.bookingId === booking.id),
      reviewed: reviewed.some((r) => r.bookingId === booking.id),
      refundStatus:
        booking.status !== 'cancelled' || refunds.length === 0
          ? 'none'
          : refunds.every((o) => o.refundId)
            ? 'refunded'
            : 'processing',
    };
  });
}

/**
 * Cancels the patient's confirmed appointment if it starts on a later day than today (the
 * caller passes that day's first instant): one conditional UPDATE, so of any number of
 * parallel requests one cancels. The slot is free again at once (the exclusion constraint only
 * covers held, pending and confirmed bookings). Null when nothing was cancelled.
 */
export async function cancelBooking(tx: Tx, patientId: string, id: string, from: Date, now: Date) {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.patientId, patientId),
        eq(bookings.status, 'confirmed'),
        gt(bookings.startsAt, from),
      ),
    )
    .returning();
  return row ?? null;
}

/** The booking's paid orders become refunded (in the cancelling transaction); the money follows. */
export async function markPaidOrdersRefunded(tx: Tx, bookingId: string, now: Date) {
  return tx
    .update(paymentOrders)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.status, 'paid')))
    .returning();
}

/** Stores the review unless the booking has one (the unique index decides); null if it had. */
export async function insertReview(db: Conn, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function patientReviews(db: Conn, patientId: string) {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.patientId, patientId))
    .orderBy(desc(reviews.createdAt))
    .limit(200);
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
