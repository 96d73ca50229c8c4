import type { CheckoutSuccess } from '@care/contracts/payments/schemas';
import { api } from '@/lib/api-client';

/**
 * `POST payment/razorpay/verify`: the server checks Checkout's signature, confirms the booking and
 * says where the payment stands; its message is the patient's words for it (why a refund).
 */
export async function verifyPayment(success: CheckoutSuccess) {
  const res = await api('payment/razorpay/verify', {
    auth: false,
    body: success,
    schema: () => import('@care/contracts/payments/schemas').then((m) => m.verifyData),
  });
  return { ...res.data, message: res.message };
}

/** `POST payment/sandbox/checkout`: the offline checkout pays (or fails) the order as Checkout would. */
export async function sandboxCheckout(body: {
  order_id: string;
  method: 'upi' | 'card' | 'netbanking';
  outcome: 'pay' | 'fail';
}): Promise<CheckoutSuccess> {
  const res = await api('payment/sandbox/checkout', {
    auth: false,
    body,
    schema: () => import('@care/contracts/payments/schemas').then((m) => m.checkoutSuccessSchema),
  });
  return res.data;
}
