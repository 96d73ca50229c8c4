import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { EXCLUSION_VIOLATION, pgCode, UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import {
  announceConfirmation,
  type BookingRow,
  confirmBooking,
  expertOfOrder,
  findCouponById,
  labBookingOfOrder,
  lockBooking,
  lockOrder,
  markFailed,
  markOrderPaid,
  markRefunded,
  ordersToReconcile,
  redeemCoupon,
} from '../booking/index.ts';
import { isSlotOffered, lockExpert } from '../experts/index.ts';
import { activateGift, queueGiftMessages } from '../gifts/index.ts';
import { lockLabBooking, markLabBookingPaid } from '../lab-tests/index.ts';
import { deliverNow } from '../outbox/index.ts';
import {
  queueRefund,
  type RefundReason,
  recordEvent,
  refundNow,
  refundOfPayment,
} from '../payments/index.ts';

// Payment confirmation: one forward-only state machine fed by the checkout's verify call, the
// provider's webhooks and the reconciliation job. Each event is applied once (its id is stored
// in payment_events in the same transaction as the change); an order goes created → paid (→
// refunded) or created → failed (→ paid if a capture comes later), never back; a paid booking
// stays paid; the confirmation text is claimed by a conditional UPDATE so it goes once.

type PaymentDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'payments' | 'sms' | 'email' | 'events'>;

export interface CaptureEvent {
  /** The webhook's X-Razorpay-Event-Id, or `verify:<payment>` / `reconcile:<payment>`. */
  eventId: string;
  source: 'verify' | 'webhook' | 'reconcile';
  orderId: string;
  paymentId: string;
  /** Paise; null when the event does not say (verify: the signature covers the order). */
  amount: number | null;
}

export type CaptureResult =
  | { kind: 'duplicate' }
  | { kind: 'unknown_order' }
  | { kind: 'amount_mismatch' }
  | { kind: 'confirmed'; booking: BookingRow }
  | { kind: 'already'; booking: BookingRow | null }
  /** A gift's order: `activated` only for the event that made the gift usable (it texts the recipient). */
  | { kind: 'gift'; couponId: string; activated: boolean }
  /** A lab booking's order (issue 22): `paid` only for the event that marked the booking paid. */
  | { kind: 'lab'; labBookingId: string; paid: boolean }
  | { kind: 'refunded'; reason: RefundReason };

/** Rolls back the late confirmation's savepoint when its coupon can no longer be counted. */
class CouponUsedUp extends Error {}
/** Rolls it back when the expert no longer offers the slot (hours changed, leave; issue 21). */
class SlotWithdrawn extends Error {}

export async function applyCapture(
  deps: PaymentDeps,
  log: FastifyBaseLogger,
  e: CaptureEvent,
): Promise<CaptureResult> {
  const now = deps.clock.now();
  let refunds: string[] = [];
  let messages: string[] = [];

  // A booking's expert first (issue 21), FOR SHARE, as every claim on an expert's time takes it:
  // an availability write (FOR UPDATE) then either sees this booking confirmed and cancels it, or
  // has withdrawn it (expired) before this reads it, and never waits on the booking's row while
  // this waits on the expert's.
  const expertId = await expertOfOrder(deps.db, e.orderId);
  // A lab booking's (issue 22) likewise, FOR UPDATE, before its order: operations cancel a lab
  // booking under its lock and then refund its orders, so both take the booking's row first.
  const labBookingId = await labBookingOfOrder(deps.db, e.orderId);

  const result = await deps.db.transaction(async (tx): Promise<CaptureResult> => {
    if (expertId) await lockExpert(tx, expertId, 'share');
    const lab = labBookingId ? await lockLabBooking(tx, labBookingId) : null;
    if (!(await recordEvent(tx, e.eventId, e.source, e.orderId, 'captured'))) return { kind: 'duplicate' };
    const order = await lockOrder(tx, e.orderId);
    if (!order) return { kind: 'unknown_order' };
    const booking = order.bookingId ? await lockBooking(tx, order.bookingId) : null;
    // This payment goes back: the order marked refunded and its refund written, in this transaction.
    const refundThisPayment = async (reason: RefundReason) => {
      await markRefunded(tx, order.id, e.paymentId, now);
      return queueRefund(
        tx,
        {
          orderRowId: order.id,
          bookingId: order.bookingId,
          labBookingId: order.labBookingId,
          paymentId: e.paymentId,
          amount: order.amount,
          reason,
        },
        now,
      );
    };

    if (order.status === 'paid' || order.status === 'refunded') {
      // The same payment again changes nothing; another payment on a settled order goes back.
      if (order.providerPaymentId !== e.paymentId) {
        refunds = await queueRefund(
          tx,
          {
            orderRowId: order.id,
            bookingId: order.bookingId,
            labBookingId: order.labBookingId,
            paymentId: e.paymentId,
            amount: e.amount ?? order.amount,
            reason: 'second_payment',
          },
          now,
        );
        return { kind: 'refunded', reason: 'second_payment' };
      }
      if (e.amount !== null && e.amount !== order.amount) {
        // Verify (which carries no amount) settled the order with this payment before its webhook
        // said the amount was wrong: recorded and logged for staff, not undone here, since the
        // booking it paid for is kept.
        await recordEvent(tx, `amount_mismatch:${e.paymentId}`, e.source, e.orderId, 'amount_mismatch');
        log.error(
          { order: order.providerOrderId, payment: e.paymentId, amount: e.amount, expected: order.amount },
          'captured amount differs from an order it already paid',
        );
      }
      if (order.giftCouponId) return { kind: 'gift', couponId: order.giftCouponId, activated: false };
      if (order.labBookingId) return { kind: 'lab', labBookingId: order.labBookingId, paid: false };
      return { kind: 'already', booking: booking ?? null };
    }
    // A payment already going back (its amount was wrong) never pays the order, whoever says
    // it was captured afterwards (a verify call, reconciliation).
    const goingBack = await refundOfPayment(tx, e.paymentId);
    if (goingBack) return { kind: 'refunded', reason: goingBack.reason };
    if (e.amount !== null && e.amount !== order.amount) {
      // Not what the order asked: recorded as its own event, the booking left as it is, and this
      // payment goes back (the order stays open for a payment of the right amount). Logged with
      // ids and amounts only.
      await recordEvent(tx, `amount_mismatch:${e.paymentId}`, e.source, e.orderId, 'amount_mismatch');
      refunds = await queueRefund(
        tx,
        {
          orderRowId: order.id,
          bookingId: order.bookingId,
          labBookingId: order.labBookingId,
          paymentId: e.paymentId,
          amount: e.amount,
          reason: 'amount_mismatch',
        },
        now,
      );
      log.error(
        {
          order: order.providerOrderId,
          payment: e.paymentId,
          event: e.eventId,
          amount: e.amount,
          expected: order.amount,
        },
        'captured amount differs from the order; the payment is refunded',
      );
      return { kind: 'amount_mismatch' };
    }

    if (order.labBookingId) {
      // A lab booking (issue 22), locked above: paid once (a second order's payment goes back,
      // as a booking's does), and a payment for a booking cancelled meanwhile goes back.
      if (!lab || lab.id !== order.labBookingId || lab.status === 'cancelled') {
        refunds = await refundThisPayment('cancelled');
        return { kind: 'refunded', reason: 'cancelled' };
      }
      if (lab.paymentState !== 'unpaid') {
        refunds = await refundThisPayment('second_payment');
        return { kind: 'refunded', reason: 'second_payment' };
      }
      await markOrderPaid(tx, order.id, e.paymentId, now);
      const paid = await markLabBookingPaid(tx, lab.id, now);
      return { kind: 'lab', labBookingId: lab.id, paid: paid !== null };
    }

    // created/failed → paid; if another order of this booking is already paid, this one is refunded.
    try {
      await tx.transaction((sp) => markOrderPaid(sp, order.id, e.paymentId, now));
    } catch (err) {
      if (pgCode(err) !== UNIQUE_VIOLATION) throw err;
      refunds = await refundThisPayment('second_payment');
      return { kind: 'refunded', reason: 'second_payment' };
    }
    if (order.giftCouponId) {
      const gift = await activateGift(tx, order.giftCouponId, now);
      if (gift) messages = await queueGiftMessages(deps, tx, order.giftCouponId, now);
      return { kind: 'gift', couponId: order.giftCouponId, activated: gift !== null };
    }
    if (!booking) return { kind: 'already', booking: null };

    if (booking.status === 'pending' || booking.status === 'held') {
      // Still owns its slot (even if the hold ran out and no sweep has run): confirm.
      const confirmed = await confirmBooking(tx, booking.id, ['pending', 'held'], now);
      return { kind: 'confirmed', booking: confirmed! };
    }
    if (booking.status === 'expired') {
      // Paid after the hold ran out: confirmed if the expert still offers the slot and it is
      // still free; the exclusion constraint says when someone else has it, and then the money
      // goes back (as it does when the expert withdrew the time, under the lock above). Expiry gave the
      // coupon's use back, so it is counted again by the same conditional UPDATE as at booking;
      // when it cannot be (used up meanwhile, switched off, or this patient used it on another
      // booking) the discounted price no longer holds and the money goes back too.
      try {
        const confirmed = await tx.transaction(async (sp) => {
          if (!(await isSlotOffered(sp, booking.expertId, booking.startsAt, booking.endsAt)))
            throw new SlotWithdrawn();
          const row = await confirmBooking(sp, booking.id, ['expired'], now);
          if (booking.couponId) {
            const coupon = await findCouponById(sp, booking.couponId);
            if (!coupon || !(await redeemCoupon(sp, coupon, booking.patientId, booking.id)))
              throw new CouponUsedUp();
          }
          return row!;
        });
        return { kind: 'confirmed', booking: confirmed };
      } catch (err) {
        const usedUp = err instanceof CouponUsedUp;
        const withdrawn = err instanceof SlotWithdrawn;
        if (!usedUp && !withdrawn && pgCode(err) !== EXCLUSION_VIOLATION) throw err;
        const reason = usedUp ? 'coupon_used_up' : withdrawn ? 'slot_withdrawn' : 'slot_sold';
        refunds = await refundThisPayment(reason);
        return { kind: 'refunded', reason };
      }
    }
    if (booking.status === 'cancelled') {
      // A payment arriving for an appointment the patient has cancelled goes back.
      refunds = await refundThisPayment('cancelled');
      return { kind: 'refunded', reason: 'cancelled' };
    }
    return { kind: 'already', booking };
  });

  await refundNow(deps, log, refunds);
  if (result.kind === 'confirmed') {
    await announceConfirmation(deps, log, result.booking.id, now);
  }
  await deliverNow(deps, log, messages);
  return result;
}

/** payment.failed: an open order is marked failed; a paid one is never moved back. */
export async function applyFailure(deps: PaymentDeps, e: { eventId: string; orderId: string }) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, e.eventId, 'webhook', e.orderId, 'failed'))) return false;
    return markFailed(tx, e.orderId, now);
  });
}

/**
 * One reconciliation pass: every order still open (older than a minute, younger than two days) is checked with the provider,
 * and a captured payment is applied as if its webhook had come.
 */
export async function reconcilePayments(deps: PaymentDeps, log: FastifyBaseLogger) {
  const now = deps.clock.now();
  const open = await ordersToReconcile(deps.db, now);
  let applied = 0;
  for (const order of open) {
    try {
      const payments = await deps.payments.fetchOrderPayments(order.providerOrderId);
      for (const p of payments.filter((x) => x.status === 'captured')) {
        const r = await applyCapture(deps, log, {
          eventId: `reconcile:${p.id}`,
          source: 'reconcile',
          orderId: order.providerOrderId,
          paymentId: p.id,
          amount: p.amount,
        });
        if (r.kind !== 'duplicate') applied += 1;
      }
    } catch (err) {
      log.warn({ err, order: order.providerOrderId }, 'reconciliation could not check an order');
    }
  }
  return { checked: open.length, applied };
}
