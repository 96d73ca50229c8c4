import { isKept } from '@care/contracts/booking/lifecycle';
import type { RefundReason } from '@care/contracts/payments/constants';
import type { Deps } from '../../deps.ts';
import { findBooking, lockOrder } from '../booking/index.ts';
import { refundOfPayment } from '../payments/index.ts';

/**
 * Where one provider payment stands now, from the records rather than from what the last event
 * changed: a repeated verify changes nothing and must still say the booking is confirmed, and a
 * payment refunded because its slot was sold must never read as a success.
 */
export type PaymentStanding =
  /** The order is paid by this payment and what it bought is kept (the booking) or made (a gift). */
  | { status: 'confirmed'; appointmentNo: string | null }
  /** This payment goes back; `reason` says why in the patient's words (contracts' refundedMessages). */
  | { status: 'refunded'; reason: RefundReason; appointmentNo: string | null; lab: boolean }
  /** Received, not yet applied (or applied to nothing the patient keeps). */
  | { status: 'pending'; appointmentNo: string | null };

export async function paymentStanding(
  deps: Pick<Deps, 'db'>,
  providerOrderId: string,
  paymentId: string,
): Promise<PaymentStanding | null> {
  // lockOrder is the order's one reader by provider id (orders.ts is not ours to extend); the
  // lock lasts this short transaction and makes the answer consistent with the last change.
  return deps.db.transaction(async (tx): Promise<PaymentStanding | null> => {
    const order = await lockOrder(tx, providerOrderId);
    if (!order) return null;
    const booking = order.bookingId ? await findBooking(tx, order.bookingId) : null;
    // The appointment number whenever the booking is kept, even when this payment goes back (a
    // second payment): the patient still has that appointment.
    const appointmentNo = booking && isKept(booking.status) ? booking.appointmentNo : null;
    const refund = await refundOfPayment(tx, paymentId);
    if (refund)
      return { status: 'refunded', reason: refund.reason, appointmentNo, lab: order.labBookingId !== null };
    const paidByThis = order.status === 'paid' && order.providerPaymentId === paymentId;
    // A lab booking's order (issue 22) is paid for the booking as soon as its order is: a
    // payment for a cancelled one never marks it paid (it goes back, with its refund above).
    if (paidByThis && (order.giftCouponId !== null || order.labBookingId !== null || appointmentNo !== null))
      return { status: 'confirmed', appointmentNo };
    return { status: 'pending', appointmentNo };
  });
}
