import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxOrders, sandboxPayments as sandboxPaymentRows } from '../../db/schema/index.ts';
import type { PaymentProvider, ProviderPayment } from './payment-provider.ts';
import { paymentSignature, webhookSignature } from './signatures.ts';

// The offline payment provider: behaves like Razorpay for everything after the checkout, so
// the code paths are the same in both modes. Ids are shaped like Razorpay's; a paid checkout
// answers what Checkout's handler receives, signed with the key secret; each outcome sends
// Razorpay's webhooks (signed with the webhook secret) to our own webhook route. Its orders and
// payments live in the shared database (sandbox_orders, sandbox_payments), so several API
// instances see one sandbox.

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const providerId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => ALPHANUM[randomInt(ALPHANUM.length)]).join('')}`;

export interface WebhookDelivery {
  rawBody: string;
  headers: Record<string, string>;
}

export interface SandboxPayments extends PaymentProvider {
  kind: 'sandbox';
  /** Where webhooks go (the payments module points it at its own route). */
  deliverWebhooks(deliver: (d: WebhookDelivery) => Promise<void>): void;
  /** Tests drop webhooks to play a lost delivery. */
  dropWebhooks: boolean;
  /** The sandbox checkout: pays or fails an order as a patient would in Razorpay Checkout. */
  checkout(
    orderId: string,
    method: string,
    outcome: 'pay' | 'fail',
  ): Promise<
    | { kind: 'paid'; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
    | { kind: 'failed'; razorpay_payment_id: string }
    | { kind: 'not_found' }
    | { kind: 'not_payable' }
  >;
}

export function sandboxPayments(opts: { db: Db; keySecret: string; webhookSecret: string }): SandboxPayments {
  const { db } = opts;
  let deliver: ((d: WebhookDelivery) => Promise<void>) | null = null;

  const send = async (event: string, payload: Record<string, unknown>) => {
    if (!deliver || sandbox.dropWebhooks) return;
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    await deliver({
      rawBody,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(opts.webhookSecret, rawBody),
        'x-razorpay-event-id': `evt_${randomBytes(8).toString('hex').slice(0, 14)}`,
      },
    });
  };

  const sandbox: SandboxPayments = {
    kind: 'sandbox',
    keyId: 'rzp_test_sandbox',
    keySecret: opts.keySecret,
    webhookSecret: opts.webhookSecret,
    dropWebhooks: false,
    deliverWebhooks(d) {
      deliver = d;
    },
    async createOrder({ amount, receipt }) {
      const id = providerId('order');
      await db.insert(sandboxOrders).values({ id, amount, receipt });
      return { id };
    },
    async fetchOrderPayments(orderId) {
      const rows = await db.select().from(sandboxPaymentRows).where(eq(sandboxPaymentRows.orderId, orderId));
      return rows.map(
        (p): ProviderPayment => ({
          id: p.id,
          status: p.status as ProviderPayment['status'],
          amount: p.amount,
        }),
      );
    },
    async refund(paymentId, amount, receipt) {
      // As at Razorpay: only a captured payment, for no more than it was; a second full refund
      // is refused ("fully refunded already"), never made twice.
      const id = providerId('rfnd');
      const [done] = await db
        .update(sandboxPaymentRows)
        .set({ status: 'refunded', refundId: id, refundReceipt: receipt })
        .where(
          and(
            eq(sandboxPaymentRows.id, paymentId),
            eq(sandboxPaymentRows.status, 'captured'),
            gte(sandboxPaymentRows.amount, amount),
          ),
        )
        .returning({ id: sandboxPaymentRows.id });
      if (!done)
        throw new Error('BAD_REQUEST_ERROR: the payment is not captured or has been fully refunded already');
      return { id };
    },
    async findRefund(paymentId, receipt) {
      const [row] = await db
        .select({ refundId: sandboxPaymentRows.refundId })
        .from(sandboxPaymentRows)
        .where(and(eq(sandboxPaymentRows.id, paymentId), eq(sandboxPaymentRows.refundReceipt, receipt)));
      return row?.refundId ? { id: row.refundId } : null;
    },
    async checkout(orderId, method, outcome) {
      const [order] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
      if (!order) return { kind: 'not_found' };
      const paymentId = providerId('pay');
      if (outcome === 'fail') {
        await db
          .insert(sandboxPaymentRows)
          .values({ id: paymentId, orderId, amount: order.amount, method, status: 'failed' });
        await send('payment.failed', {
          payment: {
            entity: { id: paymentId, order_id: orderId, amount: order.amount, status: 'failed', method },
          },
        });
        return { kind: 'failed', razorpay_payment_id: paymentId };
      }
      // An order is paid once, as at Razorpay: the conditional update decides between two tabs.
      const claimed = await db
        .update(sandboxOrders)
        .set({ status: 'paid' })
        .where(and(eq(sandboxOrders.id, orderId), eq(sandboxOrders.status, 'created')))
        .returning();
      if (claimed.length === 0) return { kind: 'not_payable' };
      await db
        .insert(sandboxPaymentRows)
        .values({ id: paymentId, orderId, amount: order.amount, method, status: 'captured' });
      const payment = { id: paymentId, order_id: orderId, amount: order.amount, status: 'captured', method };
      await send('payment.captured', { payment: { entity: payment } });
      await send('order.paid', {
        payment: { entity: payment },
        order: { entity: { id: orderId, amount: order.amount, status: 'paid' } },
      });
      return {
        kind: 'paid',
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(opts.keySecret, orderId, paymentId),
      };
    },
  };
  return sandbox;
}
