import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import type { Appointment } from '@care/contracts/appointments/schemas';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { toRupees } from '@care/contracts/common/money';
import { paymentMessages as pm, refundedMessages, type VerifyData } from '@care/contracts/payments/schemas';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
// Razorpay's official SDK checks the sandbox's signatures, as a server written to Razorpay's docs would.
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  paymentEntity,
  providerId,
  type WebhookDelivery,
} from '../src/adapters/payments/sandbox-payments.ts';
import { paymentSignature, webhookSignature } from '../src/adapters/payments/signatures.ts';
import { bookings, paymentEvents, paymentOrders, refunds, sandboxPayments } from '../src/db/schema/index.ts';
import { applyCapture, reconcilePayments } from '../src/modules/checkout/index.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The money record (issue 18): what verify answers (the truth, however often it is asked), each
// refund its own row and listed on the appointment, a captured amount that is not the order's
// refunded, the words for a lost cancel race and a webhook without its event id, and the
// sandbox's webhooks carrying Razorpay's documented entities, checked with Razorpay's own SDK.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let tnc: string;
let slotNo = 0;
/** A slot nobody else in this file uses (four a working day, working days three days apart). */
function freshSlot() {
  slotNo += 1;
  return slotOf(ananya, 14 + 3 * Math.floor(slotNo / 4), slotNo % 4);
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  tnc = await tncId(t, 'mhc');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date();
  t.app.deps.paymentSandbox!.dropWebhooks = false;
});

const db = () => t.app.deps.db;
const post = (url: string, payload: unknown, token?: string) =>
  t.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: t.nextIp(),
    ...(token ? { headers: bearer(token) } : {}),
  });
const checkout = (order_id: string, outcome: 'pay' | 'fail' = 'pay', method = 'upi') =>
  post('/api/payment/sandbox/checkout', { order_id, method, outcome });
const verify = (paid: Record<string, string>) => post('/api/payment/razorpay/verify', paid);
const detail = async (id: string, token: string) =>
  expectEnvelope<{ result: Appointment }>(
    await t.inject({ method: 'GET', url: `/api/book-appointment/${id}`, headers: bearer(token) }),
    200,
  ).data.result;
const bookingRow = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const orderRow = async (providerOrderId: string) =>
  (await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)))[0]!;

async function pendingBooking() {
  const [p] = await makePatients(t, 1);
  const slot = freshSlot();
  const r = expectEnvelope<{ data: BookingResult }>(
    await post(`/api/book-appointment?type=mhc`, bookingForm(slot, 'mhc', tnc), p!.token),
    200,
  ).data.data;
  return { patient: p!, slot, r, orderId: r.razorpay_order_id! };
}

/** A webhook as Razorpay signs it (X-Razorpay-Signature over the raw body), event id optional. */
function webhook(body: unknown, eventId: string | null, secret = t.app.deps.payments.webhookSecret) {
  const raw = JSON.stringify(body);
  return t.inject({
    method: 'POST',
    url: '/api/payment/razorpay/webhook',
    remoteAddress: t.nextIp(),
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(secret, raw),
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    },
  });
}
const capturedEvent = (entity: Record<string, unknown>) => ({
  entity: 'event',
  account_id: 'acc_test',
  event: 'payment.captured',
  contains: ['payment'],
  payload: { payment: { entity } },
  created_at: Math.floor(Date.now() / 1000),
});

/**
 * A payment the provider captured on an order besides the checkout's (a late authorisation, a
 * second tab): written in the sandbox's books, so a refund of it can be made there.
 */
async function providerCaptured(orderId: string, amount: number) {
  const [row] = await db()
    .insert(sandboxPayments)
    .values({ id: providerId('pay'), orderId, amount, method: 'upi', status: 'captured' })
    .returning();
  return row!;
}
const signedSuccess = (orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: paymentSignature(t.app.deps.payments.keySecret, orderId, paymentId),
});

