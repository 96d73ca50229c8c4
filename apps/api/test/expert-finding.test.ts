import { kolkataInstant, WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { NEXT_AVAILABLE_DAYS } from '@care/contracts/experts/constants';
import { expertMessages as m } from '@care/contracts/experts/messages';
import type { ExpertList, ListedDoctor, SlotData } from '@care/contracts/experts/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, expertDaysOff, expertSchedules, patients, reviews } from '../src/db/schema/index.ts';
import { DEMO_EXPERT_IDS, expertsSeed } from '../src/seed/content/experts.ts';
import { createTestApp, DEMO, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Finding an expert (issue 19): next free slot, rating, sorts and filters of the expert list,
// and the portraits. The clock is fixed mid-afternoon in India so today's earlier slots are past.

let t: TestApp;
const start = kolkataInstant(addDays(todayIso(new Date()), 1), '14:20');
let now = start;
const clock = { now: () => now };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.inject({ method: 'GET', url });
const listOf = async (url: string) => expectEnvelope<ExpertList>(await get(url), 200).data;
const detailOf = async (id: string) => expectEnvelope<ListedDoctor>(await get(`/api/doctor/${id}`), 200).data;
const ids = (l: ExpertList) => l.result.map((d) => d._id);
const seeded = (id: string) => expertsSeed.find((e) => e.id === id)!;

/** The first slot the slot route shows neither booked nor past, walking day by day. */
async function firstFreeSlot(expertId: string): Promise<string | null> {
  const today = todayIso(now);
  for (let i = 0; i < NEXT_AVAILABLE_DAYS; i++) {
    const date = addDays(today, i);
    const res = await get(
      `/api/schedule-timing/get-slot-by-day-and-date?day=${WEEKDAYS[weekdayOf(date)]}&date=${date}&doctor_id=${expertId}`,
    );
    const slots = expectEnvelope<SlotData>(res, 200).data.result.schedule_timing_slot[0]!.time_slots;
    const free = slots.find((s) => !s.booked && !s.past);
    if (free) return kolkataInstant(date, free.start_time).toISOString();
  }
  return null;
}

async function demoPatientId() {
  const [demo] = await t.app.deps.db.select().from(patients).where(eq(patients.phone, DEMO.phone));
  return demo!.id;
}

describe('next available', () => {
  it('equals the first free slot of the slot list, for every expert of both types', async () => {
    for (const type of ['gc', 'mhc']) {
      const l = await listOf(`/api/doctor/list?type=${type}&records=50`);
      expect(l.result.length).toBeGreaterThan(0);
      for (const d of l.result) {
        expect(d.next_available, `${d.fname} ${d.lname}`).toBe(await firstFreeSlot(d._id));
        expect(d.next_available).not.toBeNull();
      }
    }
  });

  it('skips the seeded sold-out day and moves when the free slot is booked, or held, not when a hold ran out', async () => {
    const rohan = DEMO_EXPERT_IDS.rohanMehta;
    const ananya = DEMO_EXPERT_IDS.ananyaIyer;
    const before = (await detailOf(ananya)).next_available!;
    expect(before).toBe(await firstFreeSlot(ananya));
    expect(new Date(before).getTime()).toBeGreaterThan(now.getTime());
    expect((await detailOf(rohan)).next_available).toBe(await firstFreeSlot(rohan));

    const patientId = await demoPatientId();
    const slotEnd = new Date(new Date(before).getTime() + 45 * 60_000);
    const base = { patientId, expertId: ananya, type: 'mhc', startsAt: new Date(before), endsAt: slotEnd };
    // A hold that ran out leaves the slot free.
    const [lapsed] = await t.app.deps.db
      .insert(bookings)
      .values({ ...base, status: 'held', holdExpiresAt: new Date(now.getTime() - 60_000) })
      .returning();
    expect((await detailOf(ananya)).next_available).toBe(before);
    // A live hold takes it: the next free slot is later, and agrees with the slot list.
    await t.app.deps.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(now.getTime() + 10 * 60_000) })
      .where(eq(bookings.id, lapsed!.id));
    const held = (await detailOf(ananya)).next_available!;
    expect(new Date(held).getTime()).toBeGreaterThan(new Date(before).getTime());
    expect(held).toBe(await firstFreeSlot(ananya));
    // Confirmed, the same; cancelled, free again.
    await t.app.deps.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, lapsed!.id));
    expect(
      (await listOf('/api/doctor/list?type=mhc&records=50')).result.find((d) => d._id === ananya)!
        .next_available,
    ).toBe(held);
    await t.app.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, lapsed!.id));
    expect((await detailOf(ananya)).next_available).toBe(before);
  });

  it('counts only slots after now, and is null when nothing is free in the next two weeks', async () => {
    const ananya = DEMO_EXPERT_IDS.ananyaIyer;
    const first = (await detailOf(ananya)).next_available!;
    now = new Date(first);
    try {
      const later = (await detailOf(ananya)).next_available!;
      expect(new Date(later).getTime()).toBeGreaterThan(new Date(first).getTime());
      expect(later).toBe(await firstFreeSlot(ananya));
      // Days off for the whole window: nothing free, and last when sorted by next available.
      const window = Array.from({ length: NEXT_AVAILABLE_DAYS }, (_, i) => addDays(todayIso(now), i));
      await t.app.deps.db.insert(expertDaysOff).values(window.map((date) => ({ expertId: ananya, date })));
      expect((await detailOf(ananya)).next_available).toBeNull();
      expect(await firstFreeSlot(ananya)).toBeNull();
      const sorted = await listOf('/api/doctor/list?type=mhc&records=50&sort=next_available');
      expect(ids(sorted).at(-1)).toBe(ananya);
      const latestFirst = await listOf(
        '/api/doctor/list?type=mhc&records=50&sort=next_available&direction=desc',
      );
      expect(ids(latestFirst).at(-1)).toBe(ananya);
      await t.app.deps.db
        .delete(expertDaysOff)
        .where(and(eq(expertDaysOff.expertId, ananya), inArray(expertDaysOff.date, window)));
    } finally {
      now = start;
    }
  });
});

