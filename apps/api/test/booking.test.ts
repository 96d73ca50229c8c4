import {
  bookingMessages as b,
  couponMessages as c,
  bookingFormMessages as f,
} from '@care/contracts/booking/messages';
import type { AppointmentPayment, BookingResult, CouponResult, Hold } from '@care/contracts/booking/schemas';
import { expertMessages } from '@care/contracts/experts/messages';
import { paymentMessages as pm } from '@care/contracts/payments/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentSignature, webhookSignature } from '../src/adapters/payments/signatures.ts';
import { bookings, couponRedemptions, coupons, paymentOrders, refunds } from '../src/db/schema/index.ts';
import { runBookingLifecycle } from '../src/modules/booking/index.ts';
import { EXPIRED_PAYMENT_BOOKING_ID } from '../src/modules/booking/seed.ts';
import { reconcilePayments } from '../src/modules/checkout/apply-payment.ts';
import {
  ananya,
  arrivedUpload,
  bookingForm,
  makePatients,
  rohan,
  slotOf,
  sneha,
  tncId,
} from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Holds, bookings, coupons, the payment link and payment confirmation, on one app whose clock
// the tests move. Races between instances are in burst-booking.test.ts.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let tncMhc: string;
let tncGc: string;
let slotNo = 0;
/**
 * A slot nobody else in this file uses, within the 60 days bookings accept: four a working day,
 * and working days three days apart are never the same date for these experts.
 */
function freshSlot(e = ananya) {
  slotNo += 1;
  return slotOf(e, 14 + 3 * Math.floor(slotNo / 4), slotNo % 4);
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  tncMhc = await tncId(t, 'mhc');
  tncGc = await tncId(t, 'gc');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date();
  t.app.deps.paymentSandbox!.dropWebhooks = false;
});

const post = (url: string, payload: unknown, token?: string) =>
  t.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: t.nextIp(),
    ...(token ? { headers: bearer(token) } : {}),
  });
const holdSlot = (slot: ReturnType<typeof slotOf>, token: string) => {
  const { day: _, ...body } = slot;
  return post('/api/book-appointment/hold', body, token);
};
const bookIt = (form: Record<string, unknown>, token: string) =>
  post(`/api/book-appointment?type=${form.type}`, form, token);
const booked = async (form: Record<string, unknown>, token: string) =>
  expectEnvelope<{ data: BookingResult }>(await bookIt(form, token), 200).data.data;
const row = async (id: string) =>
  (await t.app.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const order = async (providerOrderId: string) =>
  (
    await t.app.deps.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId))
  )[0]!;
const checkout = (order_id: string, outcome: 'pay' | 'fail' = 'pay') =>
  post('/api/payment/sandbox/checkout', { order_id, method: 'upi', outcome });
const textsTo = (phone: string) => t.readOutbox().filter((m) => m.to === phone);

