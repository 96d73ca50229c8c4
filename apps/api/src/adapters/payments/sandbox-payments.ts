import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gte, inArray } from 'drizzle-orm';
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

type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
type SandboxPaymentRow = typeof sandboxPaymentRows.$inferSelect;

const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** A fixed-length digit string derived from an id, so a payment's made-up references stay the same. */
const digitsOf = (id: string, length: number) =>
  Array.from({ length }, (_, i) => (id.charCodeAt((i * 7) % id.length) * (i + 3)) % 10).join('');

/**
 * Razorpay's payment entity (docs: Payments Entity, and the payment.captured / payment.failed
 * sample payloads), filled as Checkout would for the method: card_id for a card, bank for
 * netbanking, vpa for UPI (Razorpay's test addresses success@ and failure@razorpay). The sandbox's
 * checkout asks for no contact details: `email` is Razorpay's placeholder when none is collected
 * (void@razorpay.com) and `contact` a fixed test number, never a patient's.
 * `fee` is Razorpay's standard 2% plus 18% GST on it, `tax` that GST; null until captured.
 * Notes are empty (the sandbox's checkout passes none).
 */
export function paymentEntity(p: SandboxPaymentRow) {
  const captured = p.status !== 'failed';
  const feeBeforeTax = captured ? Math.round(p.amount * 0.02) : null;
  const tax = feeBeforeTax === null ? null : Math.round(feeBeforeTax * 0.18);
  const rrn = captured ? digitsOf(p.id, 12) : null;
  return {
    id: p.id,
    entity: 'payment',
    amount: p.amount,
    currency: 'INR',
    status: p.status,
    order_id: p.orderId,
    invoice_id: null,
    international: false,
    method: p.method,
    amount_refunded: p.status === 'refunded' ? p.amount : 0,
    refund_status: p.status === 'refunded' ? 'full' : null,
    captured,
    description: null,
    card_id: p.method === 'card' ? `card_${p.id.slice(4)}` : null,
    bank: p.method === 'netbanking' ? 'HDFC' : null,
    wallet: null,
    vpa: p.method === 'upi' ? (captured ? 'success@razorpay' : 'failure@razorpay') : null,
    email: 'void@razorpay.com',
    contact: '+919000090000',
    notes: [],
    fee: feeBeforeTax === null || tax === null ? null : feeBeforeTax + tax,
    tax,
    error_code: captured ? null : 'BAD_REQUEST_ERROR',
    error_description: captured ? null : 'Payment failed',
    error_source: captured ? null : p.method === 'netbanking' ? 'bank' : 'issuer',
    error_step: captured ? null : 'payment_authorization',
    error_reason: captured ? null : 'payment_failed',
    acquirer_data:
      p.method === 'netbanking'
        ? { bank_transaction_id: captured ? digitsOf(p.id, 10) : null }
        : p.method === 'card'
          ? { auth_code: captured ? digitsOf(p.id, 6) : null, rrn }
          : { rrn },
    created_at: unixSeconds(p.createdAt),
  };
}

/**
 * Razorpay's order entity (docs: Orders Entity). The sandbox keeps no order notes (sandbox_orders
 * has no column for them), so `notes` is empty where Razorpay would echo the order's.
 */
export function orderEntity(o: SandboxOrderRow, attempts: number) {
  const paid = o.status === 'paid';
  return {
    id: o.id,
    entity: 'order',
    amount: o.amount,
    amount_paid: paid ? o.amount : 0,
    amount_due: paid ? 0 : o.amount,
    currency: 'INR',
    receipt: o.receipt,
    offer_id: null,
    status: o.status,
    attempts,
    notes: [],
    created_at: unixSeconds(o.createdAt),
  };
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
    async paymentMethod(paymentId) {
      const [row] = await db
        .select({ method: sandboxPaymentRows.method })
        .from(sandboxPaymentRows)
        .where(eq(sandboxPaymentRows.id, paymentId));
      return row?.method ?? null;
    },
    async checkout(orderId, method, outcome) {
      const [order] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
      if (!order) return { kind: 'not_found' };
      const paymentId = providerId('pay');
      if (outcome === 'fail') {
        const [payment] = await db
          .insert(sandboxPaymentRows)
          .values({ id: paymentId, orderId, amount: order.amount, method, status: 'failed' })
          .returning();
        // As at Razorpay: an order with a payment attempt is 'attempted' until one is captured.
        await db
          .update(sandboxOrders)
          .set({ status: 'attempted' })
          .where(and(eq(sandboxOrders.id, orderId), eq(sandboxOrders.status, 'created')));
        await send('payment.failed', { payment: { entity: paymentEntity(payment!) } });
        return { kind: 'failed', razorpay_payment_id: paymentId };
      }
      // An order is paid once, as at Razorpay: the conditional update decides between two tabs.
      const [claimed] = await db
        .update(sandboxOrders)
        .set({ status: 'paid' })
        .where(and(eq(sandboxOrders.id, orderId), inArray(sandboxOrders.status, ['created', 'attempted'])))
        .returning();
      if (!claimed) return { kind: 'not_payable' };
      const [payment] = await db
        .insert(sandboxPaymentRows)
        .values({ id: paymentId, orderId, amount: order.amount, method, status: 'captured' })
        .returning();
      const attempts = await db
        .select({ id: sandboxPaymentRows.id })
        .from(sandboxPaymentRows)
        .where(eq(sandboxPaymentRows.orderId, orderId));
      const entity = paymentEntity(payment!);
      await send('payment.captured', { payment: { entity } });
      await send('order.paid', {
        payment: { entity },
        order: { entity: orderEntity(claimed, attempts.length) },
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