describe('sorts and filters', () => {
  it('sorts by next available (soonest first), fee both ways and experience', async () => {
    const soonest = (await listOf('/api/doctor/list?type=mhc&records=50&sort=next_available')).result;
    const times = soonest.map((d) => d.next_available!);
    expect(times).toEqual([...times].sort());

    const cheap = (await listOf('/api/doctor/list?type=mhc&records=50&sort=fee')).result.map(
      (d) => d.self_fee,
    );
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect(new Set(cheap).size).toBeGreaterThan(1);
    const dear = (await listOf('/api/doctor/list?type=mhc&records=50&sort=fee&direction=desc')).result.map(
      (d) => d.self_fee,
    );
    expect(dear).toEqual([...cheap].reverse());
    const gcFees = (await listOf('/api/doctor/list?type=gc&records=50&sort=fee')).result.map(
      (d) => d.tier_1_fee,
    );
    expect(gcFees).toEqual([...gcFees].sort((a, b) => a - b));

    const years = (await listOf('/api/doctor/list?type=mhc&records=50&sort=experience')).result.map(
      (d) => d.years_of_experience,
    );
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const fewest = (
      await listOf('/api/doctor/list?type=mhc&records=50&sort=experience&direction=asc')
    ).result.map((d) => d.years_of_experience);
    expect(fewest).toEqual([...years].reverse());
  });

  it('pages a sort with the total over all pages', async () => {
    const all = ids(await listOf('/api/doctor/list?type=mhc&records=50&sort=fee'));
    const p1 = await listOf('/api/doctor/list?type=mhc&records=10&sort=fee');
    const p2 = await listOf('/api/doctor/list?type=mhc&records=10&sort=fee&page=2');
    expect(p1.pagination.total_records).toBe(all.length);
    expect(p2.pagination.total_records).toBe(all.length);
    expect([...ids(p1), ...ids(p2)]).toEqual(all);
  });

  it('filters by fee range in rupees (both ends included) and gender, with the other filters', async () => {
    const mhc = expertsSeed.filter((e) => e.type === 'mhc');
    const fees = [...new Set(mhc.map((e) => e.fees.self))].sort((a, b) => a - b);
    const [low, high] = [fees[1]!, fees[fees.length - 2]!];
    const ranged = await listOf(`/api/doctor/list?type=mhc&records=50&fee_min=${low}&fee_max=${high}`);
    const expected = mhc.filter((e) => e.fees.self >= low && e.fees.self <= high).map((e) => e.id);
    expect(ids(ranged).sort()).toEqual(expected.sort());
    expect(ranged.pagination.total_records).toBe(expected.length);

    const women = await listOf('/api/doctor/list?type=mhc&records=50&gender=female');
    expect(ids(women).sort()).toEqual(
      mhc
        .filter((e) => e.gender === 'female')
        .map((e) => e.id)
        .sort(),
    );
    expect(women.result.every((d) => d.gender === 'female')).toBe(true);

    const both = await listOf(
      `/api/doctor/list?type=mhc&records=50&gender=male&fee_max=${high}&language=hindi`,
    );
    for (const d of both.result) {
      const e = seeded(d._id);
      expect(e.gender).toBe('male');
      expect(e.fees.self).toBeLessThanOrEqual(high);
      expect(e.languages).toContain('hindi');
    }
    // The same search in the body of POST doctor/search.
    const posted = expectEnvelope<ExpertList>(
      await t.inject({
        method: 'POST',
        url: '/api/doctor/search',
        payload: { type: 'mhc', records: 50, gender: 'female', sort: 'fee', fee_min: low },
      }),
      200,
    ).data;
    const postedFees = posted.result.map((d) => d.self_fee);
    expect(postedFees).toEqual([...postedFees].sort((a, b) => a - b));
    expect(posted.result.every((d) => d.gender === 'female' && d.self_fee >= low)).toBe(true);
    // Nobody in range: the spec's empty message.
    const none = expectEnvelope<ExpertList>(await get('/api/doctor/list?type=mhc&fee_max=1'), 200);
    expect(none.message).toBe(m.noExperts);
  });

  it.each([
    ['sort=price', m.sortInvalid],
    ['sort=fee&direction=up', m.directionInvalid],
    ['fee_min=-1', m.feeMinInvalid],
    ['fee_min=10.5', m.feeMinInvalid],
    ['fee_max=lots', m.feeMaxInvalid],
    ['fee_max=100001', m.feeMaxInvalid],
    ['fee_min=2000&fee_max=1000', m.feeRangeInvalid],
    ['gender=robot', m.genderInvalid],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    const res = await get(`/api/doctor/list?type=mhc&${query}`);
    const body = expectEnvelope(res, 400);
    expect(body.message).toBe(message);
    expect(body.message).toContain(
      query.split('=')[0] === 'sort' && query.includes('direction') ? 'direction' : '',
    );
  });

  it('reads "Grief and Loss" and "Grief & Loss" as the one concern, and lists it once on the expert', async () => {
    const meera = expertsSeed.find((e) => e.firstName === 'Meera')!;
    for (const spelling of ['grief-and-loss', 'Grief%20and%20Loss', 'grief%20%26%20loss']) {
      expect(ids(await listOf(`/api/doctor/list?type=mhc&records=50&concerns=${spelling}`))).toContain(
        meera.id,
      );
    }
    const d = await detailOf(meera.id);
    const shown = [...d.speciality.map((s) => s.value), ...d.concerns.map((c) => c.label)];
    expect(shown.filter((s) => /grief/i.test(s))).toEqual(['Grief & Loss']);
  });
});