describe('POST book-appointment/hold', () => {
  it('holds a slot, gives the same hold back, and refuses it to anyone else (409)', async () => {
    const [a, other] = await makePatients(t, 2);
    const slot = freshSlot();
    const first = expectEnvelope<Hold>(await holdSlot(slot, a!.token), 200, b.held).data;
    expect(first.hold_minutes).toBe(10);
    expect(new Date(first.expires_at).getTime() - now.getTime()).toBe(10 * 60_000);
    expect(expectEnvelope<Hold>(await holdSlot(slot, a!.token), 200).data._id).toBe(first._id);
    expectEnvelope(await holdSlot(slot, other!.token), 409, b.slotTaken);
  });

  it('frees the slot once the hold runs out (injected clock)', async () => {
    const [a, other] = await makePatients(t, 2);
    const slot = freshSlot();
    const first = expectEnvelope<Hold>(await holdSlot(slot, a!.token), 200).data;
    now = new Date(now.getTime() + 10 * 60_000 + 1);
    expectEnvelope(await holdSlot(slot, other!.token), 200);
    expect((await row(first._id)).status).toBe('expired');
  });

  it('lets a patient hold one slot at a time: a new hold lets the old one go', async () => {
    const [a, other] = await makePatients(t, 2);
    const one = freshSlot();
    const two = freshSlot();
    expectEnvelope(await holdSlot(one, a!.token), 200);
    expectEnvelope(await holdSlot(two, a!.token), 200);
    expectEnvelope(await holdSlot(one, other!.token), 200);
  });

  it('refuses a slot outside the schedule, in the past, of an unknown expert, or malformed', async () => {
    const [a] = await makePatients(t, 1);
    const slot = freshSlot();
    expectEnvelope(
      await holdSlot({ ...slot, time_slot_start: '10:05', time_slot_end: '10:50' }, a!.token),
      400,
      b.slotNotOffered,
    );
    now = new Date(Date.parse(`${slot.date}T12:00:00+05:30`));
    expectEnvelope(await holdSlot(slot, a!.token), 400, b.slotPast);
    now = new Date();
    expectEnvelope(
      await holdSlot({ ...slot, doctor_id: '7a1c0e52-3f1d-4f0b-9b61-000000000000' }, a!.token),
      404,
      b.expertNotFound,
    );
    expectEnvelope(await holdSlot({ ...slot, doctor_id: 'x' }, a!.token), 404, b.expertNotFound);
    expectEnvelope(await holdSlot({ ...slot, date: '2026-13-01' }, a!.token), 400, b.dateInvalid);
    // No further ahead than the 60 days the slot list shows.
    expectEnvelope(await holdSlot(slotOf(ananya, 70), a!.token), 400, expertMessages.dateTooFar);
    expectEnvelope(await holdSlot({ ...slot, time_slot_start: '25:00' }, a!.token), 400, b.timeInvalid);
    expect((await holdSlot(slot, '')).statusCode).toBe(401);
  });
});

