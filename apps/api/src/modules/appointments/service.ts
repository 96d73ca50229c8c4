import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { cancelBooking, markPaidOrdersRefunded, releaseCoupons } from '../booking/index.ts';
import { queueRefund, refundNow } from '../payments/index.ts';

type CancelDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'payments' | 'sms' | 'events'>;

/**
 * Cancels a patient's appointment (spec: offered only for a later day than today) in one
 * transaction: the booking moves confirmed → cancelled by a conditional UPDATE, its paid orders
 * are marked refunded, its coupon use is given back and 'booking.cancelled' is announced (the
 * reminders module drops its reminders and sends the cancellation); the provider is asked for the refunds
 * once that is committed (the refunds are written in the transaction; the job retries them). Null when nothing was cancelled (not theirs, not confirmed, too late,
 * or cancelled already by a parallel request).
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
    });
    return { booking, orders, refundIds };
  });
  if (!done) return null;
  await refundNow(deps, log, done.refundIds);
  return { booking: done.booking, refunding: done.orders.length > 0 };
}
