import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { commonMessages } from '@care/contracts/common/messages';
import { goodMhcWithOurs } from '@care/contracts/intake/testing/intake-fixtures';
import type { ReportAccess } from '@care/contracts/reports/schemas';
import {
  consultationMessages as cm,
  scheduleMessages as sm,
  staffAuthMessages,
} from '@care/contracts/staff/messages';
import type { StaffAppointment, StaffAppointmentDetail } from '@care/contracts/staff/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingReports,
  bookings,
  consultationNotes,
  experts,
  outboxMessages,
  staffAccessLog,
  uploads,
} from '../src/db/schema/index.ts';
import { expertsSeed } from '../src/seed/content/experts.ts';
import {
  ananya,
  arrivedUpload,
  bookingForm,
  makePatients,
  slotOf,
  tncId,
} from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Broken object-level authorisation across the console (issue 21), as a table: two experts and
// two patients, each patient with a confirmed appointment (intake filled, a file shared) with
// their own expert. Expert A on expert B's appointment, intake, file link, notes, report, upload,
// no-show and room is 404 (as a missing id would be), changes nothing and logs nothing. Patients'
// tokens do not open staff routes, staff tokens do not open patients' routes, and the admin and
// operations roles, which hold none of these permissions, are 403 on every one.

const vikram = expertsSeed.find((e) => e.firstName === 'Vikram')!;

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let expertA: TestStaff;
let expertB: TestStaff;
let admin: TestStaff;
let operations: TestStaff;

interface Side {
  patient: { id: string; token: string; phone: string };
  id: string;
  reportId: string;
  start: Date;
}
let sideA: Side;
let sideB: Side;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://care.example' }, { clock });
  const tnc = await tncId(t, 'mhc');
  expertA = await makeStaff(t, 'expert', { expertId: ananya.id, fullName: 'Ananya Iyer' });
  expertB = await makeStaff(t, 'expert', { expertId: vikram.id, fullName: 'Vikram Rao' });
  admin = await makeStaff(t, 'admin', { fullName: 'Asha Admin' });
  operations = await makeStaff(t, 'operations', { fullName: 'Omar Ops' });

  const book = async (expert: typeof ananya, daysAhead: number): Promise<Side> => {
    const [patient] = await makePatients(t, 1);
    const key = await arrivedUpload(t, patient!.id);
    const slot = slotOf(expert, daysAhead);
    const booked = expectEnvelope<{ data: BookingResult }>(
      await t.inject({
        method: 'POST',
        url: '/api/book-appointment?type=mhc',
        payload: bookingForm(slot, 'mhc', tnc, { file_path: [{ title: 'Shared scan', file_path: key }] }),
        remoteAddress: t.nextIp(),
        headers: bearer(patient!.token),
      }),
      200,
    ).data.data;
    expectEnvelope(
      await t.inject({
        method: 'POST',
        url: '/api/payment/sandbox/checkout',
        payload: { order_id: booked.razorpay_order_id, method: 'upi', outcome: 'pay' },
        remoteAddress: t.nextIp(),
      }),
      200,
    );
    const id = booked.book_appointment_id;
    expectEnvelope(
      await t.inject({
        method: 'POST',
        url: '/api/patient-intake',
        payload: { ...goodMhcWithOurs, book_appointment_id: id },
        remoteAddress: t.nextIp(),
        headers: bearer(patient!.token),
      }),
      201,
    );
    const [report] = await t.app.deps.db
      .select()
      .from(bookingReports)
      .where(eq(bookingReports.bookingId, id));
    return {
      patient: patient!,
      id,
      reportId: report!.id,
      start: kolkataInstant(slot.date, slot.time_slot_start),
    };
  };
  sideA = await book(ananya, 25);
  sideB = await book(vikram, 25);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  // Past both starts (and the no-show window), inside both rooms: only ownership can refuse.
  now = new Date(Math.max(sideA.start.getTime(), sideB.start.getTime()) + 20 * 60_000);
});

type Method = 'GET' | 'POST' | 'PUT';
interface StaffRoute {
  name: string;
  method: Method;
  url: (own: Side, other: Side) => string;
  body?: (own: Side, other: Side) => object;
}

