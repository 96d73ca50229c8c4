import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { paymentEvents, paymentOrders, refunds } from '../../db/schema/index.ts';

// The only code that reads or writes payment orders, the provider events applied to them and refunds.
// An order goes created → paid (→ refunded) or created → failed (→ paid if a capture comes
// later), never back; every move is a conditional UPDATE.

export type OrderRow = typeof paymentOrders.$inferSelect;

export interface NewOrder {
  provider: string;
  providerOrderId: string;
  /** Paise. */
  amount: number;
}

/** A booking's order, made when the provider's order is. */
export async function insertBookingOrder(conn: Conn, bookingId: string, o: NewOrder): Promise<OrderRow> {
  const [row] = await conn
    .insert(paymentOrders)
    .values({ purpose: 'booking', bookingId, ...o })
    .returning();
  return row!;
}

/** A gift's order (`couponId` names the gift's coupon). */
export async function insertGiftOrder(conn: Conn, couponId: string, o: NewOrder): Promise<void> {
  await conn.insert(paymentOrders).values({ purpose: 'gift', giftCouponId: couponId, ...o });
}

/** The booking's newest order still open for payment. */
export async function openOrderOf(conn: Conn, bookingId: string): Promise<OrderRow | null> {
  const [row] = await conn
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), inArray(paymentOrders.status, ['created', 'failed'])))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row ?? null;
}

/** Stores a provider event's id; false when it was applied already (each event once). */
export async function recordEvent(tx: Tx, eventId: string, source: string, orderId: string, kind: string) {
  const rows = await tx
    .insert(paymentEvents)
    .values({ eventId, source, providerOrderId: orderId, kind })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

/** The order with this provider id, locked for the rest of the transaction. */
export async function lockOrder(tx: Tx, providerOrderId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
    .for('update');
  return row ?? null;
}

/**
 * created/failed → paid. The unique index on provider_payment_id (and the one-paid-order-per-
 * booking rule) may refuse it with 23505; the caller decides what that means.
 */
export async function markOrderPaid(tx: Tx, orderRowId: string, paymentId: string, now: Date) {
  await tx
    .update(paymentOrders)
    .set({ status: 'paid', providerPaymentId: paymentId, paidAt: now, updatedAt: now })
    .where(and(eq(paymentOrders.id, orderRowId), inArray(paymentOrders.status, ['created', 'failed'])));
}

/**
 * The order is marked refunded with the payment that goes back (the refund itself follows):
 * from created, failed or paid only, so it moves forward and once.
 */
export async function markRefunded(tx: Tx, orderRowId: string, paymentId: string, now: Date) {
  await tx
    .update(paymentOrders)
    .set({ status: 'refunded', providerPaymentId: paymentId, updatedAt: now })
    .where(
      and(eq(paymentOrders.id, orderRowId), inArray(paymentOrders.status, ['created', 'failed', 'paid'])),
    );
}

/** The booking's paid orders become refunded (in the cancelling transaction); the money follows. */
export async function markPaidOrdersRefunded(tx: Tx, bookingId: string, now: Date) {
  return tx
    .update(paymentOrders)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.status, 'paid')))
    .returning();
}

/** payment.failed: an open order is marked failed; a paid one is never moved back. */
export async function markFailed(tx: Tx, providerOrderId: string, now: Date) {
  const rows = await tx
    .update(paymentOrders)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(paymentOrders.providerOrderId, providerOrderId), eq(paymentOrders.status, 'created')))
    .returning({ id: paymentOrders.id });
  return rows.length === 1;
}

/** Orders still open, older than a minute and younger than two days: what reconciliation checks. */
export async function ordersToReconcile(conn: Conn, now: Date) {
  return conn
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, ['created', 'failed']),
        lte(paymentOrders.createdAt, new Date(now.getTime() - 60_000)),
        gte(paymentOrders.createdAt, new Date(now.getTime() - 2 * 86_400_000)),
      ),
    )
    .limit(500);
}

export type RefundRow = typeof refunds.$inferSelect;

/** A refund to make, once per provider payment (the unique index decides). Answers its id if new. */
export async function insertRefund(
  tx: Tx,
  r: { orderRowId: string; bookingId: string | null; paymentId: string; amount: number; reason: string },
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .insert(refunds)
    .values({
      orderId: r.orderRowId,
      bookingId: r.bookingId,
      providerPaymentId: r.paymentId,
      amount: r.amount,
      reason: r.reason,
      nextAttemptAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return rows.map((x) => x.id);
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
  await conn.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({
        status: 'refunded',
        providerRefundId: outcome.providerRefundId,
        refundedAt: outcome.now,
        leaseUntil: null,
        lastError: null,
      })
      .where(mine);
    await tx
      .update(paymentOrders)
      .set({ refundId: outcome.providerRefundId })
      .where(eq(paymentOrders.id, claim.orderId));
  });
}
