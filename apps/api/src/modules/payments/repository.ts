import type { RefundReason } from '@care/contracts/payments/constants';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { paymentEvents, refunds } from '../../db/schema/index.ts';

// The only code that reads or writes the provider events applied (each once) and refunds.
// Payment orders and their moves are the booking lifecycle's (modules/booking/orders.ts).

/** Stores a provider event's id; false when it was applied already (each event once). */
export async function recordEvent(tx: Tx, eventId: string, source: string, orderId: string, kind: string) {
  const rows = await tx
    .insert(paymentEvents)
    .values({ eventId, source, providerOrderId: orderId, kind })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

export type RefundRow = typeof refunds.$inferSelect;

/** A refund to make, once per provider payment (the unique index decides). Answers its id if new. */
export async function insertRefund(
  tx: Tx,
  r: {
    orderRowId: string;
    bookingId: string | null;
    paymentId: string;
    amount: number;
    reason: RefundReason;
    /** Issue 22: a lab booking's refund, and the staff member who decided it (with why). */
    labBookingId?: string | null;
    requestedByStaffId?: string | null;
    note?: string | null;
  },
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .insert(refunds)
    .values({
      orderId: r.orderRowId,
      bookingId: r.bookingId,
      labBookingId: r.labBookingId ?? null,
      requestedByStaffId: r.requestedByStaffId ?? null,
      note: r.note ?? null,
      providerPaymentId: r.paymentId,
      amount: r.amount,
      reason: r.reason,
      nextAttemptAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return rows.map((x) => x.id);
}

/** The refund of one provider payment, if it goes back (at most one: the unique index). */
export async function refundOfPayment(conn: Conn, providerPaymentId: string): Promise<RefundRow | null> {
  const [row] = await conn.select().from(refunds).where(eq(refunds.providerPaymentId, providerPaymentId));
  return row ?? null;
}

/** The bookings' refunds, oldest first (an appointment shows where its money stands). */
export function refundsOfBookings(conn: Conn, bookingIds: string[]): Promise<RefundRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return conn
    .select()
    .from(refunds)
    .where(inArray(refunds.bookingId, bookingIds))
    .orderBy(asc(refunds.createdAt));
}

/**
 * Claims due refunds (pending and due, or processing with a lapsed lease) by one UPDATE over a
 * FOR UPDATE SKIP LOCKED selection: each becomes 'processing' until `leaseUntil`, one more attempt.
 */
export async function claimRefunds(
  conn: Conn,
  q: { now: Date; leaseUntil: Date; batch: number; ids?: string[] },
): Promise<RefundRow[]> {
  const due = or(
    and(eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, q.now)),
    and(eq(refunds.status, 'processing'), lte(refunds.leaseUntil, q.now)),
  );
  const chosen = conn
    .select({ id: refunds.id })
    .from(refunds)
    .where(q.ids ? and(due, inArray(refunds.id, q.ids)) : due)
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(q.batch)
    .for('update', { skipLocked: true });
  return conn
    .update(refunds)
    .set({ status: 'processing', leaseUntil: q.leaseUntil, attempts: sql`${refunds.attempts} + 1` })
    .where(inArray(refunds.id, chosen))
    .returning();
}

/**
 * Ends a claimed attempt (only the claim that made it: a lapsed one taken over changes nothing):
 * refunded, with the provider's refund id also on the order, or pending again with the error.
 */
export async function finishRefund(
  conn: Conn,
  claim: { id: string; attempts: number; orderId: string },
  outcome:
    | { status: 'refunded'; providerRefundId: string; now: Date }
    | { status: 'pending'; error: string; nextAttemptAt: Date },
) {
  const mine = and(
    eq(refunds.id, claim.id),
    eq(refunds.status, 'processing'),
    eq(refunds.attempts, claim.attempts),
  );
  if (outcome.status === 'pending') {
    await conn
      .update(refunds)
      .set({
        status: 'pending',
        leaseUntil: null,
        lastError: outcome.error,
        nextAttemptAt: outcome.nextAttemptAt,
      })
      .where(mine);
    return;
  }
  await conn
    .update(refunds)
    .set({
      status: 'refunded',
      providerRefundId: outcome.providerRefundId,
      refundedAt: outcome.now,
      leaseUntil: null,
      lastError: null,
    })
    .where(mine);
}
