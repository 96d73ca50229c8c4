import { OPEN_ORDER_STATUSES } from '@care/contracts/booking/lifecycle';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { bookings, paymentOrders } from '../../db/schema/index.ts';
import { orderMayBecome } from './lifecycle.ts';

// The only code that reads or writes payment orders (a booking's, a gift's or a lab booking's). Every move is a
// conditional UPDATE from the states the lifecycle allows (lifecycle.ts): created → paid
// (→ refunded) or created → failed (→ paid if a capture comes later), never back.

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

/** A lab test booking's order (issue 22: purpose 'lab'). */
export async function insertLabOrder(conn: Conn, labBookingId: string, o: NewOrder): Promise<OrderRow> {
  const [row] = await conn
    .insert(paymentOrders)
    .values({ purpose: 'lab', labBookingId, ...o })
    .returning();
  return row!;
}

/** The lab booking's newest order not yet paid or failed (its checkout can be opened again). */
export async function createdLabOrderOf(conn: Conn, labBookingId: string): Promise<OrderRow | null> {
  const [row] = await conn
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.labBookingId, labBookingId), eq(paymentOrders.status, 'created')))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row ?? null;
}

/** The booking's newest order still open for payment. */
export async function openOrderOf(conn: Conn, bookingId: string): Promise<OrderRow | null> {
  const [row] = await conn
    .select()
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.bookingId, bookingId), inArray(paymentOrders.status, [...OPEN_ORDER_STATUSES])),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The expert of the booking an order pays for, read without a lock (null for a gift's order or an
 * unknown one): a payment locks that expert's row before the order and the booking, as every
 * claim on an expert's time does (experts' lockExpert).
 */
export async function expertOfOrder(conn: Conn, providerOrderId: string): Promise<string | null> {
  const [row] = await conn
    .select({ expertId: bookings.expertId })
    .from(paymentOrders)
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row?.expertId ?? null;
}

/**
 * The lab booking an order pays for (issue 22), read without a lock (null for any other order):
 * a capture locks that booking before the order, as operations' cancellation does, so the two
 * never wait on each other's rows.
 */
export async function labBookingOfOrder(conn: Conn, providerOrderId: string): Promise<string | null> {
  const [row] = await conn
    .select({ id: paymentOrders.labBookingId })
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row?.id ?? null;
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
    .where(and(eq(paymentOrders.id, orderRowId), orderMayBecome('paid')));
}

/**
 * The order is marked refunded with the payment that goes back (the refund itself follows):
 * from created, failed or paid only, so it moves forward and once.
 */
export async function markRefunded(tx: Tx, orderRowId: string, paymentId: string, now: Date) {
  await tx
    .update(paymentOrders)
    .set({ status: 'refunded', providerPaymentId: paymentId, updatedAt: now })
    .where(and(eq(paymentOrders.id, orderRowId), orderMayBecome('refunded')));
}

/** The booking's paid orders become refunded (in the cancelling transaction); the money follows. */
export async function markPaidOrdersRefunded(tx: Tx, bookingId: string, now: Date) {
  return tx
    .update(paymentOrders)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(paymentOrders.bookingId, bookingId), orderMayBecome('refunded', ['paid'])))
    .returning();
}

/** payment.failed: an open order is marked failed; a paid one is never moved back. */
export async function markFailed(tx: Tx, providerOrderId: string, now: Date) {
  const rows = await tx
    .update(paymentOrders)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(paymentOrders.providerOrderId, providerOrderId), orderMayBecome('failed')))
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
        inArray(paymentOrders.status, [...OPEN_ORDER_STATUSES]),
        lte(paymentOrders.createdAt, new Date(now.getTime() - 60_000)),
        gte(paymentOrders.createdAt, new Date(now.getTime() - 2 * 86_400_000)),
      ),
    )
    .limit(500);
}

/**
 * The orders that paid these bookings (paid once: `paid_at` is set by markOrderPaid only), paid
 * or refunded since, oldest first: an appointment's money and its receipt read them.
 */
export async function paidOrdersOfBookings(conn: Conn, bookingIds: string[]): Promise<OrderRow[]> {
  if (bookingIds.length === 0) return [];
  return conn
    .select()
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.bookingId, bookingIds), isNotNull(paymentOrders.paidAt)))
    .orderBy(asc(paymentOrders.paidAt));
}
