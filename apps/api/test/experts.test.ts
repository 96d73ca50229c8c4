import type { Appointment } from '@care/contracts/appointments/schemas';
import { kolkataInstant, WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { expertMessages as m } from '@care/contracts/experts/messages';
import type { Doctor, ExpertList, SlotData } from '@care/contracts/experts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, experts, patients, seedRuns } from '../src/db/schema/index.ts';
import {
  EXPERT_CREDENTIALS_SEED,
  nextWorkingDay,
  updateExpertCredentials,
} from '../src/modules/experts/seed.ts';
import { DEMO_EXPERT_IDS, expertsSeed, NO_REGISTRATION } from '../src/seed/content/experts.ts';
import { bearer, createTestApp, DEMO, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Experts: the list, search and filters, one expert, slots with their booked and past flags,
// and a patient's consultations with one expert.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const listOf = async (url: string) => expectEnvelope<ExpertList>(await get(url), 200).data;
const names = (l: ExpertList) => l.result.map((d) => `${d.fname} ${d.lname}`);
const mhcCount = expertsSeed.filter((e) => e.type === 'mhc').length;

describe('GET doctor/list and POST doctor/search', () => {
  it('lists one type, page 1 of 10 by default, in the spec shape', async () => {
    const l = await listOf('/api/doctor/list?type=MHC');
    expect(l.pagination).toEqual({ current_page: 1, total_records: mhcCount, records: 10 });
    expect(l.result.every((d) => d.type === 'mhc')).toBe(true);
    const ananya = l.result.find((d) => d._id === DEMO_EXPERT_IDS.ananyaIyer)!;
    expect(ananya).toMatchObject({
      salutation: { value: 'Ms.' },
      fname: 'Ananya',
      exprience: '2014-06-01',
      self_fee: 1500,
    });
    // Issue 19: a drawn portrait, as a PNG the phone apps can show.
    expect(ananya.profile_picture).toMatch(/\/raster\/doctor\/ananya-iyer\.png$/);
    expect(ananya.language).toContainEqual({ value: 'Tamil' });
    expect(ananya.years_of_experience).toBeGreaterThanOrEqual(12);
  });

  it('pages with the allowed sizes and refuses others', async () => {
    const small = await listOf('/api/doctor/list?type=gc&records=10&page=1');
    expect(small.result.length).toBeLessThanOrEqual(10);
    expect((await listOf('/api/doctor/list?type=mhc&records=25')).pagination.records).toBe(25);
    const past = expectEnvelope<ExpertList>(
      await get('/api/doctor/list?type=mhc&page=9'),
      200,
      m.noExperts,
    ).data;
    expect(past).toEqual({
      result: [],
      pagination: { current_page: 9, total_records: mhcCount, records: 10 },
    });
    expectEnvelope(await get('/api/doctor/list?type=mhc&records=7'), 400, m.recordsInvalid);
    expectEnvelope(await get('/api/doctor/list?type=mhc&page=0'), 400, m.pageInvalid);
    expectEnvelope(await get('/api/doctor/list?type=xyz'), 400, m.typeInvalid);
    expectEnvelope(await get('/api/doctor/list'), 400);
  });

  it('searches by name, speciality, concern and language, tolerating a typo', async () => {
    expect(names(await listOf('/api/doctor/list?type=mhc&query=Ananya'))[0]).toBe('Ananya Iyer');
    expect(names(await listOf('/api/doctor/list?type=gc&query=cancer'))).toEqual(['Arjun Nair']);
    const anxiety = names(await listOf('/api/doctor/list?type=mhc&query=anxiety'));
    const typo = names(await listOf('/api/doctor/list?type=mhc&query=anxeity'));
    expect(anxiety).toContain('Ananya Iyer');
    expect(typo.sort()).toEqual(anxiety.sort());
    expect(typo).not.toContain('Meera Krishnan');
    expect(names(await listOf('/api/doctor/list?type=mhc&query=bengali'))).toEqual(['Siddharth Bose']);
    expect(names(await listOf('/api/doctor/list?type=mhc&query=zzzqqq'))).toEqual([]);
  });

  it('filters by language, approach and (for MHC only) concern', async () => {
    expect(names(await listOf('/api/doctor/list?type=mhc&language=bengali'))).toEqual(['Siddharth Bose']);
    expect(names(await listOf('/api/doctor/list?type=mhc&concerns=grief-and-loss'))).toEqual([
      'Meera Krishnan',
    ]);
    const emdrOrCbt = names(await listOf('/api/doctor/list?type=mhc&expert_approaches=emdr,cbt'));
    expect(emdrOrCbt).toContain('Siddharth Bose');
    expect(emdrOrCbt).toContain('Ananya Iyer');
    // Concerns are not a GC filter: ignored there.
    const gcAll = await listOf('/api/doctor/list?type=gc');
    expect((await listOf('/api/doctor/list?type=gc&concerns=anxiety')).pagination.total_records).toBe(
      gcAll.pagination.total_records,
    );
  });

  it('takes the same search params in a POST body', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/doctor/search',
      payload: { type: 'mhc', query: 'perinatal', language: ['kannada'], page: 1, records: 10 },
    });
    expect(names(expectEnvelope<ExpertList>(res, 200).data)).toEqual(['Lakshmi Venkatesh']);
  });
});

