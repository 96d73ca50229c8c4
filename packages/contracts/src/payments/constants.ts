/** How a patient can pay at checkout (the sandbox offers the same three as Razorpay). */
export const PAYMENT_METHODS = ['upi', 'card', 'netbanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Why a captured payment goes back (ours): the appointment was cancelled, the booking was paid
 * already, its slot was sold after the hold ran out, its coupon was used up meanwhile, or the
 * amount captured was not the order's, or (issue 21) the expert no longer offers its time (hours
 * changed or leave taken after the hold ran out).
 */
export const REFUND_REASONS = [
  'cancelled',
  'second_payment',
  'slot_sold',
  'coupon_used_up',
  'amount_mismatch',
  'slot_withdrawn',
  // Issue 22: a refund operations decided by hand, with the staff member and their note on the row.
  'manual',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A provider payment's method as a patient reads it (Razorpay's names; others shown as given). */
const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay later',
};
export const paymentMethodLabel = (method: string): string => METHOD_LABELS[method] ?? method;

/** What a receipt says when no GST is charged (ours, issue 19): consultations are exempt. */
export const GST_EXEMPT_LINE = 'Health care services — exempt from GST (SAC 9993)';