/** Every consultation route, aimed by `url`/`body` at the other expert's appointment. */
const onOthers: StaffRoute[] = [
  { name: 'appointment', method: 'GET', url: (_, o) => `/api/staff/appointments/${o.id}` },
  { name: 'intake', method: 'GET', url: (_, o) => `/api/staff/appointments/${o.id}/intake` },
  {
    name: 'report link',
    method: 'GET',
    url: (_, o) => `/api/staff/appointments/${o.id}/reports/${o.reportId}/link`,
  },
  {
    name: 'notes',
    method: 'PUT',
    url: (_, o) => `/api/staff/appointments/${o.id}/notes`,
    body: () => ({ private_notes: 'not mine to write' }),
  },
  {
    name: 'doctor report',
    method: 'POST',
    url: (_, o) => `/api/staff/appointments/${o.id}/doctor-report`,
    body: () => ({ title: 'Not mine', text: 'Not mine to write.' }),
  },
  {
    name: 'upload',
    method: 'POST',
    url: () => '/api/staff/uploads',
    body: (_, o) => ({ appointment_id: o.id, filename: 'x.pdf', ext: 'pdf' }),
  },
  { name: 'no-show', method: 'POST', url: (_, o) => `/api/staff/appointments/${o.id}/no-show` },
  { name: 'room', method: 'POST', url: (_, o) => `/api/staff/appointments/${o.id}/room` },
];

/** Every staff route of this module (aimed at the caller's own appointment where it takes one). */
const everyRoute: StaffRoute[] = [
  { name: 'schedule', method: 'GET', url: () => '/api/staff/appointments?from=2026-01-01&to=2026-01-31' },
  ...onOthers,
  { name: 'profile', method: 'GET', url: () => '/api/staff/profile' },
  {
    name: 'profile save',
    method: 'PUT',
    url: () => '/api/staff/profile',
    body: () => ({
      short_description: 'x',
      description: 'y',
      languages: ['english'],
      approaches: [],
      concerns: [],
    }),
  },
];

const call = (route: StaffRoute, headers: Record<string, string>, own: Side, other: Side) =>
  t.inject({
    method: route.method,
    url: route.url(own, other),
    ...(route.body ? { payload: route.body(own, other) } : {}),
    remoteAddress: t.nextIp(),
    headers,
  });