describe('POST book-appointment', () => {
  it('prices on the server (the client amount is ignored), takes WELCOME100 and makes an order', async () => {
    const [a] = await makePatients(t, 1);
    const slot = freshSlot();
    await holdSlot(slot, a!.token);
    const r = await booked(
      bookingForm(slot, 'mhc', tncMhc, { amount: 1, coupon_code: 'welcome100', fee_type: 'couple' }),
      a!.token,
    );
    expect(r).toMatchObject({
      skip_payment: false,
      amount: (ananya.fees.couple - 100) * 100,
      currency: 'INR',
    });
    expect(r.razorpay_order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(r.appointment_no).toMatch(/^A-\d+$/);
    const saved = await row(r.book_appointment_id);
    expect(saved).toMatchObject({
      status: 'pending',
      originalAmount: ananya.fees.couple * 100,
      discount: 10_000,
    });
    expect((await order(r.razorpay_order_id!)).amount).toBe(r.amount);
    // Pressing Pay again answers the same booking and order.
    const again = await booked(
      bookingForm(slot, 'mhc', tncMhc, { coupon_code: 'WELCOME100', fee_type: 'couple' }),
      a!.token,
    );
    expect(again).toMatchObject({
      book_appointment_id: r.book_appointment_id,
      razorpay_order_id: r.razorpay_order_id,
    });
  });

  it('prices GC by first consultation or follow-up, holding the slot itself when there was no hold', async () => {
    const [a] = await makePatients(t, 1);
    const slot = freshSlot(sneha);
    const r = await booked(
      bookingForm(slot, 'gc', tncGc, { is_this_your_first_consultation: 'follow_up' }),
      a!.token,
    );
    expect(r.amount).toBe(sneha.fees.tier2 * 100);
  });

  it('books FREECONSULT with skip_payment and a text, once per patient', async () => {
    const [a] = await makePatients(t, 1);
    const slot = freshSlot();
    const r = await booked(bookingForm(slot, 'mhc', tncMhc, { coupon_code: 'FREECONSULT' }), a!.token);
    expect(r).toMatchObject({ skip_payment: true, razorpay_order_id: null, amount: 0 });
    expect((await row(r.book_appointment_id)).status).toBe('confirmed');
    const texts = textsTo(a!.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(r.appointment_no);
    expect(texts[0]!.text).not.toMatch(/mental|anxiety|counsel|genetic/i);
    const next = freshSlot();
    expectEnvelope(
      await bookIt(bookingForm(next, 'mhc', tncMhc, { coupon_code: 'FREECONSULT' }), a!.token),
      400,
      c.used,
    );
    // Nothing was held or booked by the refused request.
    const [other] = await makePatients(t, 1);
    expectEnvelope(await holdSlot(next, other!.token), 200);
  });

  it('answers each bad field with the form’s message and changes nothing', async () => {
    const [a, stranger] = await makePatients(t, 2);
    const slot = freshSlot();
    const form = (over: Record<string, unknown>) => bookingForm(slot, 'mhc', tncMhc, over);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ is_accepted_my_age_is_18_and_above: false }, 400, f.age],
      [{ is_accepted_tnc: false }, 400, f.terms],
      [{ fee_type: null }, 400, f.counsellingType],
      [{ full_name: '' }, 400, f.fullName],
      [{ some_one_else: true, full_name: 'R2D2' }, 400, f.someoneElseName],
      [{ some_one_else: true, email: '' }, 400, f.emailRequired],
      [{ email: 'nope' }, 400, f.emailValid],
      [{ phone: '12345' }, 400, f.phoneValid],
      [{ referred_by: 'doctor' }, 400, f.referredDoctor],
      [{ referred_by: 'neighbour' }, 400, f.referredBy],
      [{ dob: '' }, 400, f.dob],
      [{ tnc_id: tncGc }, 400, b.tncInvalid],
      [{ report_id: ['5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1001'] }, 400, b.savedReportsUnsupported],
      [{ file_path: [{ title: 'Scan', file_path: 'patient-report/x/y.pdf' }] }, 404, b.attachmentNotFound],
      [{ file_path: [{ title: '', file_path: 'patient-report/x/y.pdf' }] }, 400, f.documentTitle],
      [{ coupon_code: 'NOSUCHCODE' }, 400, c.invalid],
    ];
    for (const [over, status, message] of cases)
      expectEnvelope(await bookIt(form(over), a!.token), status, message);
    // A GC expert booked as MHC, and a query that says another type.
    expectEnvelope(await bookIt(bookingForm(freshSlot(rohan), 'mhc', tncMhc), a!.token), 400, b.typeMismatch);
    expectEnvelope(await post('/api/book-appointment?type=gc', form({}), a!.token), 400, b.typeMismatch);
    // A sixth attachment, and a file another patient uploaded.
    const mine = await Promise.all(Array.from({ length: 6 }, () => arrivedUpload(t, a!.id)));
    const six = mine.map((k, i) => ({ title: `Report ${i}`, file_path: k }));
    expectEnvelope(await bookIt(form({ file_path: six }), a!.token), 400, b.tooManyAttachments);
    const theirs = await arrivedUpload(t, stranger!.id);
    expectEnvelope(
      await bookIt(form({ file_path: [{ title: 'Theirs', file_path: theirs }] }), a!.token),
      404,
      b.attachmentNotFound,
    );
    // None of it held the slot.
    expectEnvelope(await holdSlot(slot, stranger!.token), 200);
  });

  it('keeps up to five of the patient’s own reports on the booking', async () => {
    const [a] = await makePatients(t, 1);
    const files = await Promise.all(Array.from({ length: 5 }, () => arrivedUpload(t, a!.id)));
    const r = await booked(
      bookingForm(freshSlot(), 'mhc', tncMhc, {
        file_path: files.map((k, i) => ({ title: `Report ${i}`, file_path: k })),
      }),
      a!.token,
    );
    const reports = await t.app.deps.db.query.bookingReports.findMany({
      where: (r2, { eq: e }) => e(r2.bookingId, r.book_appointment_id),
    });
    expect(reports).toHaveLength(5);
  });
});

