import type { PaymentProvider, ProviderPayment } from './payment-provider.ts';

/** Razorpay through its official SDK (loaded only when configured). */
export async function razorpayPayments(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): Promise<PaymentProvider> {
  const { default: Razorpay } = await import('razorpay');
  const client = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
  const methods = new Map<string, string>();
  return {
    kind: 'razorpay',
    keyId: opts.keyId,
    keySecret: opts.keySecret,
    webhookSecret: opts.webhookSecret,
    async createOrder({ amount, receipt, notes }) {
      const order = await client.orders.create({ amount, currency: 'INR', receipt, notes });
      return { id: order.id };
    },
    async fetchOrderPayments(orderId) {
      const list = await client.orders.fetchPayments(orderId);
      return list.items.map(
        (p): ProviderPayment => ({
          id: p.id,
          status: p.status as ProviderPayment['status'],
          amount: Number(p.amount),
        }),
      );
    },
    async refund(paymentId, amount, receipt) {
      const refund = await client.payments.refund(paymentId, { amount, receipt });
      return { id: refund.id };
    },
    async findRefund(paymentId, receipt) {
      // A payment has few refunds (ours: one per payment); 100 is Razorpay's page limit.
      const list = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      const found = list.items.find((r) => r.receipt === receipt);
      return found ? { id: found.id } : null;
    },
    async paymentMethod(paymentId) {
      // A payment's method never changes: asked of Razorpay once per payment and process.
      const known = methods.get(paymentId);
      if (known) return known;
      const payment = await client.payments.fetch(paymentId);
      const method = typeof payment.method === 'string' ? payment.method : null;
      if (method) {
        if (methods.size >= 5000) methods.clear();
        methods.set(paymentId, method);
      }
      return method;
    },
  };
}