describe('GET doctor/{id}', () => {
  it('answers the expert, and 404 for an unknown or malformed id', async () => {
    const d = expectEnvelope<Doctor>(
      await get(`/api/doctor/${DEMO_EXPERT_IDS.rohanMehta}`),
      200,
      m.detail,
    ).data;
    expect(d).toMatchObject({ fname: 'Rohan', type: 'gc', tier_1_fee: 2000, tier_2_fee: 1200 });
    expectEnvelope(await get('/api/doctor/7a1c0e52-3f1d-4f0b-9b61-000000000000'), 404, m.notFound);
    expectEnvelope(await get('/api/doctor/not-an-id'), 404, m.notFound);
  });
});

describe('GET schedule-timing/get-slot-by-day-and-date', () => {
  const ananya = expertsSeed.find((e) => e.id === DEMO_EXPERT_IDS.ananyaIyer)!;
  const slotUrl = (date: string, doctor = ananya.id, day = WEEKDAYS[weekdayOf(date)]) =>
    `/api/schedule-timing/get-slot-by-day-and-date?day=${day}&date=${date}&doctor_id=${doctor}`;
  const slotsOn = async (date: string, doctor?: string) =>
    expectEnvelope<SlotData>(await get(slotUrl(date, doctor)), 200).data.result.schedule_timing_slot[0]!
      .time_slots;

  it("answers the day's slots in HH:mm with booked and past flags", async () => {
    now = new Date();
    const day = nextWorkingDay(ananya, addDays(todayIso(now), 1));
    const slots = await slotsOn(day);
    expect(slots.map((s) => `${s.start_time}-${s.end_time}`)).toEqual([
      '10:00-10:45',
      '10:45-11:30',
      '11:30-12:15',
      '12:15-13:00',
    ]);
    expect(slots.every((s) => !s.booked && !s.past)).toBe(true);
  });

  it('refuses a wrong weekday, a malformed or far date, and an unknown expert', async () => {
    const day = nextWorkingDay(ananya, addDays(todayIso(now), 1));
    const wrongDay = WEEKDAYS[(weekdayOf(day) + 1) % 7];
    expectEnvelope(await get(slotUrl(day, ananya.id, wrongDay)), 400, m.dayMismatch);
    expectEnvelope(await get(slotUrl('2026-02-30', ananya.id, 'Monday')), 400, m.dateInvalid);
    expectEnvelope(await get(slotUrl('24-11-2026', ananya.id, 'Tuesday')), 400, m.dateInvalid);
    const far = addDays(todayIso(now), 90);
    expectEnvelope(await get(slotUrl(far)), 400, m.dateTooFar);
    expectEnvelope(await get(slotUrl(day, '7a1c0e52-3f1d-4f0b-9b61-000000000000')), 404, m.notFound);
    expectEnvelope(await get(slotUrl(day, 'nope')), 404, m.notFound);
  });

  it('answers no slots on a day the expert does not work', async () => {
    let date = addDays(todayIso(now), 1);
    while (ananya.schedules.some((s) => s.weekdays.includes(weekdayOf(date)))) date = addDays(date, 1);
    expect(await slotsOn(date)).toEqual([]);
  });

  it('marks a slot booked while a hold lasts and while confirmed, and free once the hold ran out', async () => {
    now = new Date();
    const date = nextWorkingDay(ananya, addDays(todayIso(now), 3));
    const [demo] = await t.app.deps.db.select().from(patients).where(eq(patients.phone, DEMO.phone));
    const base = {
      patientId: demo!.id,
      expertId: ananya.id,
      type: 'mhc',
      startsAt: kolkataInstant(date, '10:45'),
      endsAt: kolkataInstant(date, '11:30'),
    };
    const [hold] = await t.app.deps.db
      .insert(bookings)
      .values({ ...base, status: 'held', holdExpiresAt: new Date(now.getTime() + 10 * 60_000) })
      .returning();
    expect((await slotsOn(date)).map((s) => s.booked)).toEqual([false, true, false, false]);
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await slotsOn(date)).map((s) => s.booked)).toEqual([false, false, false, false]);
    await t.app.deps.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, hold!.id));
    await t.app.deps.db.insert(bookings).values({
      ...base,
      startsAt: kolkataInstant(date, '12:15'),
      endsAt: kolkataInstant(date, '13:00'),
      status: 'confirmed',
      holdExpiresAt: now,
    });
    expect((await slotsOn(date)).map((s) => s.booked)).toEqual([false, false, false, true]);
    now = new Date();
  });

  it("marks today's started slots past, and shows the seeded sold-out day all booked", async () => {
    const rohan = expertsSeed.find((e) => e.id === DEMO_EXPERT_IDS.rohanMehta)!;
    const soldOut = nextWorkingDay(rohan, addDays(todayIso(new Date()), 2));
    const slots = await slotsOn(soldOut, rohan.id);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.booked)).toBe(true);
    // Move the clock to 11:00 that day: the first four 30-minute slots have started.
    now = kolkataInstant(soldOut, '11:00');
    expect((await slotsOn(soldOut, rohan.id)).map((s) => s.past)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    // The next day, the whole sold-out day is past (and stays booked).
    now = kolkataInstant(addDays(soldOut, 1), '09:00');
    expect((await slotsOn(soldOut, rohan.id)).every((s) => s.past && s.booked)).toBe(true);
    now = new Date();
  });
});