describe('paying: verify, webhooks and the state machine', () => {
  async function pendingBooking() {
    const [a] = await makePatients(t, 1);
    const slot = freshSlot();
    const r = await booked(bookingForm(slot, 'mhc', tncMhc), a!.token);
    return { patient: a!, slot, r };
  }

  it('confirms through the sandbox checkout and verify, with one text however often it is told', async () => {
    const { patient, r } = await pendingBooking();
    const paid = expectEnvelope<Record<string, string>>(await checkout(r.razorpay_order_id!), 200).data;
    const v1 = await post('/api/payment/razorpay/verify', paid);
    expect(expectEnvelope<{ status: string }>(v1, 200, pm.verified).data).toEqual({
      appointment_no: r.appointment_no,
      status: 'confirmed',
    });
    await post('/api/payment/razorpay/verify', paid);
    expect((await row(r.book_appointment_id)).status).toBe('confirmed');
    expect((await order(r.razorpay_order_id!)).status).toBe('paid');
    expect(textsTo(patient.phone)).toHaveLength(1);
  });

  it('refuses a forged signature and another order’s signature, changing nothing', async () => {
    const one = await pendingBooking();
    const two = await pendingBooking();
    t.app.deps.paymentSandbox!.dropWebhooks = true;
    const paidTwo = expectEnvelope<Record<string, string>>(
      await checkout(two.r.razorpay_order_id!),
      200,
    ).data;
    const forged = { ...paidTwo, razorpay_signature: 'a'.repeat(64) };
    expectEnvelope(await post('/api/payment/razorpay/verify', forged), 400, pm.signatureInvalid);
    const borrowed = { ...paidTwo, razorpay_order_id: one.r.razorpay_order_id };
    expectEnvelope(await post('/api/payment/razorpay/verify', borrowed), 400, pm.signatureInvalid);
    const wrongKey = {
      ...paidTwo,
      razorpay_signature: paymentSignature(
        'not-our-secret',
        paidTwo.razorpay_order_id!,
        paidTwo.razorpay_payment_id!,
      ),
    };
    expectEnvelope(await post('/api/payment/razorpay/verify', wrongKey), 400, pm.signatureInvalid);
    expectEnvelope(await post('/api/payment/razorpay/verify', { ...paidTwo, razorpay_signature: 'zz' }), 400);
    expect((await row(one.r.book_appointment_id)).status).toBe('pending');
    expect((await row(two.r.book_appointment_id)).status).toBe('pending');
  });

  const webhook = (event: string, payment: Record<string, unknown>, eventId: string, secret?: string) => {
    const raw = JSON.stringify({ entity: 'event', event, payload: { payment: { entity: payment } } });
    const sig = webhookSignature(secret ?? t.app.deps.payments.webhookSecret, raw);
    return t.inject({
      method: 'POST',
      url: '/api/payment/razorpay/webhook',
      remoteAddress: t.nextIp(),
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sig,
        'x-razorpay-event-id': eventId,
      },
    });
  };

  it('refuses a tampered or unsigned webhook', async () => {
    const { r } = await pendingBooking();
    const payment = {
      id: 'pay_AAAAAAAAAAAAAA',
      order_id: r.razorpay_order_id,
      amount: r.amount,
      status: 'captured',
    };
    expectEnvelope(
      await webhook('payment.captured', payment, 'evt_tampered1', 'someone-else'),
      400,
      pm.webhookInvalid,
    );
    const raw = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: payment } } });
    const res = await t.inject({
      method: 'POST',
      url: '/api/payment/razorpay/webhook',
      remoteAddress: t.nextIp(),
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_x' },
    });
    expectEnvelope(res, 400, pm.webhookInvalid);
    expect((await row(r.book_appointment_id)).status).toBe('pending');
  });

  it('keeps a paid order paid when payment.failed comes after the capture', async () => {
    const { r } = await pendingBooking();
    const paid = expectEnvelope<Record<string, string>>(await checkout(r.razorpay_order_id!), 200).data;
    const payment = {
      id: paid.razorpay_payment_id,
      order_id: r.razorpay_order_id,
      amount: r.amount,
      status: 'failed',
    };
    expectEnvelope(await webhook('payment.failed', payment, 'evt_late_failure'), 200);
    expect((await order(r.razorpay_order_id!)).status).toBe('paid');
    expect((await row(r.book_appointment_id)).status).toBe('confirmed');
  });

  it('answers a failed checkout and leaves the booking payable', async () => {
    const { r } = await pendingBooking();
    expectEnvelope(await checkout(r.razorpay_order_id!, 'fail'), 402, pm.failed);
    expect((await order(r.razorpay_order_id!)).status).toBe('failed');
    expectEnvelope<AppointmentPayment>(
      await t.inject({ method: 'GET', url: `/api/appointment-payment/${r.book_appointment_id}` }),
      200,
    );
  });

  it('confirms a payment captured after the hold ran out when the slot is still free', async () => {
    const { r } = await pendingBooking();
    now = new Date(now.getTime() + 11 * 60_000);
    await runBookingLifecycle(t.app.deps, t.app.log);
    expect((await row(r.book_appointment_id)).status).toBe('expired');
    await checkout(r.razorpay_order_id!);
    expect((await row(r.book_appointment_id)).status).toBe('confirmed');
  });

  it('counts the coupon again when a payment captured after expiry confirms the booking', async () => {
    const code = 'LATEPAY150';
    await t.app.deps.db.insert(coupons).values({ code, discountType: 'flat', discountValue: 15_000 });
    const [p] = await makePatients(t, 1);
    const r = await booked(bookingForm(freshSlot(), 'mhc', tncMhc, { coupon_code: code }), p!.token);
    const uses = async () => (await t.app.deps.db.select().from(coupons).where(eq(coupons.code, code)))[0]!;
    expect((await uses()).redemptions).toBe(1);
    now = new Date(now.getTime() + 11 * 60_000);
    await runBookingLifecycle(t.app.deps, t.app.log);
    expect((await row(r.book_appointment_id)).status).toBe('expired');
    expect((await uses()).redemptions).toBe(0);
    await checkout(r.razorpay_order_id!);
    expect((await row(r.book_appointment_id)).status).toBe('confirmed');
    expect((await uses()).redemptions).toBe(1);
    const redemptions = await t.app.deps.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.bookingId, r.book_appointment_id));
    expect(redemptions).toHaveLength(1);
  });

  it('refunds a payment captured after expiry when its single-use coupon went to someone else meanwhile', async () => {
    const code = 'ONLYONCE300';
    await t.app.deps.db
      .insert(coupons)
      .values({ code, discountType: 'flat', discountValue: 30_000, maxRedemptions: 1 });
    const [first, second] = await makePatients(t, 2);
    const late = await booked(bookingForm(freshSlot(), 'mhc', tncMhc, { coupon_code: code }), first!.token);
    now = new Date(now.getTime() + 11 * 60_000);
    await runBookingLifecycle(t.app.deps, t.app.log);
    // The expired booking gave the use back; another patient takes it.
    await booked(bookingForm(freshSlot(), 'mhc', tncMhc, { coupon_code: code }), second!.token);
    await checkout(late.razorpay_order_id!);
    expect((await row(late.book_appointment_id)).status).toBe('expired');
    const o = await order(late.razorpay_order_id!);
    expect(o.status).toBe('refunded');
    expect(
      (await t.app.deps.db.select().from(refunds).where(eq(refunds.orderId, o.id)))[0]!.providerRefundId,
    ).toMatch(/^rfnd_/);
    const [coupon] = await t.app.deps.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.redemptions).toBe(1);
  });

  it('refunds a payment captured after the hold ran out when the slot was sold again', async () => {
    const { slot, r } = await pendingBooking();
    now = new Date(now.getTime() + 11 * 60_000);
    const [b2] = await makePatients(t, 1);
    expectEnvelope(await holdSlot(slot, b2!.token), 200);
    await checkout(r.razorpay_order_id!);
    expect((await row(r.book_appointment_id)).status).toBe('expired');
    const o = await order(r.razorpay_order_id!);
    expect(o.status).toBe('refunded');
    expect(
      (await t.app.deps.db.select().from(refunds).where(eq(refunds.orderId, o.id)))[0]!.providerRefundId,
    ).toMatch(/^rfnd_/);
  });

  it('reconciles a payment whose verify call and webhooks were both lost', async () => {
    const { patient, r } = await pendingBooking();
    t.app.deps.paymentSandbox!.dropWebhooks = true;
    expectEnvelope(await checkout(r.razorpay_order_id!), 200);
    expect((await row(r.book_appointment_id)).status).toBe('pending');
    now = new Date(now.getTime() + 2 * 60_000);
    const pass = await reconcilePayments(t.app.deps, t.app.log);
    expect(pass.applied).toBeGreaterThanOrEqual(1);
    expect((await row(r.book_appointment_id)).status).toBe('confirmed');
    expect(textsTo(patient.phone)).toHaveLength(1);
    expect((await reconcilePayments(t.app.deps, t.app.log)).applied).toBe(0);
  });
});