describe('ratings', () => {
  it('average and count only staff-approved reviews, on the list and the profile', async () => {
    const imran = expertsSeed.find((e) => e.firstName === 'Imran')!;
    const patientId = await demoPatientId();
    const past = (days: number) => kolkataInstant(addDays(todayIso(now), -days), '18:00');
    const made = await t.app.deps.db
      .insert(bookings)
      .values(
        [3, 4, 5, 6].map((days) => ({
          patientId,
          expertId: imran.id,
          type: 'mhc',
          startsAt: past(days),
          endsAt: new Date(past(days).getTime() + 30 * 60_000),
          status: 'confirmed' as const,
          holdExpiresAt: past(days),
        })),
      )
      .returning({ id: bookings.id });
    const added = await t.app.deps.db
      .insert(reviews)
      .values(
        [5, 4, 4, 1].map((rating, i) => ({
          bookingId: made[i]!.id,
          patientId,
          expertId: imran.id,
          rating,
          comment: 'Kind and clear.',
        })),
      )
      .returning({ id: reviews.id });

    const inList = async () =>
      (await listOf('/api/doctor/list?type=mhc&records=50')).result.find((d) => d._id === imran.id)!;
    // Pending: nothing shown.
    expect(await inList()).toMatchObject({ rating_average: null, rating_count: 0 });
    // Staff approve three (5, 4, 4) and reject one (1).
    await t.app.deps.db
      .update(reviews)
      .set({ status: 'approved' })
      .where(
        inArray(
          reviews.id,
          added.slice(0, 3).map((r) => r.id),
        ),
      );
    await t.app.deps.db.update(reviews).set({ status: 'rejected' }).where(eq(reviews.id, added[3]!.id));
    expect(await inList()).toMatchObject({ rating_average: 4.3, rating_count: 3 });
    expect(await detailOf(imran.id)).toMatchObject({ rating_average: 4.3, rating_count: 3 });
    // Nobody else's rating moved.
    const others = (await listOf('/api/doctor/list?type=mhc&records=50')).result.filter(
      (d) => d._id !== imran.id,
    );
    expect(others.every((d) => d.rating_count === 0 && d.rating_average === null)).toBe(true);
  });
});

