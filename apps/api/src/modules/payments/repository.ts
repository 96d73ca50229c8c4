import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { paymentEvents, paymentOrders } from '../../db/schema/index.ts';

// The only code that reads or writes payment orders and the provider events applied to them.
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

/** The refunded orders of these bookings (a refund is under way until its refund id is stored). */
export async function refundedOrdersOf(conn: Conn, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return conn
    .select({ bookingId: paymentOrders.bookingId, refundId: paymentOrders.refundId })
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.bookingId, bookingIds), eq(paymentOrders.status, 'refunded')));
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

/** The order is marked refunded with the payment that goes back (the refund itself follows). */
export async function markRefunded(tx: Tx, orderRowId: string, paymentId: string, now: Date) {
  await tx
    .update(paymentOrders)
    .set({ status: 'refunded', providerPaymentId: paymentId, updatedAt: now })
    .where(eq(paymentOrders.id, orderRowId));
}

/** The booking's paid orders become refunded (in the cancelling transaction); the money follows. */
export async function markPaidOrdersRefunded(tx: Tx, bookingId: string, now: Date) {
  return tx
    .update(paymentOrders)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.status, 'paid')))
    .returning();
}

export async function setRefundId(conn: Conn, orderRowId: string, refundId: string) {
  await conn.update(paymentOrders).set({ refundId }).where(eq(paymentOrders.id, orderRowId));
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