describe('the payment link', () => {
  const page = (id: string) =>
    t.inject({ method: 'GET', url: `/api/appointment-payment/${id}`, remoteAddress: t.nextIp() });

  it('answers payable (masked), paid, expired and not found', async () => {
    const [a] = await makePatients(t, 1);
    const r = await booked(bookingForm(freshSlot(), 'mhc', tncMhc), a!.token);
    // The booking answer carries the payment page's own link (issue 18), not the booking's id.
    expect(r.payment_link).toMatch(/^https?:\/\/[^/]+\/patient-appointment-payment\/[A-Za-z0-9_-]{43}$/);
    const key = r.payment_link!.split('/').at(-1)!;
    for (const slot of [key, r.book_appointment_id]) {
      const payable = expectEnvelope<AppointmentPayment>(await page(slot), 200, b.payable).data;
      expect(payable.result).toMatchObject({
        appointment_no: r.appointment_no,
        total_amount: ananya.fees.self,
        phone: '******3210',
      });
      // Only the link pays; the booking's id alone shows the page.
      expect(payable.can_pay).toBe(slot === key);
      expect(JSON.stringify(payable)).not.toContain('9876543210');
    }
    expectEnvelope(
      await post('/api/appointment-payment/razorpay/create-order', {
        book_appointment_id: r.book_appointment_id,
      }),
      404,
      b.payLinkNeeded,
    );
    // create-order gives the open order back, whatever amount is sent.
    const o = await post('/api/appointment-payment/razorpay/create-order', {
      book_appointment_id: key,
      total_amount: 1,
    });
    expect(expectEnvelope<{ result: { id: string; amount: number } }>(o, 200).data.result).toMatchObject({
      id: r.razorpay_order_id,
      amount: r.amount,
    });
    await checkout(r.razorpay_order_id!);
    expect(
      expectEnvelope<AppointmentPayment>(await page(r.book_appointment_id), 409, b.alreadyPaid).data
        .already_exist,
    ).toBe(true);
    expectEnvelope(
      await post('/api/appointment-payment/razorpay/create-order', { book_appointment_id: key }),
      409,
      b.alreadyPaid,
    );

    expect(
      expectEnvelope<AppointmentPayment>(await page(EXPIRED_PAYMENT_BOOKING_ID), 410, b.linkExpired).data
        .expired_status,
    ).toBe(true);
    const later = await booked(bookingForm(freshSlot(), 'mhc', tncMhc), a!.token);
    now = new Date(now.getTime() + 10 * 60_000);
    expectEnvelope(await page(later.book_appointment_id), 410, b.linkExpired);
    // The link itself ran out with the hold.
    expectEnvelope(await page(later.payment_link!.split('/').at(-1)!), 404, b.linkInvalid);
    expect(
      expectEnvelope<AppointmentPayment>(
        await page('5e1f0c3a-9a4b-4c2e-8d7f-000000000000'),
        404,
        b.bookingNotFound,
      ).data.booking_not_found,
    ).toBe(true);
    expectEnvelope(await page('not-a-booking'), 404, b.bookingNotFound);
  });
});