describe("a patient's consultations with one expert", () => {
  it('lists only the signed-in patient’s confirmed ones, upcoming and past', async () => {
    now = new Date();
    const token = await t.signIn();
    const other = await t.registerPatient();
    // Imran has no seeded consultations with the demo patient.
    const imran = expertsSeed.find((e) => e.firstName === 'Imran')!;
    const [demo] = await t.app.deps.db.select().from(patients).where(eq(patients.phone, DEMO.phone));
    const at = (days: number, hhmm: string) => kolkataInstant(addDays(todayIso(now), days), hhmm);
    await t.app.deps.db.insert(bookings).values(
      [
        { startsAt: at(5, '18:00'), endsAt: at(5, '18:30'), status: 'confirmed' as const },
        { startsAt: at(-5, '18:00'), endsAt: at(-5, '18:30'), status: 'confirmed' as const },
        { startsAt: at(6, '18:00'), endsAt: at(6, '18:30'), status: 'expired' as const },
      ].map((b) => ({ ...b, patientId: demo!.id, expertId: imran.id, type: 'mhc', holdExpiresAt: now })),
    );

    const url = (when: string) => `/api/patient/${when}-bookings-by-doctor?doctor_id=${imran.id}`;
    const upcoming = expectEnvelope<Appointment[]>(await get(url('upcoming'), token), 200).data;
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]).toMatchObject({
      time_slot_start: '18:00',
      time_slot_end: '18:30',
      is_appointment_time_passed: false,
      is_can_cancel_appointment: true,
      patient_id: { name: { firstName: DEMO.firstName } },
      doctor_id: { fname: 'Imran' },
    });
    const past = expectEnvelope<Appointment[]>(await get(url('past'), token), 200).data;
    expect(past).toHaveLength(1);
    expect(past[0]!.is_appointment_time_passed).toBe(true);

    expect(expectEnvelope<Appointment[]>(await get(url('upcoming'), other.token), 200).data).toEqual([]);
    expect((await get(url('upcoming'))).statusCode).toBe(401);
    expectEnvelope(
      await get(`/api/patient/upcoming-bookings-by-doctor?doctor_id=nope`, token),
      404,
      m.notFound,
    );
  });
});