describe('session length', () => {
  it("is each expert's seeded slot length on the list and the profile, the most common one when windows differ, null without windows", async () => {
    for (const type of ['gc', 'mhc']) {
      const l = await listOf(`/api/doctor/list?type=${type}&records=50`);
      for (const d of l.result) {
        const lengths = seeded(d._id).schedules.map((s) => s.slotMinutes);
        expect(new Set(lengths).size, `${d.fname} ${d.lname}'s seed has one length`).toBe(1);
        expect(d.session_minutes, `${d.fname} ${d.lname}`).toBe(lengths[0]);
        expect((await detailOf(d._id)).session_minutes).toBe(lengths[0]);
      }
    }
    // Ananya works 45-minute slots on three weekdays (seed): two 30-minute windows leave 45 the
    // most common, a third ties (the shorter, 30, wins), a fourth makes 30 the most common.
    const ananya = DEMO_EXPERT_IDS.ananyaIyer;
    const { db } = t.app.deps;
    const own = await db.select().from(expertSchedules).where(eq(expertSchedules.expertId, ananya));
    expect(own.map((s) => s.slotMinutes)).toEqual([45, 45, 45]);
    const window = (weekday: number) => ({
      expertId: ananya,
      weekday,
      startTime: '20:00',
      endTime: '21:00',
      slotMinutes: 30,
    });
    try {
      await db.insert(expertSchedules).values([window(0), window(1)]);
      expect((await detailOf(ananya)).session_minutes).toBe(45);
      await db.insert(expertSchedules).values([window(3)]);
      expect((await detailOf(ananya)).session_minutes).toBe(30);
      await db.insert(expertSchedules).values([window(5)]);
      const listed = (await listOf('/api/doctor/list?type=mhc&records=50')).result.find(
        (d) => d._id === ananya,
      );
      expect(listed?.session_minutes).toBe(30);
      await db.delete(expertSchedules).where(eq(expertSchedules.expertId, ananya));
      expect((await detailOf(ananya)).session_minutes).toBeNull();
    } finally {
      await db.delete(expertSchedules).where(eq(expertSchedules.expertId, ananya));
      await db.insert(expertSchedules).values(own);
    }
  });
});

describe('portraits', () => {
  it('gives each demo expert a drawn portrait: PNG in profile_picture, SVG beside it, both served', async () => {
    const l = await listOf('/api/doctor/list?type=mhc&records=50');
    const pictures = new Set<string>();
    for (const d of l.result) {
      expect(d.profile_picture).toMatch(/\/raster\/doctor\/[a-z-]+\.png$/);
      expect(d.profile_picture_svg).toMatch(/\/doctor\/[a-z-]+\.svg$/);
      pictures.add(d.profile_picture_svg!);
    }
    expect(pictures.size).toBe(l.result.length);
    const d = l.result[0]!;
    for (const [url, type] of [
      [d.profile_picture!, 'image/png'],
      [d.profile_picture_svg!, 'image/svg+xml'],
    ] as const) {
      const res = await get(new URL(url).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(type);
    }
  });
});