describe('verify answers where the payment stands', () => {
  it('says confirmed, with the appointment number, every time it is asked', async () => {
    const { r, orderId } = await pendingBooking();
    const paid = expectEnvelope<Record<string, string>>(await checkout(orderId), 200).data;
    for (let i = 0; i < 3; i++) {
      const v = expectEnvelope<VerifyData>(await verify(paid), 200, pm.verified);
      expect(v.data).toEqual({ appointment_no: r.appointment_no, status: 'confirmed' });
    }
  });

  it('says confirmed when only the verify call confirms (webhooks lost), and again after', async () => {
    const { r, orderId } = await pendingBooking();
    t.app.deps.paymentSandbox!.dropWebhooks = true;
    const paid = expectEnvelope<Record<string, string>>(await checkout(orderId), 200).data;
    expect((await bookingRow(r.book_appointment_id)).status).toBe('pending');
    for (let i = 0; i < 2; i++)
      expect(expectEnvelope<VerifyData>(await verify(paid), 200, pm.verified).data).toEqual({
        appointment_no: r.appointment_no,
        status: 'confirmed',
      });
  });

  it('never calls a payment refunded because its slot was sold a success', async () => {
    for (const webhooksLost of [false, true]) {
      const { slot, r, orderId } = await pendingBooking();
      now = new Date(now.getTime() + 11 * 60_000);
      const [other] = await makePatients(t, 1);
      const { day: _, ...hold } = slot;
      expectEnvelope(await post('/api/book-appointment/hold', hold, other!.token), 200);
      t.app.deps.paymentSandbox!.dropWebhooks = webhooksLost;
      const paid = expectEnvelope<Record<string, string>>(await checkout(orderId), 200).data;
      for (let i = 0; i < 2; i++) {
        const v = expectEnvelope<VerifyData>(await verify(paid), 200, refundedMessages.slot_sold);
        expect(v.message).not.toBe(pm.verified);
        expect(v.data).toEqual({ appointment_no: null, status: 'refunded' });
      }
      expect((await bookingRow(r.book_appointment_id)).status).toBe('expired');
      const [refund] = await db()
        .select()
        .from(refunds)
        .where(eq(refunds.providerPaymentId, paid.razorpay_payment_id!));
      expect(refund).toMatchObject({ reason: 'slot_sold', status: 'refunded' });
    }
  });

  it('says a second payment on a paid booking goes back, and lists both refunds on the appointment', async () => {
    const { patient, r, orderId } = await pendingBooking();
    const first = expectEnvelope<Record<string, string>>(await checkout(orderId), 200).data;
    const order = await orderRow(orderId);
    const second = await providerCaptured(orderId, order.amount);
    expectEnvelope(await webhook(capturedEvent(paymentEntity(second)), 'evt_second_pay_1'), 200);

    // The second payment's refund is its own row; the order keeps the payment that paid it.
    expect((await orderRow(orderId)).providerPaymentId).toBe(first.razorpay_payment_id);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerPaymentId: second.id,
      reason: 'second_payment',
      status: 'refunded',
    });
    expect(rows[0]!.providerRefundId).toMatch(/^rfnd_/);

    const v = expectEnvelope<VerifyData>(
      await verify(signedSuccess(orderId, second.id)),
      200,
      refundedMessages.second_payment,
    );
    expect(v.data).toEqual({ appointment_no: r.appointment_no, status: 'refunded' });
    expect(expectEnvelope<VerifyData>(await verify(first), 200, pm.verified).data.status).toBe('confirmed');

    const before = await detail(r.book_appointment_id, patient.token);
    expect(before.status).toBe('confirmed');
    expect(before.refund_status).toBe('none');
    expect(before.refunds).toEqual([
      {
        amount: toRupees(order.amount),
        status: 'refunded',
        created_at: rows[0]!.createdAt.toISOString(),
        refunded_at: rows[0]!.refundedAt!.toISOString(),
      },
    ]);

    // Cancelling refunds the first payment too: two refunds, each its own row, oldest first.
    expectEnvelope(
      await post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: r.book_appointment_id },
        patient.token,
      ),
      200,
      am.cancelledRefund,
    );
    const after = await detail(r.book_appointment_id, patient.token);
    expect(after.refund_status).toBe('refunded');
    expect(after.refunds.map((x) => [x.amount, x.status])).toEqual([
      [toRupees(order.amount), 'refunded'],
      [toRupees(order.amount), 'refunded'],
    ]);
    const all = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(all.map((x) => x.providerPaymentId).sort()).toEqual([first.razorpay_payment_id, second.id].sort());
    expect(new Set(all.map((x) => x.providerRefundId)).size).toBe(2);
    expect(expectEnvelope<VerifyData>(await verify(first), 200, refundedMessages.cancelled).data).toEqual({
      appointment_no: null,
      status: 'refunded',
    });
  });

  it('lists a refund the provider has not made yet as on its way', async () => {
    const { patient, r, orderId } = await pendingBooking();
    await checkout(orderId);
    // A payment the sandbox's books do not hold: its refund is refused and waits for another attempt.
    const unknown = paymentEntity({
      id: providerId('pay'),
      orderId,
      amount: 100,
      method: 'upi',
      status: 'captured',
      refundId: null,
      refundReceipt: null,
      createdAt: now,
    });
    expectEnvelope(await webhook(capturedEvent(unknown), 'evt_unknown_second'), 200);
    const [refund] = await db().select().from(refunds).where(eq(refunds.providerPaymentId, unknown.id));
    expect(refund).toMatchObject({ status: 'pending', reason: 'second_payment' });
    const a = await detail(r.book_appointment_id, patient.token);
    expect(a.refunds).toEqual([
      { amount: 1, status: 'processing', created_at: refund!.createdAt.toISOString(), refunded_at: null },
    ]);
  });
});

