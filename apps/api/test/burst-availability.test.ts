import { bookingMessages as bm } from '@care/contracts/booking/messages';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { hhmmOf, kolkataInstant, WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentOrders, refunds } from '../src/db/schema/index.ts';
import { expertsSeed } from '../src/seed/content/experts.ts';
import { bookingForm, makePatients, tncId } from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// An expert takes leave over a day while 60 patients book distinct slots of it, on two API
// instances sharing one PostgreSQL database (each its own pool, so the transactions really
// overlap). Whatever the order the database serialises them in (bookings hold the expert row FOR
// SHARE, the leave FOR UPDATE), nothing confirmed, held or pending is left inside the leave, every
// request is answered 200 or a clear 4xx, and each paid booking the leave cancelled is refunded
// exactly once. PGlite is one session, where nothing overlaps: PostgreSQL only.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('leave while patients book, on two API instances', () => {
  let a: TestApp;
  let b2: TestApp;
  let tnc: string;
  const expert = expertsSeed.find((e) => e.firstName === 'Priya')!;
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
  const on = (i: number) => (i % 2 ? b2 : a);

  it('60 bookings of one day and leave over it at once: nothing left inside, no 5xx, one refund each', async () => {
    const staff = await makeStaff(a, 'expert', { expertId: expert.id });
    // Every day 05:00-23:00 in 15-minute slots with no buffer: 72 slots a day.
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      start_time: '05:00',
      end_time: '23:00',
      slot_minutes: 15,
      buffer_minutes: 0,
    }));
    expectEnvelope(
      await a.inject({
        method: 'PUT',
        url: '/api/staff/availability/weekly',
        headers: staffAuth(staff),
        payload: { time_zone: 'Asia/Kolkata', weekly },
        remoteAddress: a.nextIp(),
      }),
      200,
    );
    const date = addDays(todayIso(), 20);
    const slot = (n: number) => {
      const start = 5 * 60 + n * 15;
      return {
        doctor_id: expert.id,
        date,
        time_slot_start: hhmmOf(start),
        time_slot_end: hhmmOf(start + 15),
        day: WEEKDAYS[weekdayOf(date)]!,
      };
    };
    const book = (i: number, n: number, token: string, free: boolean) =>
      on(i).inject({
        method: 'POST',
        url: '/api/book-appointment?type=mhc',
        payload: bookingForm(slot(n), 'mhc', tnc, free ? { coupon_code: 'FREECONSULT' } : {}),
        headers: bearer(token),
        remoteAddress: a.nextIp(),
      });
    const pay = (i: number, orderId: string) =>
      on(i).inject({
        method: 'POST',
        url: '/api/payment/sandbox/checkout',
        payload: { order_id: orderId, method: 'upi', outcome: 'pay' },
        remoteAddress: a.nextIp(),
      });

    // Before: 8 paid appointments already confirmed that day.
    const early = await makePatients(a, 8);
    for (const [i, p] of early.entries()) {
      const r = expectEnvelope<{ data: BookingResult }>(await book(i, 60 + i, p.token, false), 200).data.data;
      expectEnvelope(await pay(i, r.razorpay_order_id!), 200);
    }

    // The burst: 60 patients, half booking free (confirmed in the one request), half paying at
    // once after booking, started a few milliseconds apart; the leave is asked once the first
    // dozen have been answered, so bookings land before it, during it and after it.
    const patients = await makePatients(a, 60);
    const answers: LightMyRequestResponse[] = [];
    let leaveNow: () => void = () => {};
    const leaveDue = new Promise<void>((resolve) => {
      leaveNow = resolve;
    });
    const answered = (res: LightMyRequestResponse) => {
      answers.push(res);
      if (answers.length === 12) leaveNow();
    };
    const attempt = async (i: number) => {
      await new Promise((r) => setTimeout(r, i * 25));
      const p = patients[i]!;
      const free = i % 2 === 0;
      const res = await book(i, i, p.token, free);
      answered(res);
      if (res.statusCode !== 200 || free) return;
      const orderId = (res.json() as { data: { data: BookingResult } }).data.data.razorpay_order_id;
      if (orderId) answered(await pay(i + 1, orderId));
    };
    const leave = async () => {
      await leaveDue;
      return on(1).inject({
        method: 'POST',
        url: '/api/staff/availability/leave',
        headers: staffAuth(staff),
        payload: { starts_on: date, ends_on: date, reason: 'Away', cancel_booked: true },
        remoteAddress: a.nextIp(),
      });
    };
    const [leaveAnswer] = await Promise.all([leave(), ...patients.map((_, i) => attempt(i))]);

    expect(leaveAnswer.statusCode, leaveAnswer.body).toBe(200);
    const codes = answers.map((r) => r.statusCode);
    expect(
      answers.filter((r) => r.statusCode >= 500).map((r) => r.body),
      'no request may fail with a 5xx',
    ).toEqual([]);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect([400, 409]).toContain(r.statusCode);
      expect((r.json() as { message: string }).message).toMatch(/\w/);
    }

    // Whatever was in flight, a booking asked once the leave is saved is a clear 409.
    const after = await makePatients(a, 4);
    const late = await Promise.all(after.map((p, i) => book(i, 68 + i, p.token, i % 2 === 0)));
    for (const r of late) expectEnvelope(r, 409, bm.slotNoLongerOffered);

    // Nothing holds time inside the leave.
    const from = kolkataInstant(date, '00:00');
    const to = kolkataInstant(addDays(date, 1), '00:00');
    const inside = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.expertId, expert.id), gte(bookings.startsAt, from), lt(bookings.startsAt, to)));
    expect(inside.filter((b) => ['confirmed', 'held', 'pending'].includes(b.status))).toEqual([]);

    // Every payment taken for that day goes back exactly once: the appointments the leave
    // cancelled ('cancelled'), and payments that arrived after it ('slot_withdrawn').
    const orders = await db()
      .select()
      .from(paymentOrders)
      .where(
        inArray(
          paymentOrders.bookingId,
          inside.map((b) => b.id),
        ),
      );
    const taken = orders.filter((o) => o.providerPaymentId);
    expect(taken.length).toBeGreaterThanOrEqual(early.length);
    const back = await db()
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.bookingId,
          inside.map((b) => b.id),
        ),
      );
    for (const o of taken) {
      expect(back.filter((r) => r.providerPaymentId === o.providerPaymentId)).toHaveLength(1);
      expect(o.status).toBe('refunded');
    }
    expect(back).toHaveLength(taken.length);
    const cancelled = inside.filter((b) => b.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThanOrEqual(early.length);
    for (const b of cancelled.filter((x) => taken.some((o) => o.bookingId === x.id)))
      expect(back.filter((r) => r.bookingId === b.id)).toEqual([
        expect.objectContaining({ reason: 'cancelled' }),
      ]);
    const reasons = back.map((r) => r.reason);
    console.info(
      `leave during 60 bookings: ${codes.filter((c) => c === 409).length} answers 409, ${cancelled.length} appointments cancelled by the leave, refunds: ${
        reasons.filter((r) => r === 'cancelled').length
      } cancelled, ${reasons.filter((r) => r === 'slot_withdrawn').length} paid after it`,
    );
  });
});
