import { appointmentMessages as am, reviewMessages as rm } from '@care/contracts/appointments/messages';
import type { Appointment, Review } from '@care/contracts/appointments/schemas';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, coupons, paymentOrders, refunds, reviews } from '../src/db/schema/index.ts';
import { applyCapture } from '../src/modules/checkout/apply-payment.ts';
import { processRefunds, refundRetryMs } from '../src/modules/payments/index.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// A patient's appointments: the lists, one appointment with its flags, cancelling (slot freed,
// money back, coupon use back) and reviewing, on an app whose clock the tests move. Parallel
// cancels and reviews on two instances are in burst-appointments.test.ts.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let tnc: string;
let slotNo = 0;
/** A slot of Ananya's that no other test here uses, 20 to 56 days ahead. */
function freshSlot() {
  slotNo += 1;
  return slotOf(ananya, 20 + 3 * Math.floor(slotNo / 4), slotNo % 4);
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
});

const post = (url: string, payload: unknown, token: string) =>
  t.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: t.nextIp(),
    headers: bearer(token),
  });
const get = (url: string, token: string) =>
  t.inject({ method: 'GET', url, remoteAddress: t.nextIp(), headers: bearer(token) });
const row = async (id: string) =>
  (await t.app.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** A confirmed, paid appointment of a new patient (or the one given). */
async function paidAppointment(patient?: { id: string; token: string; phone: string }, over = {}) {
  const p = patient ?? (await makePatients(t, 1))[0]!;
  const slot = freshSlot();
  const res = await post(`/api/book-appointment?type=mhc`, bookingForm(slot, 'mhc', tnc, over), p.token);
  const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
  if (!r.skip_payment) {
    const paid = await t.inject({
      method: 'POST',
      url: '/api/payment/sandbox/checkout',
      payload: { order_id: r.razorpay_order_id, method: 'upi', outcome: 'pay' },
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(paid, 200);
  }
  expect((await row(r.book_appointment_id)).status).toBe('confirmed');
  return { patient: p, slot, id: r.book_appointment_id, orderId: r.razorpay_order_id };
}

describe('the appointment lists and one appointment', () => {
  it('lists upcoming soonest first and past latest first, only the patient’s own', async () => {
    const a = await paidAppointment();
    const b = await paidAppointment(a.patient);
    const other = await paidAppointment();
    const upcoming = expectEnvelope<Appointment[]>(
      await get('/api/patient/upcoming-appointments', a.patient.token),
      200,
      am.upcoming,
    ).data;
    expect(upcoming.map((x) => x._id)).toEqual([a.id, b.id]);
    expect(upcoming[0]).toMatchObject({
      date: a.slot.date,
      time_slot_start: a.slot.time_slot_start,
      is_can_cancel_appointment: true,
      is_can_join_room: false,
      is_appointment_time_passed: false,
      refund_status: 'none',
      reviewed: false,
      doctor_id: { _id: ananya.id },
    });
    expect(upcoming.some((x) => x._id === other.id)).toBe(false);
    expect(
      expectEnvelope<Appointment[]>(await get('/api/patient/past-appointments', a.patient.token), 200).data,
    ).toEqual([]);

    // After both have ended they are past, the later one first.
    now = new Date(kolkataInstant(b.slot.date, b.slot.time_slot_end).getTime() + 60_000);
    const past = expectEnvelope<Appointment[]>(
      await get('/api/patient/past-appointments', a.patient.token),
      200,
      am.past,
    ).data;
    expect(past.map((x) => x._id)).toEqual([b.id, a.id]);
    expect(past[0]).toMatchObject({ is_appointment_time_passed: true, is_can_cancel_appointment: false });
  });

  it('answers one appointment to its patient only; another patient, a bad id or an unpaid booking get 404', async () => {
    const a = await paidAppointment();
    const [stranger] = await makePatients(t, 1);
    const own = expectEnvelope<{ result: Appointment }>(
      await get(`/api/book-appointment/${a.id}`, a.patient.token),
      200,
      am.details,
    );
    expect(own.data.result._id).toBe(a.id);
    expectEnvelope(await get(`/api/book-appointment/${a.id}`, stranger!.token), 404, am.notFound);
    expectEnvelope(await get('/api/book-appointment/not-a-uuid', a.patient.token), 404, am.notFound);
    // Booked but not paid: a payment link's business, not an appointment yet.
    const slot = freshSlot();
    const unpaid = expectEnvelope<{ data: BookingResult }>(
      await post('/api/book-appointment?type=mhc', bookingForm(slot, 'mhc', tnc), stranger!.token),
      200,
    ).data.data;
    expectEnvelope(await get(`/api/book-appointment/${unpaid.book_appointment_id}`, stranger!.token), 404);
  });

  it('join opens 10 seconds before the start and closes at the end (clock injected)', async () => {
    const a = await paidAppointment();
    const start = kolkataInstant(a.slot.date, a.slot.time_slot_start).getTime();
    const end = kolkataInstant(a.slot.date, a.slot.time_slot_end).getTime();
    const flags = async (at: number) => {
      now = new Date(at);
      return expectEnvelope<{ result: Appointment }>(
        await get(`/api/book-appointment/${a.id}`, a.patient.token),
        200,
      ).data.result;
    };
    expect((await flags(start - 10_001)).is_can_join_room).toBe(false);
    expect((await flags(start - 10_000)).is_can_join_room).toBe(true);
    expect((await flags(end - 1)).is_can_join_room).toBe(true);
    const over = await flags(end);
    expect(over.is_can_join_room).toBe(false);
    expect(over.is_appointment_time_passed).toBe(true);
  });
});

describe('POST book-appointment/cancel-book-appointment', () => {
  it('cancels a paid appointment of a later day: the slot is free, the money and the coupon use go back', async () => {
    await t.app.deps.db
      .insert(coupons)
      .values({ code: 'CANCELBACK50', discountType: 'flat', discountValue: 5_000 });
    const a = await paidAppointment(undefined, { coupon_code: 'CANCELBACK50' });
    const uses = async () =>
      (await t.app.deps.db.select().from(coupons).where(eq(coupons.code, 'CANCELBACK50')))[0]!.redemptions;
    expect(await uses()).toBe(1);
    const res = await post(
      '/api/book-appointment/cancel-book-appointment',
      { book_appointment_id: a.id },
      a.patient.token,
    );
    const body = expectEnvelope<{ result: Appointment }>(res, 200, am.cancelledRefund).data;
    expect(body.result).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
      is_can_cancel_appointment: false,
    });
    expect((await row(a.id)).status).toBe('cancelled');
    const [order] = await t.app.deps.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, a.id));
    expect(order!.status).toBe('refunded');
    expect(
      (await t.app.deps.db.select().from(refunds).where(eq(refunds.orderId, order!.id)))[0]!.providerRefundId,
    ).toMatch(/^rfnd_/);
    expect(await uses()).toBe(0);
    // The slot is free: someone else holds it.
    const [b] = await makePatients(t, 1);
    const { day: _, ...slot } = a.slot;
    expectEnvelope(await post('/api/book-appointment/hold', slot, b!.token), 200);
    // It is listed under past (it will not take place), no longer upcoming.
    const upcoming = expectEnvelope<Appointment[]>(
      await get('/api/patient/upcoming-appointments', a.patient.token),
      200,
    ).data;
    expect(upcoming.some((x) => x._id === a.id)).toBe(false);
    const past = expectEnvelope<Appointment[]>(
      await get('/api/patient/past-appointments', a.patient.token),
      200,
    ).data;
    expect(past.find((x) => x._id === a.id)?.status).toBe('cancelled');
    // A second cancel changes nothing, and says the appointment is cancelled already.
    expectEnvelope(
      await post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: a.id },
        a.patient.token,
      ),
      409,
      am.alreadyCancelled,
    );
  });

  it('a refund the provider refuses twice is retried until it goes, and the appointment shows it on its way until then', async () => {
    const a = await paidAppointment();
    const provider = t.app.deps.payments;
    const realRefund = provider.refund.bind(provider);
    let refusals = 2;
    provider.refund = async (paymentId, amount, receipt) => {
      if (refusals-- > 0) throw new Error('provider unavailable');
      return realRefund(paymentId, amount, receipt);
    };
    try {
      const res = await post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: a.id },
        a.patient.token,
      );
      expect(
        expectEnvelope<{ result: Appointment }>(res, 200, am.cancelledRefund).data.result.refund_status,
      ).toBe('processing');
      const refund = async () =>
        (await t.app.deps.db.select().from(refunds).where(eq(refunds.bookingId, a.id)))[0]!;
      expect(await refund()).toMatchObject({
        status: 'pending',
        attempts: 1,
        reason: 'cancelled',
        lastError: 'provider unavailable',
      });
      const shown = async () =>
        expectEnvelope<{ result: Appointment }>(
          await get(`/api/book-appointment/${a.id}`, a.patient.token),
          200,
        ).data.result.refund_status;
      // Not before its backoff; then the second refusal; then it goes.
      expect((await processRefunds(t.app.deps, t.app.log)).refunded).toBe(0);
      now = new Date(now.getTime() + refundRetryMs(1) + 1000);
      await processRefunds(t.app.deps, t.app.log);
      expect(await refund()).toMatchObject({ status: 'pending', attempts: 2 });
      expect(await shown()).toBe('processing');
      now = new Date(now.getTime() + refundRetryMs(2) + 1000);
      expect((await processRefunds(t.app.deps, t.app.log)).refunded).toBe(1);
      expect(await refund()).toMatchObject({ status: 'refunded', attempts: 3, lastError: null });
      expect((await refund()).providerRefundId).toMatch(/^rfnd_/);
      expect(await shown()).toBe('refunded');
      // Asked once more, nothing happens: the provider was asked to refund it once.
      expect((await processRefunds(t.app.deps, t.app.log)).refunded).toBe(0);
    } finally {
      provider.refund = realRefund;
      now = new Date();
    }
  });

  it('a free appointment cancels with nothing to refund', async () => {
    const a = await paidAppointment(undefined, { coupon_code: 'FREECONSULT' });
    const res = await post(
      '/api/book-appointment/cancel-book-appointment',
      { book_appointment_id: a.id },
      a.patient.token,
    );
    expect(expectEnvelope<{ result: Appointment }>(res, 200, am.cancelled).data.result.refund_status).toBe(
      'none',
    );
  });

  it('refuses on the day itself (409), another patient’s (404) and bad input (400); nothing changes', async () => {
    const a = await paidAppointment();
    const [stranger] = await makePatients(t, 1);
    expectEnvelope(
      await post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: a.id },
        stranger!.token,
      ),
      404,
      am.notFound,
    );
    expectEnvelope(
      await post('/api/book-appointment/cancel-book-appointment', {}, a.patient.token),
      400,
      am.idRequired,
    );
    expectEnvelope(
      await post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: 'x\u0000' },
        a.patient.token,
      ),
      400,
    );
    now = kolkataInstant(a.slot.date, '00:00');
    const sameDay = expectEnvelope<{ result: Appointment }>(
      await get(`/api/book-appointment/${a.id}`, a.patient.token),
      200,
    );
    expect(sameDay.data.result.is_can_cancel_appointment).toBe(false);
    expectEnvelope(
      await post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: a.id },
        a.patient.token,
      ),
      409,
      am.cannotCancel,
    );
    expect((await row(a.id)).status).toBe('confirmed');
    const [order] = await t.app.deps.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, a.id));
    expect(order!.status).toBe('paid');
  });

  it('a payment captured for a cancelled appointment is refunded, whichever order it is on', async () => {
    const a = await paidAppointment();
    expectEnvelope(
      await post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: a.id },
        a.patient.token,
      ),
      200,
    );
    const [paid] = await t.app.deps.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, a.id));
    // Another capture on the refunded order goes back.
    const again = await applyCapture(t.app.deps, t.app.log, {
      eventId: 'evt_after_cancel_1',
      source: 'webhook',
      orderId: paid!.providerOrderId,
      paymentId: 'pay_AfterCancel00001',
      amount: paid!.amount,
    });
    expect(again).toMatchObject({ kind: 'refunded', reason: 'second_payment' });
    // An earlier checkout's order of the same booking, captured late (a slow UPI payment).
    const [late] = await t.app.deps.db
      .insert(paymentOrders)
      .values({
        purpose: 'booking',
        bookingId: a.id,
        provider: paid!.provider,
        providerOrderId: 'order_LateAfterCncl1',
        amount: paid!.amount,
      })
      .returning();
    const captured = await applyCapture(t.app.deps, t.app.log, {
      eventId: 'evt_after_cancel_2',
      source: 'webhook',
      orderId: late!.providerOrderId,
      paymentId: 'pay_AfterCancel00002',
      amount: late!.amount,
    });
    expect(captured).toMatchObject({ kind: 'refunded', reason: 'cancelled' });
    const [stored] = await t.app.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, late!.id));
    expect(stored!.status).toBe('refunded');
    expect((await row(a.id)).status).toBe('cancelled');
  });
});

