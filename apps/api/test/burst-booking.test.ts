import type { BookingStatus } from '@care/contracts/booking/lifecycle';
import { bookingMessages as b, couponMessages as c } from '@care/contracts/booking/messages';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../src/adapters/payments/signatures.ts';
import { bookings, coupons, paymentEvents, paymentOrders } from '../src/db/schema/index.ts';
import { holdSlot } from '../src/modules/booking/repository.ts';
import { slotsOfWindows } from '../src/modules/experts/slots.ts';
import { expertsSeed } from '../src/seed/content/experts.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Slots, coupons and payment events under bursts of parallel requests on two API instances
// sharing one database (on PostgreSQL each has its own pool, so requests really overlap in the
// database; CI runs this file on PostgreSQL as well as PGlite, which would hide any race).

describe('booking under parallel requests on two API instances', () => {
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
  const send = (i: number, url: string, payload: unknown, token?: string) =>
    (i % 2 ? b2 : a).inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: a.nextIp(),
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('200 patients booking one slot at once: exactly one wins, the rest get 409, none a 5xx', async () => {
    const patients = await makePatients(a, Number(process.env.BURST_N ?? 200));
    const slot = slotOf(ananya, 30);
    const form = bookingForm(slot, 'mhc', tnc);
    const started = performance.now();
    const answers = await Promise.all(
      patients.map((p, i) => send(i, '/api/book-appointment?type=mhc', form, p.token)),
    );
    const settledMs = performance.now() - started;
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s >= 500)).toEqual([]);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(199);
    for (const r of answers.filter((x) => x.statusCode === 409)) expectEnvelope(r, 409, b.slotTaken);
    const stored = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, kolkataInstant(slot.date, slot.time_slot_start)));
    expect(stored.filter((r) => r.expertId === ananya.id && r.status !== 'expired')).toHaveLength(1);
    console.info(
      `200 parallel bookings of one slot settled in ${Math.round(settledMs)} ms (${a.app.deps.database.kind})`,
    );
  });

  it('the database itself refuses an overlapping open booking (exclusion constraint)', async () => {
    const [p] = await makePatients(a, 1);
    const startsAt = kolkataInstant(addDays(todayIso(), 50), '09:00');
    const row = (minutes: number, status: BookingStatus) => ({
      patientId: p!.id,
      expertId: ananya.id,
      type: 'mhc',
      startsAt: new Date(startsAt.getTime() + minutes * 60_000),
      endsAt: new Date(startsAt.getTime() + (minutes + 45) * 60_000),
      status,
      holdExpiresAt: new Date(),
    });
    await db().insert(bookings).values(row(0, 'confirmed'));
    await expect(db().insert(bookings).values(row(30, 'held'))).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    // An expired or cancelled booking does not take the slot; back to back is not an overlap.
    await db().insert(bookings).values(row(30, 'expired'));
    await db().insert(bookings).values(row(45, 'pending'));
  });

  it('50 partially overlapping holds at once store no overlap', async () => {
    const patients = await makePatients(a, 50);
    const base = kolkataInstant(addDays(todayIso(), 45), '09:00').getTime();
    const now = new Date();
    const answers = await Promise.allSettled(
      patients.map((p, i) => {
        // 50 ranges of 45 minutes starting every 10 minutes: each overlaps its neighbours.
        const startsAt = new Date(base + i * 10 * 60_000);
        const conn = (i % 2 ? b2 : a).app.deps.database.db;
        return conn.transaction((tx) =>
          holdSlot(tx, {
            patientId: p.id,
            expertId: ananya.id,
            type: 'mhc',
            startsAt,
            endsAt: new Date(startsAt.getTime() + 45 * 60_000),
            now,
            holdMinutes: 10,
          }),
        );
      }),
    );
    expect(answers.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
    const overlapping = await db().execute(sql`
      select count(*)::int as n from bookings x join bookings y
        on x.expert_id = y.expert_id and x.id < y.id
       and tstzrange(x.starts_at, x.ends_at) && tstzrange(y.starts_at, y.ends_at)
     where x.status in ('held','pending','confirmed') and y.status in ('held','pending','confirmed')`);
    const rows =
      (overlapping as unknown as { rows?: { n: number }[] }).rows ??
      (overlapping as unknown as { n: number }[]);
    expect(rows[0]!.n).toBe(0);
  });

  it('a single-use coupon used by 50 bookings at once succeeds once', async () => {
    await db()
      .insert(coupons)
      .values({ code: 'ONCEONLY50', discountType: 'flat', discountValue: 20_000, maxRedemptions: 1 });
    const patients = await makePatients(a, 50);
    // 50 different MHC slots, so only the coupon is contended.
    const slots: ReturnType<typeof slotOf>[] = [];
    for (let d = 52; slots.length < 50; d++) {
      const date = addDays(todayIso(), d);
      for (const e of expertsSeed.filter((x) => x.type === 'mhc')) {
        const windows = e.schedules
          .filter((s) => s.weekdays.includes(weekdayOf(date)))
          .map((s) => ({ startTime: s.start, endTime: s.end, slotMinutes: s.slotMinutes }));
        for (const s of slotsOfWindows(windows))
          slots.push({
            doctor_id: e.id,
            date,
            time_slot_start: s.start_time,
            time_slot_end: s.end_time,
            day: 'Monday',
          });
      }
    }
    const answers = await Promise.all(
      patients.map((p, i) =>
        send(
          i,
          '/api/book-appointment?type=mhc',
          bookingForm(slots[i]!, 'mhc', tnc, { coupon_code: 'ONCEONLY50' }),
          p.token,
        ),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s >= 500)).toEqual([]);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectEnvelope(r, 400, c.used);
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, 'ONCEONLY50'));
    expect(coupon!.redemptions).toBe(1);
    const withCoupon = await db().select().from(bookings).where(eq(bookings.couponId, coupon!.id));
    expect(withCoupon).toHaveLength(1);
  });

  it('the same webhook 5 times at once: one transition, one text', async () => {
    const [p] = await makePatients(a, 1);
    const slot = slotOf(ananya, 35, 2);
    const res = await send(0, '/api/book-appointment?type=mhc', bookingForm(slot, 'mhc', tnc), p!.token);
    const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
    const payment = {
      id: 'pay_Burst5xWebhook',
      order_id: r.razorpay_order_id,
      amount: r.amount,
      status: 'captured',
    };
    // The sandbox would also have to know the payment; the webhook alone is what is tested here.
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: payment } },
    });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(a.app.deps.payments.webhookSecret, raw),
      'x-razorpay-event-id': 'evt_burst_same_one',
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        (i % 2 ? b2 : a).inject({
          method: 'POST',
          url: '/api/payment/razorpay/webhook',
          payload: raw,
          headers,
          remoteAddress: a.nextIp(),
        }),
      ),
    );
    expect(answers.map((x) => x.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_burst_same_one'));
    expect(events).toHaveLength(1);
    const [order] = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, r.razorpay_order_id!));
    expect(order!.status).toBe('paid');
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, r.book_appointment_id));
    expect(booking!.status).toBe('confirmed');
    const texts = [...a.readOutbox(), ...b2.readOutbox()].filter((m) => m.to === p!.phone);
    expect(texts).toHaveLength(1);
  });
});
