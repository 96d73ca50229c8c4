/** How a patient can pay at checkout (the sandbox offers the same three as Razorpay). */
export const PAYMENT_METHODS = ['upi', 'card', 'netbanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Why a captured payment goes back (ours): the appointment was cancelled, the booking was paid
 * already, its slot was sold after the hold ran out, its coupon was used up meanwhile, or the
 * amount captured was not the order's.
 */
export const REFUND_REASONS = [
  'cancelled',
  'second_payment',
  'slot_sold',
  'coupon_used_up',
  'amount_mismatch',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
