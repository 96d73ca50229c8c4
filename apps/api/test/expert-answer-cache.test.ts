import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant, kolkataParts, WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import type { ExpertList, SlotData, TimeSlot } from '@care/contracts/experts/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, expertDaysOff, reviews } from '../src/db/schema/index.ts';
import { answerChangesOf, sendAnswerChange } from '../src/lib/public-answers.ts';
import { ananya, bookingForm, makePatients, rohan, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The public expert answers (doctor/list, the slot list) answered from each instance's short
// cache (lib/public-answers.ts), on two API instances sharing one database: every write through
// the API shows at once on the instance that made it and on the other (PGlite: at once, one
// process; PostgreSQL: as soon as the commit's NOTIFY arrives), a hold that runs out shows free
// without any write, and a cached answer is really not read from the database. The cache lasts a
// minute here, so nothing below passes because an entry simply ran out.

let a: TestApp;
let b: TestApp;
let now = new Date();
const clock = { now: () => now };
const CACHE = { PUBLIC_ANSWER_CACHE_MS: '60000' };

beforeAll(async () => {
  a = await createTestApp(CACHE, { clock });
  b = await createTestApp(CACHE, { secondInstanceOf: a, clock });
  // Each instance caches once it hears the others' changes (PostgreSQL: its LISTEN connection is up).
  await answerChangesOf(a.app.deps.database).listening;
  await answerChangesOf(b.app.deps.database).listening;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const db = () => a.app.deps.db;
const onPostgres = () => a.app.deps.database.kind === 'postgres';
type Slot = ReturnType<typeof slotOf>;

const slotUrl = (s: Slot) =>
  `/api/schedule-timing/get-slot-by-day-and-date?day=${s.day}&date=${s.date}&doctor_id=${s.doctor_id}`;

async function slotOn(t: TestApp, s: Slot): Promise<TimeSlot> {
  const res = await t.inject({ method: 'GET', url: slotUrl(s) });
  const day = expectEnvelope<SlotData>(res, 200).data.result.schedule_timing_slot[0]!;
  return day.time_slots.find((x) => x.start_time === s.time_slot_start)!;
}

/** The expert's line of the list of their type (every expert fits one page of 50). */
async function listedOn(t: TestApp, expertId: string, type = 'mhc') {
  const res = await t.inject({ method: 'GET', url: `/api/doctor/list?type=${type}&page=1&records=50` });
  return expectEnvelope<ExpertList>(res, 200).data.result.find((d) => d._id === expertId)!;
}

/**
 * On an instance that did not make the write itself (the other one, or any for a write made
 * behind the API): at once on PGlite (one process, one session); on PostgreSQL once the NOTIFY
 * sent on commit has arrived, so it is asked again for up to 3 s.
 */
async function eventually(check: () => Promise<void>) {
  if (!onPostgres()) return check();
  const deadline = Date.now() + 3_000;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** The slot's booked flag: at once on the instance that wrote, and on the other one too. */
async function expectBooked(s: Slot, booked: boolean, writer: TestApp | null = a) {
  const other = writer === b ? a : b;
  if (writer) expect((await slotOn(writer, s)).booked).toBe(booked);
  else await eventually(async () => expect((await slotOn(a, s)).booked).toBe(booked));
  await eventually(async () => expect((await slotOn(other, s)).booked).toBe(booked));
}

const post = (t: TestApp, url: string, payload: object, token: string) =>
  t.inject({ method: 'POST', url, payload, remoteAddress: t.nextIp(), headers: bearer(token) });

/** A confirmed (free, by coupon) booking of `slot`, made on instance `t`. */
async function bookFree(t: TestApp, slot: Slot, token: string) {
  const form = bookingForm(slot, 'mhc', await tncId(a, 'mhc'), { coupon_code: 'FREECONSULT' });
  const res = await post(t, '/api/book-appointment?type=mhc', form, token);
  return expectEnvelope<{ data: BookingResult }>(res, 200).data.data.book_appointment_id;
}

describe('the slot list, cached on two instances', () => {
  it('is answered from memory: a row written behind the API stays unseen until a change is announced', async () => {
    const slot = slotOf(ananya, 31);
    expect((await slotOn(a, slot)).booked).toBe(false);
    expect((await slotOn(b, slot)).booked).toBe(false);
    const [p] = await makePatients(a, 1);
    await db()
      .insert(bookings)
      .values({
        patientId: p!.id,
        expertId: ananya.id,
        type: 'mhc',
        startsAt: kolkataInstant(slot.date, slot.time_slot_start),
        endsAt: kolkataInstant(slot.date, slot.time_slot_end),
        status: 'confirmed',
        holdExpiresAt: now,
      });
    // Both instances still answer what they keep: the database was not asked.
    expect((await slotOn(a, slot)).booked).toBe(false);
    expect((await slotOn(b, slot)).booked).toBe(false);
    // What staff tooling does after such a write: both instances drop the expert's answers.
    await sendAnswerChange(db(), [ananya.id]);
    await expectBooked(slot, true, null);
  });

  it('shows a hold taken on one instance as booked on both at once, and free again when it runs out', async () => {
    const slot = slotOf(ananya, 33);
    await expectBooked(slot, false);
    const [p] = await makePatients(a, 1);
    const { day: _, ...choice } = slot;
    expectEnvelope(await post(a, '/api/book-appointment/hold', choice, p!.token), 200);
    await expectBooked(slot, true);
    // No write: the hold's end is when the cached answer stops being true.
    const held = now;
    try {
      now = new Date(held.getTime() + (a.app.deps.config.BOOKING_HOLD_MINUTES * 60 + 1) * 1000);
      expect((await slotOn(a, slot)).booked).toBe(false);
      expect((await slotOn(b, slot)).booked).toBe(false);
    } finally {
      now = held;
    }
  });

  it('shows a booking made on B, its cancellation on A and a reschedule on B on both instances', async () => {
    const slot = slotOf(ananya, 35);
    const other = slotOf(ananya, 35, 3);
    await expectBooked(slot, false);
    await expectBooked(other, false);
    const [p] = await makePatients(a, 1);
    const id = await bookFree(b, slot, p!.token);
    await expectBooked(slot, true, b);

    const moved = await post(
      b,
      '/api/book-appointment/reschedule-book-appointment',
      {
        book_appointment_id: id,
        date: other.date,
        time_slot_start: other.time_slot_start,
        time_slot_end: other.time_slot_end,
      },
      p!.token,
    );
    expectEnvelope(moved, 200);
    await expectBooked(slot, false, b);
    await expectBooked(other, true, b);

    const cancelled = await post(
      a,
      '/api/book-appointment/cancel-book-appointment',
      { book_appointment_id: id },
      p!.token,
    );
    expectEnvelope(cancelled, 200);
    await expectBooked(other, false);
  });

  it('keeps answering a taken slot with the clear 409 when someone still tries it', async () => {
    const slot = slotOf(rohan, 37);
    const [p, q] = await makePatients(a, 2);
    const { day: _, ...choice } = slot;
    expectEnvelope(await post(a, '/api/book-appointment/hold', choice, p!.token), 200);
    await expectBooked(slot, true);
    expect((await post(b, '/api/book-appointment/hold', choice, q!.token)).statusCode).toBe(409);
  });

  it('is not kept by phones or proxies (a patient must see their own hold at once)', async () => {
    const res = await a.inject({ method: 'GET', url: slotUrl(slotOf(ananya, 31)) });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the expert list, cached on two instances', () => {
  it('moves next_available on both when its first free slot is held through the API', async () => {
    const before = (await listedOn(a, rohan.id, 'gc')).next_available!;
    expect((await listedOn(b, rohan.id, 'gc')).next_available).toBe(before);
    const { date, time } = kolkataParts(new Date(before));
    const at: Slot = {
      doctor_id: rohan.id,
      date,
      day: WEEKDAYS[weekdayOf(date)]!,
      time_slot_start: time,
      time_slot_end: '',
    };
    const free = await slotOn(a, at);
    expect(free.booked || free.past).toBe(false);
    const [p] = await makePatients(a, 1);
    const choice = {
      doctor_id: rohan.id,
      date,
      time_slot_start: free.start_time,
      time_slot_end: free.end_time,
    };
    expectEnvelope(await post(b, '/api/book-appointment/hold', choice, p!.token), 200);
    expect((await listedOn(b, rohan.id, 'gc')).next_available).not.toBe(before);
    await eventually(async () => expect((await listedOn(a, rohan.id, 'gc')).next_available).not.toBe(before));
  });

  it('moves the rating on both when a review is approved, and next_available when a day off is added, by any writer (the triggers of migration 0019 announce them)', async () => {
    const [p] = await makePatients(a, 1);
    const bookingId = await bookFree(a, slotOf(ananya, 40), p!.token);
    const rated = (await listedOn(a, ananya.id)).rating_count;
    expect((await listedOn(b, ananya.id)).rating_count).toBe(rated);
    const [review] = await db()
      .insert(reviews)
      .values({ bookingId, patientId: p!.id, expertId: ananya.id, rating: 5 })
      .returning();
    // Staff approve it (no API does yet), written straight to the table: nothing is announced
    // by hand, the table's trigger does it on commit.
    await db().update(reviews).set({ status: 'approved' }).where(eq(reviews.id, review!.id));
    await eventually(async () => expect((await listedOn(a, ananya.id)).rating_count).toBe(rated + 1));
    await eventually(async () => expect((await listedOn(b, ananya.id)).rating_count).toBe(rated + 1));

    // A day off on the day of the first free slot moves it later.
    const first = (await listedOn(b, ananya.id)).next_available!;
    const day = kolkataParts(new Date(first)).date;
    await db().insert(expertDaysOff).values({ expertId: ananya.id, date: day });
    try {
      await eventually(async () =>
        expect(new Date((await listedOn(b, ananya.id)).next_available!).getTime()).toBeGreaterThan(
          new Date(first).getTime(),
        ),
      );
      await eventually(async () =>
        expect(new Date((await listedOn(a, ananya.id)).next_available!).getTime()).toBeGreaterThan(
          new Date(first).getTime(),
        ),
      );
    } finally {
      await db()
        .delete(expertDaysOff)
        .where(and(eq(expertDaysOff.expertId, ananya.id), eq(expertDaysOff.date, day)));
    }
  });

  it('may be kept briefly by phones and proxies: it carries nothing of the caller', async () => {
    const res = await a.inject({ method: 'GET', url: '/api/doctor/list?type=mhc&page=1&records=10' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
