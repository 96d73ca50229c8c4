import type { PaymentProvider, ProviderPayment } from './payment-provider.ts';

/** Razorpay through its official SDK (loaded only when configured). */
export async function razorpayPayments(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): Promise<PaymentProvider> {
  const { default: Razorpay } = await import('razorpay');
  const client = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
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
    async refund(paymentId, amount) {
      const refund = await client.payments.refund(paymentId, { amount });
      return { id: refund.id };
    },
  };
}
