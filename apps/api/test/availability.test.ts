import fs from 'node:fs';
import path from 'node:path';
import { bookingMessages as bm } from '@care/contracts/booking/messages';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataParts, WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays } from '@care/contracts/common/dates';
import type { TimeSlot } from '@care/contracts/experts/answers';
import {
  availabilityMessages as am,
  scheduleMessages,
  staffAuthMessages,
} from '@care/contracts/staff/messages';
import type { Availability } from '@care/contracts/staff/schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../src/adapters/email/email-sender.ts';
import { bookings, expertLeave, paymentOrders, refunds } from '../src/db/schema/index.ts';
import { slotStillOffered } from '../src/modules/booking/service.ts';
import { processRefunds } from '../src/modules/payments/index.ts';
import { sendDueMessages } from '../src/modules/reminders/send-due.ts';
import { expertsSeed } from '../src/seed/content/experts.ts';
import { bookingForm, makePatients, tncId } from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// An expert's hours from the console (issue 21) and what patients see of them: weekly windows with
// buffers, other zones (slots on the right Asia/Kolkata dates, across Kolkata's midnight and a
// daylight-saving change), date overrides, days off, every validation, the 409s that protect
// booked patients, and leave that cancels and refunds them and tells them. The public slot
// answers are cached here (as in production), so each check after a change also shows the change
// reaching patients at once. The clock is fixed (a January Monday, 10:00 IST) so the zones'
// offsets are known.

const T0 = new Date('2030-01-07T04:30:00Z');
let now = new Date(T0);
const clock = { now: () => now };
const day = (n: number) => addDays('2030-01-07', n);