/** Everything an expert's request could change or record about both appointments. */
async function footprint() {
  const db = t.app.deps.db;
  const ids = [sideA.id, sideB.id];
  const count = async (table: typeof staffAccessLog | typeof consultationNotes | typeof uploads) =>
    (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n;
  return {
    statuses: (
      await db.select({ id: bookings.id, s: bookings.status }).from(bookings).where(inArray(bookings.id, ids))
    )
      .map((r) => `${r.id}:${r.s}`)
      .sort(),
    files: (
      await db
        .select({ id: bookingReports.id })
        .from(bookingReports)
        .where(inArray(bookingReports.bookingId, ids))
    ).length,
    log: await count(staffAccessLog),
    notes: await count(consultationNotes),
    uploads: await count(uploads),
    texts: (
      await db.select().from(outboxMessages).where(eq(outboxMessages.purpose, 'consultation.report_ready'))
    ).length,
  };
}

describe("an expert on another expert's appointment", () => {
  it.each(onOthers.map((r) => [r.name, r] as const))(
    '%s: 404 as if it did not exist, nothing changed, nothing logged',
    async (_name, route) => {
      const before = await footprint();
      expect(before.log).toBe(0);
      for (const [who, own, other] of [
        [expertA, sideA, sideB],
        [expertB, sideB, sideA],
      ] as const)
        expectEnvelope(await call(route, staffAuth(who), own, other), 404, sm.appointmentNotFound);
      expect(await footprint()).toEqual(before);
    },
  );

  it("a file of another expert's appointment named on one's own is not found either", async () => {
    const before = await footprint();
    expectEnvelope(
      await t.inject({
        method: 'GET',
        url: `/api/staff/appointments/${sideA.id}/reports/${sideB.reportId}/link`,
        remoteAddress: t.nextIp(),
        headers: staffAuth(expertA),
      }),
      404,
      cm.reportNotFound,
    );
    expect(await footprint()).toEqual(before);
  });

  it("the schedule lists only the expert's own", async () => {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const from = day(new Date(Math.min(sideA.start.getTime(), sideB.start.getTime()) - 86_400_000));
    const to = day(new Date(Math.max(sideA.start.getTime(), sideB.start.getTime()) + 86_400_000));
    const listed = async (who: TestStaff) =>
      expectEnvelope<StaffAppointment[]>(
        await t.inject({
          method: 'GET',
          url: `/api/staff/appointments?from=${from}&to=${to}`,
          remoteAddress: t.nextIp(),
          headers: staffAuth(who),
        }),
        200,
      ).data.map((a) => a.id);
    expect(await listed(expertA)).toContain(sideA.id);
    expect(await listed(expertA)).not.toContain(sideB.id);
    expect(await listed(expertB)).toContain(sideB.id);
    expect(await listed(expertB)).not.toContain(sideA.id);
  });

  it('while each expert reaches their own (the refusals above are ownership, not time or state)', async () => {
    // Inside B's own room: the two experts' first slots that day may start hours apart (their
    // weekly hours differ by weekday), so 20 minutes past the later start can be past B's end.
    now = new Date(sideB.start.getTime() + 20 * 60_000);
    const own = await t.inject({
      method: 'GET',
      url: `/api/staff/appointments/${sideB.id}`,
      remoteAddress: t.nextIp(),
      headers: staffAuth(expertB),
    });
    const detail = expectEnvelope<StaffAppointmentDetail>(own, 200).data;
    expect(detail).toMatchObject({
      room_open: true,
      can_mark_no_show: true,
      intake: 'filled',
      shared_reports: 1,
    });
    expectEnvelope(
      await t.inject({
        method: 'GET',
        url: `/api/staff/appointments/${sideB.id}/intake`,
        remoteAddress: t.nextIp(),
        headers: staffAuth(expertB),
      }),
      200,
    );
    // Only B's patient hears of it: "…, your counsellor, opened your intake form".
    const history = async (token: string) =>
      expectEnvelope<ReportAccess[]>(
        await t.inject({
          method: 'GET',
          url: '/api/report/access-log',
          remoteAddress: t.nextIp(),
          headers: bearer(token),
        }),
        200,
      ).data;
    const [e] = await t.app.deps.db.select().from(experts).where(eq(experts.id, vikram.id));
    expect((await history(sideB.patient.token)).map((h) => h.text)).toEqual([
      `${e!.salutation} ${e!.firstName} ${e!.lastName}, your counsellor, opened your intake form`,
    ]);
    expect(await history(sideA.patient.token)).toEqual([]);
  });
});

describe('the wrong kind of caller', () => {
  it.each(everyRoute.map((r) => [r.name, r] as const))(
    "%s: a patient's token, or none, is 401",
    async (_name, route) => {
      expectEnvelope(
        await call(route, bearer(sideA.patient.token), sideA, sideA),
        401,
        staffAuthMessages.sessionExpired,
      );
      expectEnvelope(await call(route, {}, sideA, sideA), 401, staffAuthMessages.staffOnly);
    },
  );

  it.each(everyRoute.map((r) => [r.name, r] as const))(
    '%s: the admin and operations roles are 403 (their roles hold no consultation permission)',
    async (_name, route) => {
      const before = await footprint();
      for (const who of [admin, operations])
        expectEnvelope(await call(route, staffAuth(who), sideA, sideA), 403, staffAuthMessages.forbidden);
      expect(await footprint()).toEqual(before);
    },
  );

  it.each([
    ['GET', '/api/report/list'],
    ['GET', '/api/report/list-by-doctor'],
    ['GET', '/api/report/access-log'],
    ['GET', '/api/report/get-test-reports'],
    ['GET', '/api/patient/upcoming-appointments'],
    ['GET', '/api/patient/past-appointments'],
    ['GET', '/api/book-appointment/A'],
    ['POST', '/api/book-appointment/cancel-book-appointment'],
  ] as const)("%s %s: an expert's console token is 401", async (method, path) => {
    const url = path.replace('/A', `/${sideA.id}`);
    const res = await t.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { book_appointment_id: sideA.id } } : {}),
      remoteAddress: t.nextIp(),
      headers: staffAuth(expertA),
    });
    expectEnvelope(res, 401, commonMessages.sessionExpired);
  });
});
