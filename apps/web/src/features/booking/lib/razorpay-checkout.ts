import type { CheckoutSuccess } from '@care/contracts/payments/schemas';
import type { CheckoutEnd, CheckoutOrder } from './checkout-types';
import { loadScript } from './load-script';

/** Razorpay's Checkout script (its own host; the API's CSP allows it when keys are set). */
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/**
 * Opens Razorpay Checkout for an order and settles once: the signed success (handler), a
 * failed payment, a dismissed window, or a script that could not load.
 */
export async function razorpayCheckout(order: CheckoutOrder, brand: string): Promise<CheckoutEnd> {
  try {
    await loadScript(RAZORPAY_SCRIPT);
  } catch {
    return { kind: 'offline' };
  }
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay || !order.keyId) return { kind: 'offline' };
  return new Promise<CheckoutEnd>((resolve) => {
    let settled = false;
    const settle = (end: CheckoutEnd) => {
      if (settled) return;
      settled = true;
      resolve(end);
    };
    const rzp = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: 'INR',
      order_id: order.orderId,
      name: brand,
      description: order.description,
      prefill: order.prefill,
      handler: (success: CheckoutSuccess) => settle({ kind: 'paid', success }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    rzp.on('payment.failed', () => {
      settle({ kind: 'failed' });
      rzp.close();
    });
    rzp.open();
  });
}
