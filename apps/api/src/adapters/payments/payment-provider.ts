// A payment provider as the booking and payment modules see it: Razorpay, or the offline
// sandbox that behaves like it. Amounts are paise.

export interface ProviderPayment {
  id: string;
  /** Razorpay's payment states that matter here. */
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  amount: number;
}

export interface PaymentProvider {
  kind: 'razorpay' | 'sandbox';
  /** The public key id Checkout opens with. */
  keyId: string;
  /** Signs checkout payments (verify). */
  keySecret: string;
  /** Signs webhooks. */
  webhookSecret: string;
  createOrder(order: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** The payments made against an order (reconciliation asks this). */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  refund(paymentId: string, amount: number): Promise<{ id: string }>;
}