describe('POST testimonial/add', () => {
  it('reviews a past appointment once; the list shows it and the appointment says so', async () => {
    const a = await paidAppointment();
    now = new Date(kolkataInstant(a.slot.date, a.slot.time_slot_end).getTime() + 1);
    const review = {
      book_appointment_id: a.id,
      doctor_id: ananya.id,
      rating: 5,
      comment: '  Kind and clear.  ',
      __v: null,
    };
    const r = expectEnvelope<Review>(
      await post('/api/testimonial/add', review, a.patient.token),
      201,
      rm.added,
    ).data;
    expect(r).toMatchObject({
      rating: 5,
      comment: 'Kind and clear.',
      status: 'pending',
      book_appointment_id: a.id,
    });
    expectEnvelope(
      await post('/api/testimonial/add', { ...review, rating: 1 }, a.patient.token),
      409,
      rm.already,
    );
    const list = expectEnvelope<{ result: Review[] }>(
      await get('/api/testimonial/list/', a.patient.token),
      200,
    ).data.result;
    expect(list.map((x) => x.rating)).toEqual([5]);
    const detail = expectEnvelope<{ result: Appointment }>(
      await get(`/api/book-appointment/${a.id}`, a.patient.token),
      200,
    ).data;
    expect(detail.result.reviewed).toBe(true);
  });

  it('refuses an upcoming appointment (409), another patient’s (404), a wrong doctor and bad ratings (400)', async () => {
    const a = await paidAppointment();
    const [stranger] = await makePatients(t, 1);
    const base = { book_appointment_id: a.id, rating: 4, comment: 'ok' };
    expectEnvelope(await post('/api/testimonial/add', base, a.patient.token), 409, rm.onlyPast);
    now = new Date(kolkataInstant(a.slot.date, a.slot.time_slot_end).getTime() + 1);
    expectEnvelope(await post('/api/testimonial/add', base, stranger!.token), 404, am.notFound);
    expectEnvelope(
      await post(
        '/api/testimonial/add',
        { ...base, doctor_id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1002' },
        a.patient.token,
      ),
      400,
      rm.doctorMismatch,
    );
    for (const rating of [0, 6, 4.5, 'abc', null, undefined])
      expectEnvelope(
        await post('/api/testimonial/add', { ...base, rating }, a.patient.token),
        400,
        rm.ratingInvalid,
      );
    expectEnvelope(
      await post('/api/testimonial/add', { ...base, comment: 'x'.repeat(1001) }, a.patient.token),
      400,
      rm.commentTooLong,
    );
    expect(await t.app.deps.db.select().from(reviews).where(eq(reviews.bookingId, a.id))).toEqual([]);
    // A rating sent as text is read as the number it is.
    expectEnvelope(await post('/api/testimonial/add', { ...base, rating: '3' }, a.patient.token), 201);
  });
});
