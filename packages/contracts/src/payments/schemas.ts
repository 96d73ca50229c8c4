import { z } from 'zod';
import { textField } from '../common/fields.ts';
import { PAYMENT_METHODS, type RefundReason } from './constants.ts';

const providerId = (prefix: string) =>
  textField().pipe(z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{14}$`), `Not a ${prefix}_ id.`));

/** What Razorpay Checkout's handler receives, and `POST payment/razorpay/verify` takes. */
export const checkoutSuccessSchema = z.object({
  razorpay_order_id: providerId('order'),
  razorpay_payment_id: providerId('pay'),
  razorpay_signature: textField().pipe(z.string().regex(/^[0-9a-f]{64}$/, 'Not a signature.')),
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccessSchema>;

/**
 * `POST payment/razorpay/verify`'s answer: where this payment stands however often it is asked.
 * `confirmed`: the booking (or gift) is paid by it; `refunded`: it goes back (the message says
 * why); `pending`: received, not yet applied. `appointment_no` whenever the booking is kept.
 */
export const verifyData = z.object({
  appointment_no: z.string().nullable(),
  status: z.enum(['confirmed', 'pending', 'refunded']),
});
export type VerifyData = z.infer<typeof verifyData>;

/** The sandbox's checkout (offline stand-in for Razorpay Checkout): pay or fail an order. */
export const sandboxCheckoutSchema = z.object({
  order_id: providerId('order'),
  method: z.enum(PAYMENT_METHODS),
  outcome: z.enum(['pay', 'fail']),
});

export const paymentMessages = {
  verified: 'Payment successful.',
  signatureInvalid: 'Payment could not be verified.',
  orderNotFound: 'Order not found.',
  webhookAccepted: 'Webhook received.',
  webhookInvalid: 'Invalid webhook signature.',
  failed: 'Your Payment Failed',
  sandboxPaid: 'Sandbox payment captured.',
  orderNotPayable: 'This order can no longer be paid.',
  // ours: what a verified payment became, in the patient's words
  processing: 'Payment received. We are confirming your booking and will text you as soon as it is booked.',
  webhookEventIdMissing: 'The X-Razorpay-Event-Id header is missing or not valid.',
} as const;

/** Why a payment the patient made goes back (the verify answer's message when it is refunded). */
export const refundedMessages: Record<RefundReason, string> = {
  cancelled: 'This appointment was cancelled, so your payment will be refunded in full.',
  second_payment: 'This has already been paid for, so this second payment will be refunded in full.',
  slot_sold:
    'Your payment came through after the hold on this slot ran out, and someone else has booked it since. Your payment will be refunded in full; please choose another slot.',
  coupon_used_up:
    'Your payment came through after the hold on this slot ran out, and the coupon on this booking has been used up since. Your payment will be refunded in full; please book again.',
  amount_mismatch:
    'The amount received did not match this booking, so it will be refunded in full. Your booking has not been paid.',
  slot_withdrawn:
    'Your payment came through after the hold on this slot ran out, and the expert is no longer available at that time. Your payment will be refunded in full; please choose another slot.',
  manual: 'Our team has refunded this payment in full.',
};
