import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type BookingRow, cancelBooking, markPaidOrdersRefunded, releaseCoupons } from '../booking/index.ts';
import { queueRefund, refundNow } from '../payments/index.ts';

type CancelDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'payments' | 'sms' | 'events'>;

/**
 * Cancels a patient's appointment (spec: offered only for a later day than today) in one
 * transaction: the booking moves confirmed → cancelled by a conditional UPDATE and the rest of
 * the cancellation follows (cancelledWithRefund); the provider is asked for the refunds once that
 * is committed (the refunds are written in the transaction; the job retries them). Null when
 * nothing was cancelled (not theirs, not confirmed, too late, or cancelled already by a parallel
 * request).
 */
export async function cancelAppointment(
  deps: CancelDeps,
  log: FastifyBaseLogger,
  patientId: string,
  bookingId: string,
) {
  const now = deps.clock.now();
  const tomorrow = kolkataInstant(addDays(todayIso(now), 1), '00:00');
  const done = await deps.db.transaction(async (tx) => {
    // Starting at or after tomorrow's first instant: `gt` in the UPDATE, so one millisecond less.
    const booking = await cancelBooking(tx, patientId, bookingId, new Date(tomorrow.getTime() - 1), now);
    if (!booking) return null;
    return { booking, ...(await cancelledWithRefund(deps, tx, booking, now, 'patient')) };
  });
  if (!done) return null;
  await refundNow(deps, log, done.refundIds);
  return { booking: done.booking, refunding: done.orders.length > 0 };
}

/**
 * Cancels a confirmed appointment because its expert took leave over it (issue 21), inside the
 * leave's transaction `tx` (which holds the expert row): the same moves as a patient's
 * cancellation, for any appointment still ahead. The refunds are written here, once (the order
 * moves paid → refunded by a conditional UPDATE, one refund per provider payment), so they survive
 * a crash after the commit; the caller asks the provider for `refundIds` once it has committed
 * (payments' refundNow), and the refund job retries whatever is left. Null when the appointment
 * was no longer confirmed (the patient cancelled it meanwhile, say) or has started.
 */
export async function cancelForExpertLeave(
  deps: Pick<Deps, 'events'>,
  tx: Tx,
  booking: Pick<BookingRow, 'id' | 'patientId'>,
  now: Date,
) {
  const cancelled = await cancelBooking(tx, booking.patientId, booking.id, now, now);
  if (!cancelled) return null;
  return { booking: cancelled, ...(await cancelledWithRefund(deps, tx, cancelled, now, 'expert_leave')) };
}

/**
 * What follows a booking's move to cancelled, in that transaction: its paid orders are marked
 * refunded and their refunds written, its coupon use is given back and 'booking.cancelled' is
 * announced (the reminders module drops its reminders and tells the patient).
 */
async function cancelledWithRefund(
  deps: Pick<Deps, 'events'>,
  tx: Tx,
  booking: BookingRow,
  now: Date,
  by: 'patient' | 'expert_leave',
) {
  const orders = await markPaidOrdersRefunded(tx, booking.id, now);
  const refundIds: string[] = [];
  for (const o of orders) {
    if (!o.providerPaymentId) continue;
    const r = { orderRowId: o.id, bookingId: booking.id, paymentId: o.providerPaymentId, amount: o.amount };
    refundIds.push(...(await queueRefund(tx, { ...r, reason: 'cancelled' }, now)));
  }
  await releaseCoupons(tx, [booking.id]);
  await deps.events.emit('booking.cancelled', {
    tx,
    bookingId: booking.id,
    expertId: booking.expertId,
    now,
    by,
  });
  return { orders, refundIds };
}
