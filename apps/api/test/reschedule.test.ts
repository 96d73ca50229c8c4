import fs from 'node:fs';
import path from 'node:path';
import { bookingMessages } from '@care/contracts/booking/messages';
import { RESCHEDULE_POLICY } from '@care/contracts/booking/policy';
import { type RescheduleResult, rescheduleMessages as r } from '@care/contracts/booking/reschedule';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../src/adapters/email/email-sender.ts';
import { bookings, experts, scheduledMessages } from '../src/db/schema/index.ts';
import { sendDueMessages } from '../src/modules/reminders/send-due.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Rescheduling (issue 19): a confirmed consultation moves once to another free slot of the same
// expert, up to 24 hours before it starts, keeping its payment; the reminders follow it, the
// patient gets the new time with the same invite (UID) one SEQUENCE on, and the expert is told.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let day = 20;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://care.example' }, { clock });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date();
});

const HOUR = 3_600_000;
const emails = (): (EmailMessage & { at: string })[] => {
  const file = path.join(t.dataDir, 'email-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
};
const jobs = (bookingId: string) =>
  t.app.deps.db.select().from(scheduledMessages).where(eq(scheduledMessages.bookingId, bookingId));
const row = async (id: string) =>
  (await t.app.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const startOf = (s: ReturnType<typeof slotOf>) => kolkataInstant(s.date, s.time_slot_start);

/** A confirmed (free, by coupon) consultation in slot `first` of a working day of its own, and slot `second`. */
async function booked(first = 0, second = 3) {
  day += 3;
  const [p] = await makePatients(t, 1);
  const slot = slotOf(ananya, day, first);
  const res = await t.inject({
    method: 'POST',
    url: '/api/book-appointment?type=mhc',
    payload: bookingForm(slot, 'mhc', await tncId(t, 'mhc'), { coupon_code: 'FREECONSULT' }),
    remoteAddress: t.nextIp(),
    headers: bearer(p!.token),
  });
  const b = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
  expect(b.skip_payment).toBe(true);
  return {
    patient: p!,
    id: b.book_appointment_id,
    no: b.appointment_no!,
    slot,
    other: slotOf(ananya, day, second),
  };
}

function move(token: string, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/book-appointment/reschedule-book-appointment',
    payload,
    remoteAddress: t.nextIp(),
    headers: bearer(token),
  });
}
const to = (id: string, s: ReturnType<typeof slotOf>) => ({
  book_appointment_id: id,
  date: s.date,
  time_slot_start: s.time_slot_start,
  time_slot_end: s.time_slot_end,
});

async function details(id: string, token: string) {
  const res = await t.inject({ method: 'GET', url: `/api/book-appointment/${id}`, headers: bearer(token) });
  return expectEnvelope<{ result: Record<string, unknown> }>(res, 200).data.result;
}

async function slotList(s: ReturnType<typeof slotOf>) {
  const res = await t.inject({
    method: 'GET',
    url: `/api/schedule-timing/get-slot-by-day-and-date?day=${s.day}&date=${s.date}&doctor_id=${s.doctor_id}`,
  });
  const slots = expectEnvelope<{
    result: { schedule_timing_slot: { time_slots: { start_time: string; booked: boolean }[] }[] };
  }>(res, 200).data.result.schedule_timing_slot[0]!.time_slots;
  return (hhmm: string) => slots.find((x) => x.start_time === hhmm)!.booked;
}

