import { z } from 'zod';
import { textField } from '../common/fields.ts';
import { PAYMENT_METHODS } from './constants.ts';

const providerId = (prefix: string) =>
  textField().pipe(z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{14}$`), `Not a ${prefix}_ id.`));

/** What Razorpay Checkout's handler receives, and `POST payment/razorpay/verify` takes. */
export const checkoutSuccessSchema = z.object({
  razorpay_order_id: providerId('order'),
  razorpay_payment_id: providerId('pay'),
  razorpay_signature: textField().pipe(z.string().regex(/^[0-9a-f]{64}$/, 'Not a signature.')),
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccessSchema>;

export const verifyData = z.object({
  appointment_no: z.string().nullable(),
  status: z.enum(['confirmed', 'pending', 'refunded']),
});

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
} as const;