let t: TestApp;
let tnc: string;
const byName = (first: string) => expertsSeed.find((e) => e.firstName === first)!;
// MHC experts with no seeded bookings ahead, each used by one part of this file.
const meera = byName('Meera');
const siddharth = byName('Siddharth');
const priya = byName('Priya');
const aarav = byName('Aarav');
const lakshmi = byName('Lakshmi');
const vikram = byName('Vikram');
const imran = byName('Imran');
const staff = new Map<string, TestStaff>();
const tokenOf = (e: { id: string }) => staff.get(e.id)!;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://care.example', PUBLIC_ANSWER_CACHE_MS: '60000' }, { clock });
  tnc = await tncId(t, 'mhc');
  for (const e of [meera, siddharth, priya, aarav, lakshmi, vikram, imran])
    staff.set(e.id, await makeStaff(t, 'expert', { expertId: e.id, fullName: e.firstName }));
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  who: { token: string },
  payload?: unknown,
) =>
  t.inject({
    method,
    url: `/api/staff/availability${url}`,
    headers: staffAuth(who),
    remoteAddress: t.nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const availability = async (who: { token: string }) =>
  expectEnvelope<Availability>(await call('GET', '', who), 200, am.availability).data;

interface Win {
  start_time: string;
  end_time: string;
  slot_minutes: number;
  buffer_minutes?: number;
}
const everyDay = (windows: Win[]) =>
  [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => windows.map((w) => ({ buffer_minutes: 0, ...w, weekday })));
const setWeekly = async (e: { id: string }, time_zone: string, weekly: object[]) =>
  expectEnvelope<Availability>(await call('PUT', '/weekly', tokenOf(e), { time_zone, weekly }), 200, am.saved)
    .data;

/** The public slot list of an expert on an Asia/Kolkata date (the patients' route). */
async function slotsOn(e: { id: string }, date: string): Promise<TimeSlot[]> {
  const res = await t.inject({
    method: 'GET',
    url: `/api/schedule-timing/get-slot-by-day-and-date?day=${WEEKDAYS[weekdayOf(date)]}&date=${date}&doctor_id=${e.id}`,
    remoteAddress: t.nextIp(),
  });
  return expectEnvelope<{ result: { schedule_timing_slot: { time_slots: TimeSlot[] }[] } }>(res, 200).data
    .result.schedule_timing_slot[0]!.time_slots;
}
const times = (slots: TimeSlot[]) => slots.map((s) => `${s.start_time}-${s.end_time}`);

const slotChoice = (e: { id: string }, date: string, start: string, end: string) => ({
  doctor_id: e.id,
  date,
  time_slot_start: start,
  time_slot_end: end,
  day: WEEKDAYS[weekdayOf(date)]!,
});
const patientPost = (url: string, payload: object, token: string) =>
  t.inject({ method: 'POST', url, payload, headers: bearer(token), remoteAddress: t.nextIp() });
const hold = (e: { id: string }, date: string, start: string, end: string, token: string) => {
  const { day: _, ...s } = slotChoice(e, date, start, end);
  return patientPost('/api/book-appointment/hold', s, token);
};
/** A booking by a new patient: free (FREECONSULT, confirmed at once), paid (sandbox), or left pending. */
async function booking(
  e: { id: string },
  date: string,
  start: string,
  end: string,
  how: 'free' | 'paid' | 'pending' = 'free',
) {
  const [p] = await makePatients(t, 1);
  const form = bookingForm(
    slotChoice(e, date, start, end),
    'mhc',
    tnc,
    how === 'free' ? { coupon_code: 'FREECONSULT' } : {},
  );
  const r = expectEnvelope<{ data: BookingResult }>(
    await patientPost('/api/book-appointment?type=mhc', form, p!.token),
    200,
  ).data.data;
  if (how === 'paid') await pay(r.razorpay_order_id!);
  return { patient: p!, id: r.book_appointment_id, no: r.appointment_no!, orderId: r.razorpay_order_id };
}
const pay = async (orderId: string) =>
  expectEnvelope(
    await t.inject({
      method: 'POST',
      url: '/api/payment/sandbox/checkout',
      payload: { order_id: orderId, method: 'upi', outcome: 'pay' },
      remoteAddress: t.nextIp(),
    }),
    200,
  );
const statusOf = async (id: string) =>
  (await t.app.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

/**
 * The instant of a wall-clock time in an IANA zone, by Intl (independent of the API's SQL): the
 * oracle the other-zone tests compare with.
 */
function zonedInstant(date: string, hhmm: string, zone: string): Date {
  const naive = Date.parse(`${date}T${hhmm}:00Z`);
  const offset = (at: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(at)
        .map((x) => [x.type, x.value]),
    );
    return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!) - at;
  };
  return new Date(naive - offset(naive - offset(naive)));
}

describe('who may edit availability', () => {
  it('needs a console session: none or a patient token is 401, operations and admin are 403', async () => {
    const none = await t.inject({ method: 'GET', url: '/api/staff/availability', remoteAddress: t.nextIp() });
    expectEnvelope(none, 401, staffAuthMessages.staffOnly);
    const [p] = await makePatients(t, 1);
    const patient = await t.inject({
      method: 'GET',
      url: '/api/staff/availability',
      headers: bearer(p!.token),
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(patient, 401, staffAuthMessages.sessionExpired);
    for (const role of ['operations', 'admin'] as const) {
      const other = await makeStaff(t, role);
      expectEnvelope(await call('GET', '', other), 403, staffAuthMessages.forbidden);
      expectEnvelope(
        await call('PUT', '/weekly', other, { time_zone: 'Asia/Kolkata', weekly: [] }),
        403,
        staffAuthMessages.forbidden,
      );
      expectEnvelope(await call('POST', '/leave', other, { starts_on: day(3), ends_on: day(3) }), 403);
    }
  });

  it("answers the expert's own zone and seeded weekly hours", async () => {
    const a = await availability(tokenOf(meera));
    expect(a.time_zone).toBe('Asia/Kolkata');
    expect(a.weekly.length).toBeGreaterThan(0);
    expect(a.weekly[0]).toMatchObject({ buffer_minutes: 0 });
    expect(a.overrides).toEqual([]);
    expect(a.leave).toEqual([]);
  });
});

describe('weekly hours', () => {
  it('become exactly the slots patients see, buffers between them, at once', async () => {
    const date = day(8);
    // Seen (and cached) before the change: the seeded hours (none on this weekday).
    expect(times(await slotsOn(meera, date))).not.toContain('09:00-09:45');
    const saved = await setWeekly(
      meera,
      'Asia/Kolkata',
      everyDay([
        { start_time: '09:00', end_time: '11:45', slot_minutes: 45, buffer_minutes: 15 },
        { start_time: '14:00', end_time: '15:00', slot_minutes: 30 },
      ]),
    );
    expect(saved.weekly.filter((w) => w.weekday === weekdayOf(date))).toEqual([
      {
        weekday: weekdayOf(date),
        start_time: '09:00',
        end_time: '11:45',
        slot_minutes: 45,
        buffer_minutes: 15,
      },
      {
        weekday: weekdayOf(date),
        start_time: '14:00',
        end_time: '15:00',
        slot_minutes: 30,
        buffer_minutes: 0,
      },
    ]);
    expect(times(await slotsOn(meera, date))).toEqual([
      '09:00-09:45',
      '10:00-10:45',
      '11:00-11:45',
      '14:00-14:30',
      '14:30-15:00',
    ]);
    const [p] = await makePatients(t, 1);
    expectEnvelope(await hold(meera, date, '10:00', '10:45', p!.token), 200);
    // A time in the buffer, or off the grid, is not a slot.
    expectEnvelope(await hold(meera, date, '09:45', '10:30', p!.token), 400, bm.slotNotOffered);
    expectEnvelope(await hold(meera, date, '09:00', '10:00', p!.token), 400, bm.slotNotOffered);
    expect((await slotsOn(meera, date)).find((s) => s.start_time === '10:00')!.booked).toBe(true);
  });

  it('a window may end at midnight', async () => {
    await setWeekly(
      vikram,
      'Asia/Kolkata',
      everyDay([{ start_time: '22:00', end_time: '24:00', slot_minutes: 60 }]),
    );
    expect((await availability(tokenOf(vikram))).weekly[0]).toMatchObject({
      start_time: '22:00',
      end_time: '24:00',
    });
    expect(times(await slotsOn(vikram, day(30)))).toEqual(['22:00-23:00', '23:00-00:00']);
    const b = await booking(vikram, day(30), '23:00', '00:00');
    expect(await statusOf(b.id)).toBe('confirmed');
  });

  it('in London, give slots on the right Kolkata dates, a window running over Kolkata midnight', async () => {
    const date = day(2); // Wednesday 9 January 2030; London is on GMT (+00:00), Kolkata +05:30.
    await setWeekly(
      siddharth,
      'Europe/London',
      everyDay([{ start_time: '18:00', end_time: '22:00', slot_minutes: 60 }]),
    );
    // London 18:00 (Wednesday) is 23:30 IST the same day; 19:00-21:00 London of Tuesday are the
    // small hours of Wednesday in Kolkata.
    expect(times(await slotsOn(siddharth, date))).toEqual([
      '00:30-01:30',
      '01:30-02:30',
      '02:30-03:30',
      '23:30-00:30',
    ]);
    // The same through Intl, for every date of the week.
    for (let i = 1; i <= 7; i++) {
      const d = day(i);
      const expected: string[] = [];
      for (const local of [addDays(d, -1), d, addDays(d, 1)])
        for (const h of ['18:00', '19:00', '20:00', '21:00']) {
          const at = zonedInstant(local, h, 'Europe/London');
          if (kolkataParts(at).date === d)
            expected.push(
              `${kolkataParts(at).time}-${kolkataParts(new Date(at.getTime() + 3_600_000)).time}`,
            );
        }
      expect(times(await slotsOn(siddharth, d))).toEqual(expected.sort());
    }
    // The slot over midnight is booked as listed, and ends on the next date.
    const b = await booking(siddharth, date, '23:30', '00:30');
    const row = (await t.app.deps.db.select().from(bookings).where(eq(bookings.id, b.id)))[0]!;
    expect(row.startsAt.toISOString()).toBe('2030-01-09T18:00:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2030-01-09T19:00:00.000Z');
    expect((await slotsOn(siddharth, date)).find((s) => s.start_time === '23:30')!.booked).toBe(true);
  });

  it("in New York, read the weekday in the expert's zone", async () => {
    // Wednesdays only: 09:00-12:00 New York (EST, -05:00) is 19:30-22:30 IST Wednesday; 20:00-22:00
    // New York is 06:30-08:30 IST Thursday.
    await setWeekly(lakshmi, 'America/New_York', [
      { weekday: 3, start_time: '09:00', end_time: '12:00', slot_minutes: 60, buffer_minutes: 0 },
      { weekday: 3, start_time: '20:00', end_time: '22:00', slot_minutes: 60, buffer_minutes: 0 },
    ]);
    expect(times(await slotsOn(lakshmi, day(1)))).toEqual([]);
    expect(times(await slotsOn(lakshmi, day(2)))).toEqual(['19:30-20:30', '20:30-21:30', '21:30-22:30']);
    expect(times(await slotsOn(lakshmi, day(3)))).toEqual(['06:30-07:30', '07:30-08:30']);
    const b = await booking(lakshmi, day(3), '06:30', '07:30');
    expect(await statusOf(b.id)).toBe('confirmed');
  });

  it('skip a local time that does not exist when clocks go forward', async () => {
    now = new Date('2030-03-20T04:30:00Z');
    try {
      // London moves from 01:00 GMT to 02:00 BST on Sunday 31 March 2030.
      expectEnvelope(
        await call('PUT', '/overrides/2030-03-31', tokenOf(siddharth), {
          windows: [{ start_time: '00:00', end_time: '03:00', slot_minutes: 60 }],
        }),
        200,
        am.overrideSaved,
      );
      // 00:00 GMT = 05:30 IST; 01:00 does not exist; 02:00 BST = 01:00 UTC = 06:30 IST. The
      // small hours before are Saturday evening's weekly slots in London (19:00-21:00 GMT): the
      // override replaces its own date only.
      expect(times(await slotsOn(siddharth, '2030-03-31'))).toEqual([
        '00:30-01:30',
        '01:30-02:30',
        '02:30-03:30',
        '05:30-06:30',
        '06:30-07:30',
      ]);
    } finally {
      now = new Date(T0);
    }
  });

  it('that leave a confirmed appointment out are refused with the list, and nothing changes', async () => {
    await setWeekly(
      meera,
      'Asia/Kolkata',
      everyDay([{ start_time: '09:00', end_time: '12:00', slot_minutes: 60 }]),
    );
    const kept = await booking(meera, day(10), '10:00', '11:00');
    const [p] = await makePatients(t, 1);
    expectEnvelope(await hold(meera, day(11), '11:00', '12:00', p!.token), 200);
    const before = await availability(tokenOf(meera));
    const res = await call('PUT', '/weekly', tokenOf(meera), {
      time_zone: 'Asia/Kolkata',
      weekly: everyDay([{ start_time: '14:00', end_time: '16:00', slot_minutes: 60, buffer_minutes: 0 }]),
    });
    const body = expectEnvelope<{ affected: { id: string; status: string; appointment_no: string }[] }>(
      res,
      409,
      am.bookedInWindow,
    );
    expect(body.data.affected).toEqual([
      expect.objectContaining({
        id: kept.id,
        appointment_no: kept.no,
        status: 'confirmed',
        patient_name: 'Ananya Sharma',
      }),
    ]);
    expect(await availability(tokenOf(meera))).toEqual(before);
    expect(times(await slotsOn(meera, day(10)))).toEqual(['09:00-10:00', '10:00-11:00', '11:00-12:00']);

    // Hours that still hold it (another grid) are saved; the hold outside them is withdrawn.
    await setWeekly(
      meera,
      'Asia/Kolkata',
      everyDay([{ start_time: '09:30', end_time: '11:00', slot_minutes: 30 }]),
    );
    expect(await statusOf(kept.id)).toBe('confirmed');
    const held = await t.app.deps.db.select().from(bookings).where(eq(bookings.patientId, p!.id));
    expect(held.map((b) => b.status)).toEqual(['expired']);
    // Moving zone would move the appointment outside: refused too.
    expectEnvelope(
      await call('PUT', '/weekly', tokenOf(meera), {
        time_zone: 'Europe/London',
        weekly: everyDay([{ start_time: '09:30', end_time: '11:00', slot_minutes: 30, buffer_minutes: 0 }]),
      }),
      409,
      am.bookedInWindow,
    );
  });
});

describe('date overrides', () => {
  it("replace the weekday's hours for one date; none is a day off; removing one restores the week", async () => {
    await setWeekly(
      priya,
      'Asia/Kolkata',
      everyDay([{ start_time: '09:00', end_time: '12:00', slot_minutes: 60 }]),
    );
    const x = day(8);
    const y = day(9);
    expect(times(await slotsOn(priya, x))).toEqual(['09:00-10:00', '10:00-11:00', '11:00-12:00']);
    const saved = expectEnvelope<Availability>(
      await call('PUT', `/overrides/${x}`, tokenOf(priya), {
        windows: [{ start_time: '15:00', end_time: '17:00', slot_minutes: 30 }],
      }),
      200,
      am.overrideSaved,
    ).data;
    expect(saved.overrides).toEqual([
      { date: x, windows: [{ start_time: '15:00', end_time: '17:00', slot_minutes: 30, buffer_minutes: 0 }] },
    ]);
    expect(times(await slotsOn(priya, x))).toEqual([
      '15:00-15:30',
      '15:30-16:00',
      '16:00-16:30',
      '16:30-17:00',
    ]);
    expect(times(await slotsOn(priya, addDays(x, 7)))).toEqual(['09:00-10:00', '10:00-11:00', '11:00-12:00']);

    expectEnvelope(
      await call('PUT', `/overrides/${y}`, tokenOf(priya), { windows: [] }),
      200,
      am.overrideSaved,
    );
    expect(await slotsOn(priya, y)).toEqual([]);
    expect((await availability(tokenOf(priya))).overrides).toEqual([
      saved.overrides[0],
      { date: y, windows: [] },
    ]);
    // A day off then hours again: the hours replace the day off.
    expectEnvelope(
      await call('PUT', `/overrides/${y}`, tokenOf(priya), {
        windows: [{ start_time: '10:00', end_time: '11:00', slot_minutes: 60 }],
      }),
      200,
    );
    expect(times(await slotsOn(priya, y))).toEqual(['10:00-11:00']);

    const back = expectEnvelope<Availability>(
      await call('DELETE', `/overrides/${x}`, tokenOf(priya)),
      200,
      am.overrideRemoved,
    ).data;
    expect(back.overrides.map((o) => o.date)).toEqual([y]);
    expect(times(await slotsOn(priya, x))).toEqual(['09:00-10:00', '10:00-11:00', '11:00-12:00']);
  });

  it('refuse a past date, and a change that leaves a confirmed appointment out', async () => {
    expectEnvelope(
      await call('PUT', `/overrides/${day(-1)}`, tokenOf(priya), { windows: [] }),
      400,
      am.datePast,
    );
    expectEnvelope(await call('DELETE', `/overrides/${day(-1)}`, tokenOf(priya)), 400, am.datePast);
    expectEnvelope(
      await call('PUT', `/overrides/${day(400)}`, tokenOf(priya), { windows: [] }),
      400,
      am.dateTooFar,
    );
    const b = await booking(priya, day(12), '09:00', '10:00');
    const res = await call('PUT', `/overrides/${day(12)}`, tokenOf(priya), { windows: [] });
    expect(
      expectEnvelope<{ affected: { id: string }[] }>(res, 409, am.bookedInWindow).data.affected.map(
        (a) => a.id,
      ),
    ).toEqual([b.id]);
    expect(times(await slotsOn(priya, day(12)))).toEqual(['09:00-10:00', '10:00-11:00', '11:00-12:00']);
    expect(await statusOf(b.id)).toBe('confirmed');
  });
});

describe('validation', () => {
  const weekly = (windows: object[], time_zone = 'Asia/Kolkata') => ({ time_zone, weekly: windows });
  const w = (over: object = {}) => ({
    weekday: 1,
    start_time: '09:00',
    end_time: '12:00',
    slot_minutes: 60,
    buffer_minutes: 0,
    ...over,
  });

  it('answers each problem with its own message, and changes nothing', async () => {
    const who = tokenOf(imran);
    const before = await availability(who);
    const cases: [object, string][] = [
      [weekly([w()], 'Mars/Olympus'), am.zoneInvalid],
      [weekly([w()], '+05:30'), am.zoneInvalid],
      [weekly([w()], ''), am.zoneInvalid],
      [weekly([w({ start_time: '25:00' })]), am.timeInvalid],
      [weekly([w({ start_time: '24:00', end_time: '24:00' })]), am.timeInvalid],
      [weekly([w({ start_time: '12:00', end_time: '09:00' })]), am.endBeforeStart],
      [weekly([w({ end_time: '09:00' })]), am.endBeforeStart],
      [weekly([w(), w({ start_time: '11:00', end_time: '13:00' })]), am.overlap],
      [weekly([w({ slot_minutes: 45, buffer_minutes: 15 })]), am.notDivisible],
      [weekly([w({ end_time: '09:30' })]), am.notDivisible],
      [weekly([w({ slot_minutes: 25 })]), am.slotLengthInvalid],
      [weekly([w({ buffer_minutes: 61 })]), am.bufferInvalid],
      [weekly([w({ weekday: 7 })]), am.weekdayInvalid],
      [
        weekly(
          Array.from({ length: 7 }, (_, i) =>
            w({ start_time: `0${i}:00`, end_time: `0${i}:30`, slot_minutes: 30 }),
          ),
        ),
        am.tooManyWindows,
      ],
    ];
    for (const [body, message] of cases)
      expectEnvelope(await call('PUT', '/weekly', who, body), 400, message);
    // Windows that touch, or overlap on different days, are fine (checked without saving them).
    for (const [body, message] of [
      [
        {
          windows: [
            w({ start_time: '10:00', end_time: '11:00' }),
            w({ start_time: '10:30', end_time: '11:30' }),
          ],
        },
        am.overlap,
      ],
      [{ windows: [w({ slot_minutes: 90, buffer_minutes: 0, end_time: '11:00' })] }, am.notDivisible],
    ] as const)
      expectEnvelope(await call('PUT', `/overrides/${day(5)}`, who, body), 400, message);
    expectEnvelope(
      await call('PUT', '/overrides/2030-02-30', who, { windows: [] }),
      400,
      scheduleMessages.dateInvalid,
    );
    expect(await availability(who)).toEqual(before);
  });

  it('accepts windows that touch, and the same hours on two weekdays', async () => {
    const saved = await setWeekly(imran, 'Asia/Kolkata', [
      w(),
      w({ start_time: '12:00', end_time: '13:00' }),
      w({ weekday: 2 }),
    ]);
    expect(saved.weekly).toHaveLength(3);
  });

  it('refuses leave in the past, ending before it starts, or too far ahead', async () => {
    const who = tokenOf(aarav);
    expectEnvelope(
      await call('POST', '/leave', who, { starts_on: day(-1), ends_on: day(1) }),
      400,
      am.leaveInPast,
    );
    expectEnvelope(
      await call('POST', '/leave', who, { starts_on: day(3), ends_on: day(2) }),
      400,
      am.leaveEndBeforeStart,
    );
    expectEnvelope(
      await call('POST', '/leave', who, { starts_on: day(3), ends_on: day(366) }),
      400,
      am.leaveTooFar,
    );
    expectEnvelope(
      await call('POST', '/leave/preview', who, { starts_on: day(-2), ends_on: day(-1) }),
      400,
      am.leaveInPast,
    );
    expect((await availability(who)).leave).toEqual([]);
  });
});

describe('leave', () => {
  const L = day(14);
  const emails = (): (EmailMessage & { at: string })[] => {
    const file = path.join(t.dataDir, 'email-outbox.jsonl');
    if (!fs.existsSync(file)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  };

  it('over booked time: listed, refused without consent, then cancels, refunds and tells each patient', async () => {
    await setWeekly(
      aarav,
      'Asia/Kolkata',
      everyDay([{ start_time: '09:00', end_time: '13:00', slot_minutes: 60 }]),
    );
    const who = tokenOf(aarav);
    const pending = await booking(aarav, L, '09:00', '10:00', 'pending');
    const paid = await booking(aarav, L, '10:00', '11:00', 'paid');
    const free = await booking(aarav, L, '11:00', '12:00', 'free');
    const [holder] = await makePatients(t, 1);
    const held = expectEnvelope<{ _id: string }>(await hold(aarav, L, '12:00', '13:00', holder!.token), 200)
      .data._id;
    const other = await booking(aarav, day(15), '10:00', '11:00', 'free');
    expect(await statusOf(paid.id)).toBe('confirmed');
    expect(await statusOf(pending.id)).toBe('pending');

    const listed = [
      { id: pending.id, status: 'pending' },
      { id: paid.id, status: 'confirmed' },
      { id: free.id, status: 'confirmed' },
      { id: held, status: 'held' },
    ];
    const preview = expectEnvelope<{ affected: { id: string; status: string; starts_at: string }[] }>(
      await call('POST', '/leave/preview', who, { starts_on: L, ends_on: L }),
      200,
      am.leavePreview,
    ).data.affected;
    expect(preview.map(({ id, status }) => ({ id, status }))).toEqual(listed);
    expect(preview[1]!.starts_at).toBe(new Date(`${L}T10:00:00+05:30`).toISOString());

    const refused = await call('POST', '/leave', who, { starts_on: L, ends_on: L, reason: 'Conference' });
    expect(
      expectEnvelope<{ affected: { id: string; status: string }[] }>(
        refused,
        409,
        am.leaveHasAppointments,
      ).data.affected.map(({ id, status }) => ({ id, status })),
    ).toEqual(listed);
    expect(await statusOf(paid.id)).toBe('confirmed');
    expect((await availability(who)).leave).toEqual([]);
    expect(times(await slotsOn(aarav, L))).toHaveLength(4);

    const saved = expectEnvelope<{
      leave: { id: string; starts_on: string; reason: string };
      cancelled: { id: string; status: string }[];
    }>(
      await call('POST', '/leave', who, {
        starts_on: L,
        ends_on: L,
        reason: 'Conference',
        cancel_booked: true,
      }),
      200,
      am.leaveSavedWithCancellations,
    ).data;
    expect(saved.leave).toMatchObject({ starts_on: L, ends_on: L, reason: 'Conference' });
    expect(saved.cancelled.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: pending.id, status: 'expired' },
      { id: paid.id, status: 'cancelled' },
      { id: free.id, status: 'cancelled' },
      { id: held, status: 'expired' },
    ]);
    expect(await statusOf(paid.id)).toBe('cancelled');
    expect(await statusOf(free.id)).toBe('cancelled');
    expect(await statusOf(pending.id)).toBe('expired');
    expect(await statusOf(held)).toBe('expired');
    expect(await statusOf(other.id)).toBe('confirmed');

    // The paid one's refund: written once, made once by the provider.
    const db = t.app.deps.db;
    await processRefunds(t.app.deps, t.app.log);
    await processRefunds(t.app.deps, t.app.log);
    const paidRefunds = await db.select().from(refunds).where(eq(refunds.bookingId, paid.id));
    expect(paidRefunds).toHaveLength(1);
    expect(paidRefunds[0]).toMatchObject({ reason: 'cancelled', status: 'refunded' });
    expect(
      (await db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, paid.id)))[0]!.status,
    ).toBe('refunded');
    expect(
      await db
        .select()
        .from(refunds)
        .where(inArray(refunds.bookingId, [free.id, held])),
    ).toEqual([]);

    // Patients see no slot that day, and cannot book or hold one.
    expect(await slotsOn(aarav, L)).toEqual([]);
    const [late] = await makePatients(t, 1);
    expectEnvelope(await hold(aarav, L, '10:00', '11:00', late!.token), 409, bm.slotNoLongerOffered);
    expectEnvelope(
      await patientPost(
        '/api/book-appointment?type=mhc',
        bookingForm(slotChoice(aarav, L, '11:00', '12:00'), 'mhc', tnc, { coupon_code: 'FREECONSULT' }),
        late!.token,
      ),
      409,
      bm.slotNoLongerOffered,
    );

    // A claim that checked the slot before the leave and reaches its transaction after it is
    // refused there, under the expert row's lock.
    const at = new Date(`${L}T10:00:00+05:30`);
    await expect(
      t.app.deps.db.transaction((tx) =>
        slotStillOffered(tx, aarav.id, at, new Date(at.getTime() + 3_600_000)),
      ),
    ).rejects.toMatchObject({ statusCode: 409, publicMessage: bm.slotNoLongerOffered });
    const dayAfter = new Date(at.getTime() + 86_400_000);
    await t.app.deps.db.transaction((tx) =>
      slotStillOffered(tx, aarav.id, dayAfter, new Date(dayAfter.getTime() + 3_600_000)),
    );

    // A payment that still arrives for the withdrawn pending booking goes back.
    await pay(pending.orderId!);
    expect(await statusOf(pending.id)).toBe('expired');
    expect((await db.select().from(refunds).where(eq(refunds.bookingId, pending.id)))[0]).toMatchObject({
      reason: 'slot_withdrawn',
    });

    // Each cancelled patient is told once, by text and e-mail, with the expert's page to book
    // again, and no word about anyone's health.
    await sendDueMessages(t.app.deps, t.app.log);
    await sendDueMessages(t.app.deps, t.app.log);
    for (const b of [paid, free]) {
      const texts = t.readOutbox().filter((m) => m.to === b.patient.phone && m.text.includes(b.no));
      const cancellations = texts.filter((m) => m.text.includes('cancelled'));
      expect(cancellations).toHaveLength(1);
      const text = cancellations[0]!.text;
      expect(text).toContain(`https://care.example/doctor-detail?id=${aarav.id}`);
      expect(text).toContain('refunded');
      expect(text).not.toMatch(/counsel|genetic|mental|pregnan|therap|health|psych|conference/i);
      const mail = emails().filter((m) => m.subject === `Your consultation ${b.no} is cancelled`);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain(`https://care.example/doctor-detail?id=${aarav.id}`);
      expect(mail[0]!.attachments![0]!.content).toContain('METHOD:CANCEL');
      expect(`${mail[0]!.subject} ${mail[0]!.text}`).not.toMatch(
        /counsel|genetic|mental|pregnan|therap|health|conference/i,
      );
    }

    expect((await availability(who)).leave).toEqual([saved.leave]);
  });

  it('over free days saves at once; overlapping leave is 409; an override inside leave is 409', async () => {
    const who = tokenOf(aarav);
    const first = expectEnvelope<{ leave: { id: string }; cancelled: unknown[] }>(
      await call('POST', '/leave', who, { starts_on: day(20), ends_on: day(22) }),
      200,
      am.leaveSaved,
    ).data;
    expect(first.cancelled).toEqual([]);
    for (const d of [day(20), day(21), day(22)]) expect(await slotsOn(aarav, d)).toEqual([]);
    expect(times(await slotsOn(aarav, day(23)))).toHaveLength(4);
    expectEnvelope(
      await call('POST', '/leave', who, { starts_on: day(22), ends_on: day(24) }),
      409,
      am.leaveOverlap,
    );
    expectEnvelope(
      await call('POST', '/leave', who, { starts_on: day(18), ends_on: day(20) }),
      409,
      am.leaveOverlap,
    );
    expectEnvelope(await call('PUT', `/overrides/${day(21)}`, who, { windows: [] }), 409, am.overrideInLeave);
  });

  it("is removed only by its own expert: another expert's id or an unknown one is 404 and changes nothing", async () => {
    const who = tokenOf(aarav);
    const leave = (await availability(who)).leave.find((l) => l.starts_on === day(20))!;
    expectEnvelope(await call('DELETE', `/leave/${leave.id}`, tokenOf(meera)), 404, am.leaveNotFound);
    expectEnvelope(
      await call('DELETE', '/leave/0b7e0c6e-9f0e-4f51-8d7a-2b3c4d5e6f70', who),
      404,
      am.leaveNotFound,
    );
    expect((await availability(who)).leave.map((l) => l.id)).toContain(leave.id);
    expect(await slotsOn(aarav, day(21))).toEqual([]);

    const after = expectEnvelope<Availability>(
      await call('DELETE', `/leave/${leave.id}`, who),
      200,
      am.leaveRemoved,
    ).data;
    expect(after.leave.map((l) => l.id)).not.toContain(leave.id);
    expect(times(await slotsOn(aarav, day(21)))).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '12:00-13:00',
    ]);
  });

  it('is listed from today on: leave that has ended is not', async () => {
    await t.app.deps.db
      .insert(expertLeave)
      .values({ expertId: aarav.id, startsOn: day(-10), endsOn: day(-8), reason: 'Earlier' });
    expect((await availability(tokenOf(aarav))).leave.map((l) => l.reason)).not.toContain('Earlier');
  });
});