describe('a captured amount that is not the order’s', () => {
  it('is recorded, confirms nothing, is refunded, and the order can still be paid', async () => {
    const { patient, r, orderId } = await pendingBooking();
    const order = await orderRow(orderId);
    const short = await providerCaptured(orderId, order.amount - 100);
    expectEnvelope(await webhook(capturedEvent(paymentEntity(short)), 'evt_short_amount'), 200);

    expect((await bookingRow(r.book_appointment_id)).status).toBe('pending');
    expect((await orderRow(orderId)).status).toBe('created');
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.providerOrderId, orderId));
    expect(events.map((e) => [e.eventId, e.kind]).sort()).toEqual(
      [
        [`amount_mismatch:${short.id}`, 'amount_mismatch'],
        ['evt_short_amount', 'captured'],
      ].sort(),
    );
    const [refund] = await db().select().from(refunds).where(eq(refunds.providerPaymentId, short.id));
    expect(refund).toMatchObject({
      reason: 'amount_mismatch',
      amount: order.amount - 100,
      status: 'refunded',
    });
    const [atProvider] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, short.id));
    expect(atProvider!.status).toBe('refunded');

    // Verify for that payment (its signature is good) neither confirms nor calls it a success.
    const v = expectEnvelope<VerifyData>(
      await verify(signedSuccess(orderId, short.id)),
      200,
      refundedMessages.amount_mismatch,
    );
    expect(v.data).toEqual({ appointment_no: null, status: 'refunded' });
    expect((await bookingRow(r.book_appointment_id)).status).toBe('pending');
    // The same payment told again (a redelivery under a new event id), and reconciliation, change
    // nothing more.
    expectEnvelope(await webhook(capturedEvent(paymentEntity(short)), 'evt_short_amount_again'), 200);
    now = new Date(now.getTime() + 2 * 60_000);
    await reconcilePayments(t.app.deps, t.app.log);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect((await bookingRow(r.book_appointment_id)).status).toBe('pending');

    // A payment of the right amount still books it.
    const paid = expectEnvelope<Record<string, string>>(await checkout(orderId), 200).data;
    expect(expectEnvelope<VerifyData>(await verify(paid), 200, pm.verified).data.status).toBe('confirmed');
    const a = await detail(r.book_appointment_id, patient.token);
    expect(a.status).toBe('confirmed');
    expect(a.refunds.map((x) => [x.amount, x.status])).toEqual([[toRupees(order.amount - 100), 'refunded']]);
  });

  it('is logged with ids and amounts only', async () => {
    const { patient, orderId } = await pendingBooking();
    const order = await orderRow(orderId);
    const over = await providerCaptured(orderId, order.amount + 5000);
    const lines: string[] = [];
    const logger = Fastify({ logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } } });
    const result = await applyCapture(t.app.deps, logger.log, {
      eventId: 'evt_over_amount',
      source: 'webhook',
      orderId,
      paymentId: over.id,
      amount: over.amount,
    });
    await logger.close();
    expect(result).toEqual({ kind: 'amount_mismatch' });
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === 50);
    expect(logged).toHaveLength(1);
    const { level: _l, time: _t, pid: _p, hostname: _h, msg, ...fields } = logged[0]!;
    expect(msg).toMatch(/amount/);
    expect(fields).toEqual({
      order: orderId,
      payment: over.id,
      event: 'evt_over_amount',
      amount: order.amount + 5000,
      expected: order.amount,
    });
    const text = lines.join('\n');
    for (const personal of [patient.phone, '9876543210', 'demo@example.com', 'Ananya', 'Sharma'])
      expect(text).not.toContain(personal);
  });
});

