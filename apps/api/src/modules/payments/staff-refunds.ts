import type { RefundViewState } from '@care/contracts/money/constants';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { bookings, labTestBookings, refunds, staffAccounts } from '../../db/schema/index.ts';
import type { RefundRow } from './repository.ts';

// Refunds as operations see and act on them (issue 22): the list with each one's state, a retry
// of one whose provider call failed, and a manual refund decided by a staff member. A failed
// refund is a pending one with the last attempt's error: the job keeps retrying it on its own
// schedule; a retry only makes it due now.

export interface StaffRefundRow extends RefundRow {
  bookingNo: string | null;
  requestedBy: string | null;
}

/** How a refund stands on the console. */
export function refundViewState(r: Pick<RefundRow, 'status' | 'lastError'>): RefundViewState {
  if (r.status === 'pending' && r.lastError) return 'failed';
  return r.status;
}

const STATE_WHERE = {
  pending: and(eq(refunds.status, 'pending'), isNull(refunds.lastError)),
  failed: and(eq(refunds.status, 'pending'), isNotNull(refunds.lastError)),
  processing: eq(refunds.status, 'processing'),
  refunded: eq(refunds.status, 'refunded'),
} as const;

export async function refundsForStaff(
  conn: Conn,
  f: { state?: RefundViewState | null; id?: string; limit: number; offset: number },
): Promise<StaffRefundRow[]> {
  const rows = await conn
    .select({
      refund: refunds,
      bookingNo: sql<string | null>`coalesce(${bookings.appointmentNo}, ${labTestBookings.bookingNo})`,
      requestedBy: staffAccounts.fullName,
    })
    .from(refunds)
    .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
    .leftJoin(labTestBookings, eq(labTestBookings.id, refunds.labBookingId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, refunds.requestedByStaffId))
    .where(and(f.state ? STATE_WHERE[f.state] : undefined, f.id ? eq(refunds.id, f.id) : undefined))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(f.limit)
    .offset(f.offset);
  return rows.map((r) => ({ ...r.refund, bookingNo: r.bookingNo, requestedBy: r.requestedBy }));
}

export async function lockRefund(tx: Tx, id: string): Promise<RefundRow | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row ?? null;
}

/**
 * A refund whose provider call failed becomes due now (only from that state: pending with an
 * error; a refunded or processing one is left alone). Null when it was not in that state.
 */
export async function makeRefundDue(tx: Tx, id: string, now: Date): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ nextAttemptAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), isNotNull(refunds.lastError)))
    .returning();
  return row ?? null;
}

/**
 * A refund decided by a staff member, with their id and note: once per provider payment (the
 * unique index decides, so a second, concurrent or later, writes nothing). Null if one exists.
 */
export async function insertManualRefund(
  tx: Tx,
  r: {
    orderRowId: string;
    bookingId: string;
    paymentId: string;
    amount: number;
    staffId: string;
    note: string;
  },
  now: Date,
): Promise<RefundRow | null> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: r.orderRowId,
      bookingId: r.bookingId,
      providerPaymentId: r.paymentId,
      amount: r.amount,
      reason: 'manual',
      requestedByStaffId: r.staffId,
      note: r.note,
      nextAttemptAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
