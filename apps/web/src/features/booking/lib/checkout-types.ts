import type { CheckoutSuccess } from '@care/contracts/payments/schemas';

/** What a checkout needs: the provider's order, its amount in paise, and who pays. */
export interface CheckoutOrder {
  orderId: string;
  /** Paise. */
  amount: number;
  keyId: string | null;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
}

/**
 * How a checkout ended. 'paid' carries Checkout's signed answer (the server verifies it);
 * 'failed' the provider refused the payment; 'dismissed' the patient closed it; 'offline' the
 * provider's script could not load.
 */
export type CheckoutEnd =
  | { kind: 'paid'; success: CheckoutSuccess }
  | { kind: 'failed' }
  | { kind: 'dismissed' }
  | { kind: 'offline' };
