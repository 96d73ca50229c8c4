import { type RescheduleResult, rescheduleMessages as r } from '@care/contracts/booking/reschedule';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/index.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Rescheduling (issue 19) under bursts on two API instances sharing one database (on PostgreSQL
// each has its own pool, so the moves really overlap in the database): one booking asked to move
// many times at once moves once; many bookings asked onto one slot, one gets it; no slot is ever
// taken twice.

describe('rescheduling under parallel requests on two API instances', () => {
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
  type Slot = ReturnType<typeof slotOf>;
  const send = (i: number, url: string, payload: object, token: string) =>
    (i % 2 ? b2 : a).inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: a.nextIp(),
      headers: bearer(token),
    });
  const move = (i: number, id: string, s: Slot, token: string) =>
    send(
      i,
      '/api/book-appointment/reschedule-book-appointment',
      {
        book_appointment_id: id,
        date: s.date,
        time_slot_start: s.time_slot_start,
        time_slot_end: s.time_slot_end,
      },
      token,
    );

  /** A confirmed (free, by coupon) consultation of a new patient in this slot. */
  async function booked(slot: Slot) {
    const [p] = await makePatients(a, 1);
    const res = await send(
      0,
      '/api/book-appointment?type=mhc',
      bookingForm(slot, 'mhc', tnc, { coupon_code: 'FREECONSULT' }),
      p!.token,
    );
    const data = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
    return { id: data.book_appointment_id, token: p!.token };
  }

  async function overlaps(): Promise<number> {
    const result = await db().execute(sql`
      select count(*)::int as n from bookings x join bookings y
        on x.expert_id = y.expert_id and x.id < y.id
       and tstzrange(x.starts_at, x.ends_at) && tstzrange(y.starts_at, y.ends_at)
     where x.status in ('held','pending','confirmed') and y.status in ('held','pending','confirmed')`);
    const rows =
      (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
    return rows[0]!.n;
  }

  it('60 moves of one appointment at once (to various free slots): it moves once, the rest get 409', async () => {
    const first = slotOf(ananya, 10, 0);
    const mine = await booked(first);
    // Free targets only: the demo's own bookings of Ananya fall on days counted from today, so
    // which of these slots they take depends on the day the test runs.
    const taken = new Set(
      (await db().select().from(bookings).where(eq(bookings.expertId, ananya.id)))
        .filter((x) => ['held', 'pending', 'confirmed'].includes(x.status))
        .map((x) => x.startsAt.getTime()),
    );
    const targets: Slot[] = [];
    for (const d of [10, 14, 18, 22, 26])
      for (let i = 0; i < 4; i++) {
        const s = slotOf(ananya, d, i);
        if (taken.has(kolkataInstant(s.date, s.time_slot_start).getTime())) continue;
        if (s.date !== first.date || s.time_slot_start !== first.time_slot_start) targets.push(s);
      }
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => move(i, mine.id, targets[i % targets.length]!, mine.token)),
    );
    const codes = answers.map((x) => x.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(59);
    for (const x of answers.filter((y) => y.statusCode === 409)) expectEnvelope(x, 409, r.already);

    const won = expectEnvelope<{ result: RescheduleResult }>(answers.find((x) => x.statusCode === 200)!, 200)
      .data.result;
    const [stored] = await db().select().from(bookings).where(eq(bookings.id, mine.id));
    expect(stored!.icsSequence).toBe(1);
    expect(stored!.startsAt.toISOString()).toBe(kolkataInstant(won.date, won.time_slot_start).toISOString());
    expect(stored!.rescheduledFrom!.toISOString()).toBe(
      kolkataInstant(first.date, first.time_slot_start).toISOString(),
    );
    expect(await overlaps()).toBe(0);
  });

  it('10 appointments moved onto one free slot at once: one gets it, the others stay where they were', async () => {
    const target = slotOf(ananya, 50, 0);
    const from = Array.from({ length: 10 }, (_, k) => slotOf(ananya, 30 + 4 * Math.floor(k / 4), k % 4));
    const mine = [];
    for (const s of from) mine.push(await booked(s));
    const answers = await Promise.all(mine.map((m, i) => move(i, m.id, target, m.token)));
    const codes = answers.map((x) => x.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const x of answers.filter((y) => y.statusCode !== 200)) expectEnvelope(x, 409, r.slotTaken);

    const rows = await db()
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          mine.map((m) => m.id),
        ),
      );
    const start = kolkataInstant(target.date, target.time_slot_start).getTime();
    expect(rows.filter((x) => x.startsAt.getTime() === start)).toHaveLength(1);
    expect(rows.filter((x) => x.rescheduledAt !== null)).toHaveLength(1);
    expect(rows.filter((x) => x.icsSequence === 0)).toHaveLength(9);
    expect(await overlaps()).toBe(0);
  });
});