// The clinical review: an RCI number only for an RCI-recognised qualification, none for a
// counselling psychologist with an M.A. or M.Sc., and genetic counsellors' certification by the
// Board of Genetic Counseling, India as a credential, not a made-up registration number.
describe("experts' credentials", () => {
  const RCI_QUALIFICATION =
    /M\.Phil\. Clinical Psychology|Professional Diploma in Clinical Psychology|M\.Phil\. Psychiatric Social Work|Psy\.D/;
  const byName = (first: string) => expertsSeed.find((e) => e.firstName === first)!;
  const doctor = async (id: string) => expectEnvelope<Doctor>(await get(`/api/doctor/${id}`), 200).data;

  it('gives an RCI number only with an RCI-recognised qualification, and none to M.A. or M.Sc. counsellors', () => {
    for (const e of expertsSeed) {
      const at = `${e.firstName} ${e.lastName}: ${e.qualification}`;
      expect(e.registrationNo, at).not.toMatch(/BRGC/i);
      expect(e.registrationNo.trim(), at).toBe(e.registrationNo);
      if (e.registrationNo.startsWith('RCI')) expect(e.qualification, at).toMatch(RCI_QUALIFICATION);
      if (RCI_QUALIFICATION.test(e.qualification)) expect(e.registrationNo, at).toMatch(/^RCI A\d+$/);
      if (/^M\.(A|Sc)\. [^,;]*Psychology/.test(e.qualification) && !RCI_QUALIFICATION.test(e.qualification)) {
        expect(e.registrationNo, at).toBe(NO_REGISTRATION);
      }
      if (e.specialities.includes('Clinical Psychologist'))
        expect(e.qualification, at).toMatch(RCI_QUALIFICATION);
    }
    expect(byName('Meera').registrationNo).toBe(NO_REGISTRATION);
    expect(byName('Imran').registrationNo).toBe(NO_REGISTRATION);
    expect(byName('Ananya').registrationNo).toBe('RCI A45821');
  });

  it("writes genetic counsellors' certification by the Board of Genetic Counseling, India as a credential", async () => {
    for (const first of ['Sneha', 'Farah']) {
      const e = byName(first);
      expect(e.qualification).toMatch(/Certified by the Board of Genetic Counseling, India$/);
      expect(e.registrationNo).toBe(NO_REGISTRATION);
      const d = await doctor(e.id);
      expect(d.qualification).toBe(e.qualification);
      expect(d.registration_no).toBe('');
    }
    expect((await doctor(byName('Meera').id)).registration_no).toBe('');
    expect((await doctor(DEMO_EXPERT_IDS.rohanMehta)).registration_no).toBe('MMC 2009/04/1187');
  });

  it('corrects the credentials of experts seeded by an older version once, keeping ids and bookings', async () => {
    const db = t.app.deps.db;
    const log = { info: () => {} } as unknown as Parameters<typeof updateExpertCredentials>[1];
    const meera = byName('Meera');
    const sneha = byName('Sneha');
    const bookingsBefore = await db.$count(bookings);
    // The experts as experts-v1 left them.
    await db.delete(seedRuns).where(eq(seedRuns.name, EXPERT_CREDENTIALS_SEED));
    await db
      .update(experts)
      .set({ registrationNo: 'RCI A51203', tier1Fee: 125_000 })
      .where(eq(experts.id, meera.id));
    await db
      .update(experts)
      .set({
        qualification: 'M.Sc. Genetic Counselling',
        registrationNo: 'BRGC-GC-0219',
        searchText: 'ms. sneha kulkarni genetic counsellor m.sc. genetic counselling',
      })
      .where(eq(experts.id, sneha.id));

    expect(await updateExpertCredentials(db, log)).toBe(true);
    expect(await updateExpertCredentials(db, log)).toBe(false);

    expect(await doctor(meera.id)).toMatchObject({ registration_no: '', tier_1_fee: 1250 });
    expect(await doctor(sneha.id)).toMatchObject({ qualification: sneha.qualification, registration_no: '' });
    const all = await db.select({ registrationNo: experts.registrationNo }).from(experts);
    expect(all.filter((r) => /BRGC/.test(r.registrationNo))).toEqual([]);
    // The search text follows the qualification.
    expect(
      names(
        await listOf(`/api/doctor/list?type=gc&query=${encodeURIComponent('Board of Genetic Counseling')}`),
      ).sort(),
    ).toEqual(['Farah Siddiqui', 'Sneha Kulkarni']);
    expect(await db.$count(bookings)).toBe(bookingsBefore);
    await db
      .update(experts)
      .set({ tier1Fee: meera.fees.tier1 * 100 })
      .where(eq(experts.id, meera.id));
  });
});
