import { envelope } from '@care/contracts/common/envelope';
import { labTestMessages } from '@care/contracts/lab-tests/messages';
import {
  checkoutSuccessSchema,
  paymentMessages as pm,
  refundedMessages,
  sandboxCheckoutSchema,
  verifyData,
} from '@care/contracts/payments/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSignature, signaturesMatch, webhookSignature } from '../../adapters/payments/signatures.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { applyCapture, applyFailure } from './apply-payment.ts';
import { paymentStanding } from './standing.ts';

const tags = ['payments'];

// No token on these: the checkout's signature (verify) and the webhook's signature are the
// proof; verify confirms the booking that owns the stored order, whoever calls.

export async function paymentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/payment/razorpay/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Checks Checkout's signature (HMAC-SHA256 of order_id|payment_id) and confirms the booking",
        body: checkoutSuccessSchema,
        response: { 200: envelope(verifyData) },
      },
    },
    async (request, reply) => {
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature } = request.body;
      if (!signaturesMatch(paymentSignature(deps.payments.keySecret, orderId, paymentId), razorpay_signature))
        throw badRequest(pm.signatureInvalid);
      const r = await applyCapture(deps, request.log, {
        eventId: `verify:${paymentId}`,
        source: 'verify',
        orderId,
        paymentId,
        amount: null,
      });
      if (r.kind === 'unknown_order') throw notFound(pm.orderNotFound);
      // The answer is read from the records, not from what this call changed: a repeated verify
      // changes nothing, and a payment may have been refunded by an earlier event.
      const standing = await paymentStanding(deps, orderId, paymentId);
      if (!standing) throw notFound(pm.orderNotFound);
      const data = { appointment_no: standing.appointmentNo, status: standing.status };
      if (standing.status === 'refunded') {
        // A cancelled lab booking's payment is not an appointment's (issue 22).
        const words =
          standing.lab && standing.reason === 'cancelled'
            ? labTestMessages.refundedCancelled
            : refundedMessages[standing.reason];
        return ok(reply, words, data);
      }
      return ok(reply, standing.status === 'confirmed' ? pm.verified : pm.processing, data);
    },
  );

  await app.register(webhookRoute);

  // The adapters are ready only once the database is (app.ts), so the sandbox is looked up per request.
  if (deps.config.paymentProvider === 'sandbox') {
    // Its webhooks come to our own route through Fastify, as Razorpay's would over HTTP.
    const deliver = async ({ rawBody, headers }: { rawBody: string; headers: Record<string, string> }) => {
      const res = await root.inject({
        method: 'POST',
        url: '/api/payment/razorpay/webhook',
        payload: rawBody,
        headers,
      });
      if (res.statusCode >= 400) root.log.error({ status: res.statusCode }, 'sandbox webhook refused');
    };

    app.post(
      '/payment/sandbox/checkout',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            'The offline checkout (only without Razorpay keys): pays or fails an order as Checkout would',
          body: sandboxCheckoutSchema,
          response: { 200: envelope(checkoutSuccessSchema) },
        },
      },
      async (request, reply) => {
        const { order_id, method, outcome } = request.body;
        const sandbox = deps.paymentSandbox!;
        sandbox.deliverWebhooks(deliver);
        const r = await sandbox.checkout(order_id, method, outcome);
        if (r.kind === 'not_found') throw notFound(pm.orderNotFound);
        if (r.kind === 'not_payable') throw new AppError(409, pm.orderNotPayable);
        if (r.kind === 'failed')
          throw new AppError(402, pm.failed, { razorpay_payment_id: r.razorpay_payment_id });
        const { kind: _, ...success } = r;
        return ok(reply, pm.sandboxPaid, success);
      },
    );
  }
}

const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      // A payment made without an order (a payment link, a QR code) has a null order_id: not ours.
      .object({ entity: z.object({ id: z.string(), order_id: z.string().nullable(), amount: z.number() }) })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

/** Its own plugin: the raw body is needed for the signature, so JSON is parsed here by hand. */
async function webhookRoute(root: FastifyInstance) {
  const deps = root.deps;
  // In place of the site's JSON parser (plugins/json-body.ts), for this route only.
  root.removeContentTypeParser('application/json');
  root.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  );
  root.post(
    '/payment/razorpay/webhook',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Razorpay webhooks: payment.captured, order.paid, payment.failed (X-Razorpay-Signature)',
      },
    },
    async (request, reply) => {
      const raw = request.body;
      const signature = request.headers['x-razorpay-signature'];
      const eventId = request.headers['x-razorpay-event-id'];
      if (!Buffer.isBuffer(raw) || typeof signature !== 'string' || !deps.payments.webhookSecret)
        throw badRequest(pm.webhookInvalid);
      if (!signaturesMatch(webhookSignature(deps.payments.webhookSecret, raw), signature))
        throw badRequest(pm.webhookInvalid);
      // Each event is applied once by its id, so a signed event without one cannot be taken.
      if (typeof eventId !== 'string' || eventId.length < 3 || eventId.length > 100)
        throw badRequest(pm.webhookEventIdMissing);
      let parsed: z.infer<typeof webhookBody>;
      try {
        parsed = webhookBody.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw badRequest(pm.webhookInvalid);
      }
      const entity = parsed.payload.payment?.entity;
      const payment = entity?.order_id ? { ...entity, order_id: entity.order_id } : undefined;
      if ((parsed.event === 'payment.captured' || parsed.event === 'order.paid') && payment) {
        await applyCapture(deps, request.log, {
          eventId,
          source: 'webhook',
          orderId: payment.order_id,
          paymentId: payment.id,
          amount: payment.amount,
        });
      } else if (parsed.event === 'payment.failed' && payment) {
        await applyFailure(deps, { eventId, orderId: payment.order_id });
      }
      return ok(reply, pm.webhookAccepted, {});
    },
  );
}