describe('rescheduling an appointment', () => {
  it('moves it once, keeps its payment, frees the old slot, moves the reminders and tells both', async () => {
    const a = await booked();
    const before = await details(a.id, a.patient.token);
    expect(before.can_reschedule).toBe(true);
    expect(before.rescheduled_from).toBeNull();
    const paid = await row(a.id);
    await sendDueMessages(t.app.deps, t.app.log);

    const res = await move(a.patient.token, to(a.id, a.other));
    const moved = expectEnvelope<{ result: RescheduleResult }>(res, 200, r.done).data.result;
    expect(moved).toEqual({
      _id: a.id,
      appointment_no: a.no,
      date: a.other.date,
      time_slot_start: a.other.time_slot_start,
      time_slot_end: a.other.time_slot_end,
      rescheduled_from: startOf(a.slot).toISOString(),
    });

    const stored = await row(a.id);
    expect(stored.startsAt.toISOString()).toBe(startOf(a.other).toISOString());
    expect(stored.rescheduledFrom!.toISOString()).toBe(startOf(a.slot).toISOString());
    expect(stored.rescheduledAt).not.toBeNull();
    expect(stored.icsSequence).toBe(1);
    // The payment stays with it.
    expect(stored.status).toBe('confirmed');
    expect(stored.totalAmount).toBe(paid.totalAmount);
    expect(stored.couponId).toBe(paid.couponId);

    const after = await details(a.id, a.patient.token);
    expect(after.time_slot_start).toBe(a.other.time_slot_start);
    expect(after.rescheduled_from).toBe(startOf(a.slot).toISOString());
    expect(after.can_reschedule).toBe(false);

    // The old slot is free for others, the new one taken.
    const taken = await slotList(a.slot);
    expect(taken(a.slot.time_slot_start)).toBe(false);
    expect(taken(a.other.time_slot_start)).toBe(true);

    // The reminders are due before the new start; the patient's and the expert's messages now.
    const scheduled = await jobs(a.id);
    const due = (kind: string) => scheduled.find((j) => j.kind === kind)!;
    const start = startOf(a.other).getTime();
    expect(due('reminder_24h').dueAt.getTime()).toBe(start - 24 * HOUR);
    expect(due('reminder_1h').dueAt.getTime()).toBe(start - HOUR);
    expect(due('reminder_24h').status).toBe('pending');
    expect(due('rescheduled').status).toBe('pending');
    expect(due('expert_rescheduled').status).toBe('pending');

    await sendDueMessages(t.app.deps, t.app.log);
    const email = emails().find((m) => m.subject.startsWith(`Your consultation ${a.no} is now on`))!;
    expect(email).toBeDefined();
    const ics = email.attachments![0]!.content as string;
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${a.id}@appointments`);
    expect(ics).toContain('SEQUENCE:1');
    expect(email.text).toContain('intake form: https://care.example/');
    const texts = t.readOutbox().filter((m) => m.to === a.patient.phone && m.text.includes('has moved'));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(a.no);
    expect(texts[0]!.text).toMatch(/ IST/);
    const [expert] = await t.app.deps.db.select().from(experts).where(eq(experts.id, ananya.id));
    const told = t.readOutbox().filter((m) => m.to === expert!.mobileNumber && m.text.includes(a.no));
    expect(told.at(-1)!.text).toMatch(
      /has moved from .* to .*Join here: https:\/\/care\.example\/appointment\/meeting\//,
    );

    // The room follows the new time: shut at the old start, open at the new one.
    now = new Date(startOf(a.slot).getTime() + 60_000);
    expect((await details(a.id, a.patient.token)).is_can_join_room).toBe(false);
    now = new Date(startOf(a.other).getTime() + 60_000);
    expect((await details(a.id, a.patient.token)).is_can_join_room).toBe(true);
    now = new Date();

    // Once only.
    const again = await move(a.patient.token, to(a.id, a.slot));
    expectEnvelope(again, 409, r.already);
    expect((await row(a.id)).startsAt.toISOString()).toBe(startOf(a.other).toISOString());
  });

  it('refuses within 24 hours of the start, naming the rule', async () => {
    const a = await booked();
    now = new Date(startOf(a.slot).getTime() - 23 * HOUR);
    expect((await details(a.id, a.patient.token)).can_reschedule).toBe(false);
    expectEnvelope(await move(a.patient.token, to(a.id, a.other)), 409, r.tooLate);
    expect(r.tooLate).toContain('24 hours');
    expect(RESCHEDULE_POLICY).toContain('24 hours');
    expect((await row(a.id)).rescheduledAt).toBeNull();
  });

  it("another patient's or an unknown appointment is 404, and nothing changes", async () => {
    const a = await booked();
    const [other] = await makePatients(t, 1);
    expectEnvelope(await move(other!.token, to(a.id, a.other)), 404, r.notFound);
    expectEnvelope(
      await move(a.patient.token, to('00000000-0000-4000-8000-000000000000', a.other)),
      404,
      r.notFound,
    );
    expectEnvelope(await move(a.patient.token, to('not-an-id', a.other)), 404, r.notFound);
    const stored = await row(a.id);
    expect(stored.rescheduledAt).toBeNull();
    expect(stored.icsSequence).toBe(0);
  });

  it('malformed input is a 400 naming the problem, never a 500', async () => {
    const a = await booked();
    const base = to(a.id, a.other);
    expectEnvelope(
      await move(a.patient.token, { ...base, date: '2026-13-45' }),
      400,
      bookingMessages.dateInvalid,
    );
    expectEnvelope(
      await move(a.patient.token, { ...base, time_slot_start: '9am' }),
      400,
      bookingMessages.timeInvalid,
    );
    expectEnvelope(await move(a.patient.token, { ...base, book_appointment_id: '' }), 400, r.idRequired);
    expectEnvelope(
      await move(a.patient.token, { ...base, time_slot_start: '03:00', time_slot_end: '03:45' }),
      400,
      bookingMessages.slotNotOffered,
    );
    expectEnvelope(await move(a.patient.token, to(a.id, a.slot)), 400, r.sameSlot);
    const res = await t.inject({
      method: 'POST',
      url: '/api/book-appointment/reschedule-book-appointment',
      payload: '{"book_appointment_id":',
      headers: { ...bearer(a.patient.token), 'content-type': 'application/json' },
      remoteAddress: t.nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect((await row(a.id)).rescheduledAt).toBeNull();
  });

  it('a slot someone else holds or booked is a 409, and the appointment stays', async () => {
    const a = await booked();
    const [other] = await makePatients(t, 1);
    const hold = await t.inject({
      method: 'POST',
      url: '/api/book-appointment/hold',
      payload: {
        doctor_id: a.other.doctor_id,
        date: a.other.date,
        time_slot_start: a.other.time_slot_start,
        time_slot_end: a.other.time_slot_end,
      },
      remoteAddress: t.nextIp(),
      headers: bearer(other!.token),
    });
    expectEnvelope(hold, 200);
    expectEnvelope(await move(a.patient.token, to(a.id, a.other)), 409, r.slotTaken);
    const stored = await row(a.id);
    expect(stored.startsAt.toISOString()).toBe(startOf(a.slot).toISOString());
    expect(stored.rescheduledAt).toBeNull();
    // Once that hold has run out the slot is free to move to.
    now = new Date(now.getTime() + (t.app.deps.config.BOOKING_HOLD_MINUTES + 1) * 60_000);
    expectEnvelope(await move(a.patient.token, to(a.id, a.other)), 200, r.done);
  });

  it('a cancelled appointment cannot be moved', async () => {
    const a = await booked();
    const cancel = await t.inject({
      method: 'POST',
      url: '/api/book-appointment/cancel-book-appointment',
      payload: { book_appointment_id: a.id },
      remoteAddress: t.nextIp(),
      headers: bearer(a.patient.token),
    });
    expectEnvelope(cancel, 200);
    expect((await details(a.id, a.patient.token)).can_reschedule).toBe(false);
    expectEnvelope(await move(a.patient.token, to(a.id, a.other)), 409, r.notUpcoming);
  });

  it('a move to a slot less than 24 hours away drops the 24-hour reminder rather than sending it late', async () => {
    // Booked for that day's fourth slot; 25 hours before it, moved to the first (2h15 earlier).
    const a = await booked(3, 0);
    now = new Date(startOf(a.slot).getTime() - 25 * HOUR);
    expectEnvelope(await move(a.patient.token, to(a.id, a.other)), 200, r.done);
    const scheduled = await jobs(a.id);
    const start = startOf(a.other).getTime();
    expect(start - 24 * HOUR).toBeLessThan(now.getTime());
    expect(scheduled.find((j) => j.kind === 'reminder_24h')!.status).toBe('dropped');
    expect(scheduled.find((j) => j.kind === 'reminder_1h')!.dueAt.getTime()).toBe(start - HOUR);
    expect(scheduled.find((j) => j.kind === 'reminder_1h')!.status).toBe('pending');
  });
});
