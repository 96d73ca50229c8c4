import type { OrderStatus } from '@care/contracts/booking/lifecycle';
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { bookings, coupons, labTestBookings, paymentOrders } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import type { OrderRow } from './orders.ts';
import type { BookingRow } from './repository.ts';

// Payment orders as operations read them (issue 22), and the booking a manual refund names.
// Reads only; a manual refund's move of the order is orders.ts markRefunded, under lockPaidOrder.

export interface StaffOrderRow extends OrderRow {
  /** The appointment (A-…), lab booking (T-…) or gift code the order pays for. */
  bookingNo: string | null;
}

export async function ordersForStaff(
  conn: Conn,
  f: {
    status?: OrderStatus | null;
    from?: Date | null;
    before?: Date | null;
    booking?: string | null;
    limit: number;
    offset: number;
  },
): Promise<StaffOrderRow[]> {
  const no = f.booking?.trim().toUpperCase();
  const rows = await conn
    .select({
      order: paymentOrders,
      bookingNo: sql<
        string | null
      >`coalesce(${bookings.appointmentNo}, ${labTestBookings.bookingNo}, ${coupons.code})`,
    })
    .from(paymentOrders)
    .leftJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .leftJoin(labTestBookings, eq(labTestBookings.id, paymentOrders.labBookingId))
    .leftJoin(coupons, eq(coupons.id, paymentOrders.giftCouponId))
    .where(
      and(
        f.status ? eq(paymentOrders.status, f.status) : undefined,
        f.from ? gte(paymentOrders.createdAt, f.from) : undefined,
        f.before ? lt(paymentOrders.createdAt, f.before) : undefined,
        no
          ? isUuid(no.toLowerCase())
            ? or(
                eq(paymentOrders.bookingId, no.toLowerCase()),
                eq(paymentOrders.labBookingId, no.toLowerCase()),
              )
            : or(eq(bookings.appointmentNo, no), eq(labTestBookings.bookingNo, no), eq(coupons.code, no))
          : undefined,
      ),
    )
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(f.limit)
    .offset(f.offset);
  return rows.map((r) => ({ ...r.order, bookingNo: r.bookingNo }));
}

/** A consultation booking by its appointment number (any case) or id. */
export async function findBookingByNumber(conn: Conn, numberOrId: string): Promise<BookingRow | null> {
  const key = numberOrId.trim();
  const [row] = await conn
    .select()
    .from(bookings)
    .where(
      isUuid(key.toLowerCase())
        ? eq(bookings.id, key.toLowerCase())
        : eq(bookings.appointmentNo, key.toUpperCase()),
    );
  return row ?? null;
}

/** The booking's orders that took money (paid, or refunded after paying), locked, newest first. */
export function lockPaidOrders(tx: Tx, bookingId: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), sql`${paymentOrders.paidAt} is not null`))
    .orderBy(desc(paymentOrders.paidAt))
    .for('update');
}