describe('POST coupon/validation', () => {
  it('prices with the server’s fee when the expert is named, and refuses unknown codes', async () => {
    const [a] = await makePatients(t, 1);
    const ok = await post(
      '/api/coupon/validation',
      { coupon_code: 'welcome100', amount: 5, doctor_id: ananya.id, fee_type: 'family' },
      a!.token,
    );
    expect(expectEnvelope<CouponResult>(ok, 200, c.applied).data).toMatchObject({
      original_amount: ananya.fees.family,
      discount: 100,
      total_amount: ananya.fees.family - 100,
    });
    const plain = await post('/api/coupon/validation', { coupon_code: 'WELCOME100', amount: 1500 }, a!.token);
    expect(expectEnvelope<CouponResult>(plain, 200).data.total_amount).toBe(1400);
    expectEnvelope(
      await post('/api/coupon/validation', { coupon_code: 'BOGUS', amount: 1500 }, a!.token),
      400,
      c.invalid,
    );
    expectEnvelope(
      await post('/api/coupon/validation', { coupon_code: '', amount: 1500 }, a!.token),
      400,
      c.required,
    );
    expect(
      (await post('/api/coupon/validation', { coupon_code: 'WELCOME100', amount: 1500 })).statusCode,
    ).toBe(401);
  });
});