describe('the words for a lost race and a webhook without its event id', () => {
  it('tells a second cancel that the appointment is already cancelled', async () => {
    const { patient, r, orderId } = await pendingBooking();
    await checkout(orderId);
    const cancel = () =>
      post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: r.book_appointment_id },
        patient.token,
      );
    expectEnvelope(await cancel(), 200, am.cancelledRefund);
    expectEnvelope(await cancel(), 409, am.alreadyCancelled);
  });

  it('answers a signed webhook without X-Razorpay-Event-Id with its own message, changing nothing', async () => {
    const { r, orderId } = await pendingBooking();
    const order = await orderRow(orderId);
    const captured = await providerCaptured(orderId, order.amount);
    const body = capturedEvent(paymentEntity(captured));
    expectEnvelope(await webhook(body, null), 400, pm.webhookEventIdMissing);
    expectEnvelope(await webhook(body, 'x'), 400, pm.webhookEventIdMissing);
    // A bad signature is still a bad signature, event id or not.
    expectEnvelope(await webhook(body, null, 'someone-else'), 400, pm.webhookInvalid);
    expect((await bookingRow(r.book_appointment_id)).status).toBe('pending');
    expect((await orderRow(orderId)).status).toBe('created');
  });
});

/** A webhook's body as the sandbox sends it (the fields these tests read; the rest by key). */
interface EventBody {
  entity: string;
  event: string;
  contains: string[];
  payload: {
    payment: {
      entity: Record<string, unknown> & { id: string; created_at: number; fee: number; tax: number };
    };
    order?: { entity: Record<string, unknown> & { created_at: number } };
  };
}
interface Delivery {
  body: EventBody;
  raw: string;
  headers: Record<string, string>;
  status: number;
}

