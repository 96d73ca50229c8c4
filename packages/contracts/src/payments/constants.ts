/** How a patient can pay at checkout (the sandbox offers the same three as Razorpay). */
export const PAYMENT_METHODS = ['upi', 'card', 'netbanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
