import { appointmentMessages as am, reviewMessages as rm } from '@care/contracts/appointments/messages';
import type { Appointment } from '@care/contracts/appointments/schemas';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { toRupees } from '@care/contracts/common/money';
import { intakeMessages as im } from '@care/contracts/intake/messages';
import { goodMhc } from '@care/contracts/intake/testing/intake-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  intakeForms,
  paymentOrders,
  refunds,
  reviews,
  sandboxPayments,
} from '../src/db/schema/index.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Cancelling and reviewing under bursts of parallel requests on two API instances sharing one
// database (CI runs this file on PostgreSQL as well as PGlite, which would hide any race).

describe('appointments under parallel requests on two API instances', () => {
  let a: TestApp;
  let b2: TestApp;
  let tnc: string;
  beforeAll(async () => {
    a = await createTestApp();
    b2 = await createTestApp({}, { secondInstanceOf: a });
    tnc = await tncId(a, 'mhc');
  });
  afterAll(async () => {
    await b2?.close();
    await a?.close();
  });
  const db = () => a.app.deps.database.db;
  const send = (i: number, url: string, payload: unknown, token: string) =>
    (i % 2 ? b2 : a).inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: a.nextIp(),
      headers: bearer(token),
    });

  it('50 cancels of one paid appointment at once: one cancels, one refund, the rest told it is cancelled', async () => {
    const [p] = await makePatients(a, 1);
    const slot = slotOf(ananya, 40, 1);
    const r = expectEnvelope<{ data: BookingResult }>(
      await send(0, '/api/book-appointment?type=mhc', bookingForm(slot, 'mhc', tnc), p!.token),
      200,
    ).data.data;
    await a.inject({
      method: 'POST',
      url: '/api/payment/sandbox/checkout',
      payload: { order_id: r.razorpay_order_id, method: 'upi', outcome: 'pay' },
      remoteAddress: a.nextIp(),
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(
          i,
          '/api/book-appointment/cancel-book-appointment',
          { book_appointment_id: r.book_appointment_id },
          p!.token,
        ),
      ),
    );
    const codes = answers.map((x) => x.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The losers are told the truth: it is cancelled already (not that it is too late to cancel).
    const losers = answers.filter((y) => y.statusCode !== 200);
    expect(losers).toHaveLength(49);
    for (const x of losers) expectEnvelope(x, 409, am.alreadyCancelled);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, r.book_appointment_id));
    expect(booking!.status).toBe('cancelled');
    const orders = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.bookingId, r.book_appointment_id));
    expect(orders.map((o) => o.status)).toEqual(['refunded']);
    // The sandbox provider recorded exactly one refund of that payment.
    const [payment] = await db()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, orders[0]!.providerPaymentId!));
    expect(payment!.status).toBe('refunded');
    const made = await db().select().from(refunds).where(eq(refunds.orderId, orders[0]!.id));
    expect(made).toHaveLength(1);
    expect(payment!.refundId).toBe(made[0]!.providerRefundId);
    // The appointment lists that one refund, made.
    const shown = expectEnvelope<{ result: Appointment }>(
      await b2.inject({
        method: 'GET',
        url: `/api/book-appointment/${r.book_appointment_id}`,
        headers: bearer(p!.token),
      }),
      200,
    ).data.result;
    expect(shown.refund_status).toBe('refunded');
    expect(shown.refunds).toEqual([
      {
        amount: toRupees(orders[0]!.amount),
        status: 'refunded',
        created_at: made[0]!.createdAt.toISOString(),
        refunded_at: made[0]!.refundedAt!.toISOString(),
      },
    ]);
  });

  it('20 reviews of one past appointment at once: one is stored', async () => {
    const [p] = await makePatients(a, 1);
    const slot = slotOf(ananya, 43, 2);
    const r = expectEnvelope<{ data: BookingResult }>(
      await send(
        0,
        '/api/book-appointment?type=mhc',
        bookingForm(slot, 'mhc', tnc, { coupon_code: 'FREECONSULT' }),
        p!.token,
      ),
      200,
    ).data.data;
    // Make it past: move the booking back in time (the clock is the real one here).
    await db()
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(bookings.id, r.book_appointment_id));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(
          i,
          '/api/testimonial/add',
          { book_appointment_id: r.book_appointment_id, rating: 1 + (i % 5), comment: `try ${i}` },
          p!.token,
        ),
      ),
    );
    const codes = answers.map((x) => x.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    for (const x of answers.filter((y) => y.statusCode !== 201)) expectEnvelope(x, 409, rm.already);
    expect(
      await db().select().from(reviews).where(eq(reviews.bookingId, r.book_appointment_id)),
    ).toHaveLength(1);
  });

  it('20 intake forms for one appointment at once: one is stored', async () => {
    const [p] = await makePatients(a, 1);
    const slot = slotOf(ananya, 46, 3);
    const r = expectEnvelope<{ data: BookingResult }>(
      await send(
        0,
        '/api/book-appointment?type=mhc',
        bookingForm(slot, 'mhc', tnc, { coupon_code: 'FREECONSULT' }),
        p!.token,
      ),
      200,
    ).data.data;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? b2 : a).inject({
          method: 'POST',
          url: '/api/patient-intake',
          payload: { ...goodMhc, book_appointment_id: r.book_appointment_id, name: `Try ${i}` },
          remoteAddress: a.nextIp(),
          // The booking's id opens the form only with the patient's own token (issue 18).
          headers: bearer(p!.token),
        }),
      ),
    );
    expect(answers.filter((x) => x.statusCode === 201)).toHaveLength(1);
    for (const x of answers.filter((y) => y.statusCode !== 201)) expectEnvelope(x, 409, im.already);
    expect(
      await db().select().from(intakeForms).where(eq(intakeForms.bookingId, r.book_appointment_id)),
    ).toHaveLength(1);
  });
});