describe('the sandbox sends what Razorpay sends', () => {
  const PAYMENT_KEYS = [
    'id',
    'entity',
    'amount',
    'currency',
    'status',
    'order_id',
    'invoice_id',
    'international',
    'method',
    'amount_refunded',
    'refund_status',
    'captured',
    'description',
    'card_id',
    'bank',
    'wallet',
    'vpa',
    'email',
    'contact',
    'notes',
    'fee',
    'tax',
    'error_code',
    'error_description',
    'error_source',
    'error_step',
    'error_reason',
    'acquirer_data',
    'created_at',
  ].sort();
  const ORDER_KEYS = [
    'id',
    'entity',
    'amount',
    'amount_paid',
    'amount_due',
    'currency',
    'receipt',
    'offer_id',
    'status',
    'attempts',
    'notes',
    'created_at',
  ].sort();

  it('signs the checkout answer and every webhook as the official SDK checks them, with full entities', async () => {
    const { r, orderId } = await pendingBooking();
    const order = await orderRow(orderId);
    const sandbox = t.app.deps.paymentSandbox!;
    const deliveries: Delivery[] = [];
    // Every webhook is kept and then delivered to our route, as the checkout route would.
    sandbox.deliverWebhooks(async ({ rawBody, headers }: WebhookDelivery) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/payment/razorpay/webhook',
        payload: rawBody,
        headers,
      });
      deliveries.push({
        body: JSON.parse(rawBody) as EventBody,
        raw: rawBody,
        headers,
        status: res.statusCode,
      });
    });
    const sentAt = Math.floor(Date.now() / 1000);

    const failed = await sandbox.checkout(orderId, 'card', 'fail');
    expect(failed.kind).toBe('failed');
    const paid = await sandbox.checkout(orderId, 'netbanking', 'pay');
    if (paid.kind !== 'paid') throw new Error(`not paid: ${paid.kind}`);

    expect(
      validatePaymentVerification(
        { order_id: paid.razorpay_order_id, payment_id: paid.razorpay_payment_id },
        paid.razorpay_signature,
        t.app.deps.payments.keySecret,
      ),
    ).toBe(true);
    expect(deliveries.map((d) => d.body.event)).toEqual(['payment.failed', 'payment.captured', 'order.paid']);
    for (const d of deliveries) {
      expect(
        validateWebhookSignature(
          d.raw,
          d.headers['x-razorpay-signature']!,
          t.app.deps.payments.webhookSecret,
        ),
      ).toBe(true);
      expect(d.headers['x-razorpay-event-id']).toMatch(/^evt_[A-Za-z0-9]{14}$/);
      expect(d.status).toBe(200);
      expect(d.body).toMatchObject({
        entity: 'event',
        event: expect.any(String),
        contains: expect.any(Array),
      });
      expect(Object.keys(d.body.payload).sort()).toEqual([...d.body.contains].sort());
    }
    expect(new Set(deliveries.map((d) => d.headers['x-razorpay-event-id'])).size).toBe(3);

    const [fail, capture, orderPaid] = deliveries.map((d) => d.body.payload) as [
      EventBody['payload'],
      EventBody['payload'],
      EventBody['payload'],
    ];
    for (const p of [fail.payment.entity, capture.payment.entity, orderPaid.payment.entity]) {
      expect(Object.keys(p).sort()).toEqual(PAYMENT_KEYS);
      expect(p).toMatchObject({
        entity: 'payment',
        amount: order.amount,
        currency: 'INR',
        order_id: orderId,
        invoice_id: null,
        international: false,
        wallet: null,
      });
      expect(p.id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
      expect(Number.isInteger(p.created_at) && Math.abs(p.created_at - sentAt) < 120).toBe(true);
    }
    expect(fail.payment.entity).toMatchObject({
      status: 'failed',
      captured: false,
      method: 'card',
      card_id: expect.stringMatching(/^card_/),
      bank: null,
      vpa: null,
      fee: null,
      tax: null,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: expect.any(String),
      error_source: expect.any(String),
      error_step: 'payment_authorization',
      error_reason: 'payment_failed',
    });
    expect(fail.payment.entity.id).toBe(failed.kind === 'failed' ? failed.razorpay_payment_id : '');
    expect(capture.payment.entity).toEqual(orderPaid.payment.entity);
    expect(capture.payment.entity).toMatchObject({
      id: paid.razorpay_payment_id,
      status: 'captured',
      captured: true,
      method: 'netbanking',
      bank: expect.any(String),
      card_id: null,
      vpa: null,
      amount_refunded: 0,
      refund_status: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { bank_transaction_id: expect.stringMatching(/^\d+$/) },
    });
    const { fee, tax } = capture.payment.entity;
    expect(Number.isInteger(fee) && Number.isInteger(tax) && fee > tax && tax > 0).toBe(true);

    expect(deliveries[2]!.body.contains).toEqual(['payment', 'order']);
    const o = orderPaid.order!.entity;
    expect(Object.keys(o).sort()).toEqual(ORDER_KEYS);
    expect(o).toMatchObject({
      id: orderId,
      entity: 'order',
      amount: order.amount,
      amount_paid: order.amount,
      amount_due: 0,
      currency: 'INR',
      receipt: r.appointment_no,
      offer_id: null,
      status: 'paid',
      attempts: 2,
    });
    expect(Number.isInteger(o.created_at)).toBe(true);

    // Our route took them: the failure marked the order failed, the capture confirmed the booking.
    expect((await bookingRow(r.book_appointment_id)).status).toBe('confirmed');
    expect((await orderRow(orderId)).providerPaymentId).toBe(paid.razorpay_payment_id);
  });

  it('answers the checkout route with what the SDK verifies, and fills UPI and card payments by their method', async () => {
    for (const method of ['upi', 'card'] as const) {
      const { orderId } = await pendingBooking();
      const paid = expectEnvelope<Record<string, string>>(await checkout(orderId, 'pay', method), 200).data;
      expect(
        validatePaymentVerification(
          { order_id: paid.razorpay_order_id!, payment_id: paid.razorpay_payment_id! },
          paid.razorpay_signature!,
          t.app.deps.payments.keySecret,
        ),
      ).toBe(true);
      const [row] = await db()
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paid.razorpay_payment_id!));
      const p = paymentEntity(row!);
      if (method === 'upi')
        expect(p).toMatchObject({ vpa: expect.stringMatching(/@/), card_id: null, bank: null });
      else
        expect(p).toMatchObject({
          card_id: expect.stringMatching(/^card_/),
          vpa: null,
          bank: null,
          acquirer_data: {
            auth_code: expect.stringMatching(/^\d{6}$/),
            rrn: expect.stringMatching(/^\d{12}$/),
          },
        });
    }
  });
});
