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
  /**
   * Refunds `amount` of a captured payment. `receipt` is our refund's id, kept by the provider
   * with the refund, so a retry after a crash can find it (findRefund) instead of refunding twice.
   */
  refund(paymentId: string, amount: number, receipt: string): Promise<{ id: string }>;
  /** The payment's refund made with this receipt, if the provider has one. */
  findRefund(paymentId: string, receipt: string): Promise<{ id: string } | null>;
  /**
   * How a payment was made as the provider keeps it ('card', 'upi', 'netbanking', 'wallet' …),
   * null when unknown. Shown on the appointment and its receipt (issue 19).
   */
  paymentMethod(paymentId: string): Promise<string | null>;
}
