import type { Appointment } from '@care/contracts/appointments/schemas';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { goodGc, goodMhcWithOurs } from '@care/contracts/intake/testing/intake-fixtures';
import type { MeetingState } from '@care/contracts/meeting/schemas';
import type { DoctorReport, ReportAccess } from '@care/contracts/reports/schemas';
import { INTAKE_FORM_TITLE } from '@care/contracts/staff/constants';
import { consultationMessages as cm, scheduleMessages as sm } from '@care/contracts/staff/messages';
import type {
  StaffAppointment,
  StaffAppointmentDetail,
  StaffIntake,
  StaffProfile,
} from '@care/contracts/staff/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, staffAccessLog } from '../src/db/schema/index.ts';
import {
  ananya,
  arrivedUpload,
  bookingForm,
  makePatients,
  rohan,
  slotOf,
  tncId,
} from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The expert's console (issue 21): the schedule and one appointment, the intake form (flagged,
// logged), links to shared files (logged), private notes (never on a patient route), the doctor
// report (typed or uploaded; the patient sees it and is texted), no-shows, the room ticket and the
// expert's own profile (patients see it at once). The clock is injected to stand at an
// appointment's start.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let mhcExpert: TestStaff;
let gcExpert: TestStaff;
const tnc: Record<'gc' | 'mhc', string> = { gc: '', mhc: '' };
let slotNo = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://care.example', PUBLIC_ANSWER_CACHE_MS: '60000' }, { clock });
  tnc.mhc = await tncId(t, 'mhc');
  tnc.gc = await tncId(t, 'gc');
  mhcExpert = await makeStaff(t, 'expert', { expertId: ananya.id, fullName: 'Ananya Iyer' });
  gcExpert = await makeStaff(t, 'expert', { expertId: rohan.id, fullName: 'Rohan Mehta' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date();
});

const staffCall = (s: TestStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    remoteAddress: t.nextIp(),
    headers: staffAuth(s),
  });
const patientCall = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    remoteAddress: t.nextIp(),
    headers: bearer(token),
  });

/** A confirmed, paid appointment of a new patient with the expert, 20 to 60 days ahead. */
async function paidAppointment(type: 'mhc' | 'gc' = 'mhc', over: Record<string, unknown> = {}) {
  slotNo += 1;
  const expert = type === 'mhc' ? ananya : rohan;
  const slot = slotOf(expert, 20 + 3 * Math.floor(slotNo / 4), slotNo % 4);
  const [patient] = await makePatients(t, 1);
  const res = await patientCall(
    patient!.token,
    'POST',
    `/api/book-appointment?type=${type}`,
    bookingForm(slot, type, tnc[type], over),
  );
  const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
  const paid = await t.inject({
    method: 'POST',
    url: '/api/payment/sandbox/checkout',
    payload: { order_id: r.razorpay_order_id, method: 'upi', outcome: 'pay' },
    remoteAddress: t.nextIp(),
  });
  expectEnvelope(paid, 200);
  return {
    patient: patient!,
    id: r.book_appointment_id,
    slot,
    start: kolkataInstant(slot.date, slot.time_slot_start),
    end: kolkataInstant(slot.date, slot.time_slot_end),
  };
}

const detail = async (s: TestStaff, id: string) =>
  expectEnvelope<StaffAppointmentDetail>(await staffCall(s, 'GET', `/api/staff/appointments/${id}`), 200)
    .data;
const logRows = (bookingId: string) =>
  t.app.deps.db.select().from(staffAccessLog).where(eq(staffAccessLog.bookingId, bookingId));
const accessHistory = async (token: string) =>
  expectEnvelope<ReportAccess[]>(await patientCall(token, 'GET', '/api/report/access-log'), 200).data;
const submitIntake = async (token: string, form: Record<string, unknown>) =>
  expectEnvelope(await patientCall(token, 'POST', '/api/patient-intake', form), 201);

describe('GET /api/staff/appointments', () => {
  it("lists the expert's kept and cancelled appointments in range with the patient's name, consultation, intake and file counts", async () => {
    const [sharer] = await makePatients(t, 1);
    const a = await paidAppointment('mhc', { full_name: 'Kavya Menon', fee_type: 'couple' });
    const range = `from=${a.slot.date}&to=${a.slot.date}`;
    const listed = async (s: TestStaff) =>
      expectEnvelope<StaffAppointment[]>(
        await staffCall(s, 'GET', `/api/staff/appointments?${range}`),
        200,
        sm.appointments,
      ).data;
    const row = (await listed(mhcExpert)).find((x) => x.id === a.id);
    expect(row).toMatchObject({
      appointment_no: expect.stringMatching(/^A-\d+$/),
      starts_at: a.start.toISOString(),
      ends_at: a.end.toISOString(),
      status: 'confirmed',
      type: 'mhc',
      consultation: 'couple',
      patient_name: 'Kavya Menon',
      intake: 'not_filled',
      shared_reports: 0,
      doctor_reports: 0,
    });
    // Another expert never sees it.
    expect((await listed(gcExpert)).some((x) => x.id === a.id)).toBe(false);

    await submitIntake(a.patient.token, { ...goodMhcWithOurs, book_appointment_id: a.id });
    expect((await listed(mhcExpert)).find((x) => x.id === a.id)!.intake).toBe('filled');

    // A booking held or awaiting payment is not an appointment yet.
    const slot = slotOf(ananya, 20 + 3 * Math.floor((slotNo + 1) / 4), (slotNo + 1) % 4);
    slotNo += 1;
    const pending = expectEnvelope<{ data: BookingResult }>(
      await patientCall(
        sharer!.token,
        'POST',
        '/api/book-appointment?type=mhc',
        bookingForm(slot, 'mhc', tnc.mhc),
      ),
      200,
    ).data.data;
    const from = `from=${addDays(todayIso(), 15)}&to=${addDays(todayIso(), 45)}`;
    const wide = expectEnvelope<StaffAppointment[]>(
      await staffCall(mhcExpert, 'GET', `/api/staff/appointments?${from}`),
      200,
    ).data;
    expect(wide.some((x) => x.id === pending.book_appointment_id)).toBe(false);
    expect(wide.some((x) => x.id === a.id)).toBe(true);
    expect(wide.every((x) => ['confirmed', 'completed', 'no_show', 'cancelled'].includes(x.status))).toBe(
      true,
    );
    // Reading the schedule is not logged (names and times, no clinical data).
    expect(await logRows(a.id)).toEqual([]);
  });

  it('counts the files shared at booking and refuses a range over 31 days, backwards or malformed', async () => {
    const [p] = await makePatients(t, 1);
    const key = await arrivedUpload(t, p!.id);
    slotNo += 1;
    const slot = slotOf(ananya, 20 + 3 * Math.floor(slotNo / 4), slotNo % 4);
    const booked = expectEnvelope<{ data: BookingResult }>(
      await patientCall(
        p!.token,
        'POST',
        '/api/book-appointment?type=mhc',
        bookingForm(slot, 'mhc', tnc.mhc, { file_path: [{ title: 'Thyroid report', file_path: key }] }),
      ),
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
    const list = expectEnvelope<StaffAppointment[]>(
      await staffCall(mhcExpert, 'GET', `/api/staff/appointments?from=${slot.date}&to=${slot.date}`),
      200,
    ).data;
    expect(list.find((x) => x.id === booked.book_appointment_id)).toMatchObject({
      shared_reports: 1,
      doctor_reports: 0,
    });

    const today = todayIso();
    for (const q of [`from=${today}&to=${addDays(today, 31)}`, `from=${addDays(today, 1)}&to=${today}`])
      expectEnvelope(await staffCall(mhcExpert, 'GET', `/api/staff/appointments?${q}`), 400, sm.rangeInvalid);
    expectEnvelope(
      await staffCall(mhcExpert, 'GET', `/api/staff/appointments?from=${today}&to=${addDays(today, 30)}`),
      200,
    );
    expectEnvelope(
      await staffCall(mhcExpert, 'GET', '/api/staff/appointments?from=27-11-2026&to=2026-11-28'),
      400,
      sm.dateInvalid,
    );
  });
});

describe('GET /api/staff/appointments/:id', () => {
  it('answers the appointment with its files, notes, room and no-show state; an unknown id is 404', async () => {
    const a = await paidAppointment();
    expect(await detail(mhcExpert, a.id)).toMatchObject({
      id: a.id,
      reports: [],
      private_notes: '',
      room_open: false,
      can_mark_no_show: false,
      can_write_report: false,
    });
    // The room opens 10 seconds before the start; a report may be sent from the start.
    now = new Date(a.start.getTime() - 5_000);
    expect(await detail(mhcExpert, a.id)).toMatchObject({ room_open: true, can_write_report: false });
    now = new Date(a.start.getTime() + 60_000);
    expect(await detail(mhcExpert, a.id)).toMatchObject({
      room_open: true,
      can_mark_no_show: false,
      can_write_report: true,
    });
    now = new Date(a.start.getTime() + 10 * 60_000);
    expect(await detail(mhcExpert, a.id)).toMatchObject({ room_open: true, can_mark_no_show: true });
    expectEnvelope(
      await staffCall(mhcExpert, 'GET', '/api/staff/appointments/5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1001'),
      404,
      sm.appointmentNotFound,
    );
    expectEnvelope(await staffCall(mhcExpert, 'GET', '/api/staff/appointments/not-a-uuid'), 400);
  });
});

describe('GET /api/staff/appointments/:id/intake', () => {
  it('is 404 until the form is filled (and logs nothing), then answers it in form order, logged once per read', async () => {
    const a = await paidAppointment();
    const url = `/api/staff/appointments/${a.id}/intake`;
    expectEnvelope(await staffCall(mhcExpert, 'GET', url), 404, cm.intakeNotFilled);
    expect(await logRows(a.id)).toEqual([]);

    await submitIntake(a.patient.token, {
      ...goodMhcWithOurs,
      book_appointment_id: a.id,
      pronouns: 'Her /Him',
      thoughts_of_harming_self_or_baby: 'Sometimes',
      recreational_drug_use: 'Weekly',
      drink_alcohol: 'Yes',
    });
    const intake = expectEnvelope<StaffIntake>(await staffCall(mhcExpert, 'GET', url), 200, cm.intake).data;
    expect(intake.consultation_type).toBe('mhc');
    expect(intake.items[0]).toEqual({ question: 'Name', answer: 'Meera Rao', flagged: false });
    const q = (start: string) => intake.items.find((i) => i.question.startsWith(start))!;
    expect(q('Pronouns').answer).toBe('He / Him');
    expect(q('In the past 7 days')).toMatchObject({ answer: 'Sometimes', flagged: true });
    expect(q('Recreational drug use')).toMatchObject({ answer: 'Weekly', flagged: true });
    // Pregnant or a baby in the last year and drinking: both answers flagged.
    expect(q('Do you drink alcohol?').flagged).toBe(true);
    expect(q('Are you pregnant').flagged).toBe(true);
    expect(q('Your sleep now').flagged).toBe(false);
    // A follow-up after a No is left out (the stored answer is empty).
    expect(intake.items.some((i) => i.question === 'When did they start?')).toBe(false);
    const order = intake.items.map((i) => i.question);
    expect(order.indexOf('Name')).toBeLessThan(order.indexOf('Gender'));
    expect(order.indexOf('Gender')).toBeLessThan(order.indexOf('What do you hope for from therapy?'));

    const rows = await logRows(a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: mhcExpert.id,
      staffRole: 'expert',
      staffName: 'Ananya Iyer',
      patientId: a.patient.id,
      what: 'intake_form',
      title: INTAKE_FORM_TITLE,
      reason: expect.stringMatching(/^Consultation A-\d+$/),
    });

    // The patient's access history says who opened it.
    const history = await accessHistory(a.patient.token);
    expect(history[0]).toMatchObject({
      subject: 'intake_form',
      title: INTAKE_FORM_TITLE,
      by: 'Ms. Ananya Iyer',
      kind: 'patient',
      file_path: '',
      text: 'Ms. Ananya Iyer, your counsellor, opened your intake form',
    });
    expectEnvelope(await staffCall(mhcExpert, 'GET', url), 200);
    expect(await logRows(a.id)).toHaveLength(2);
  });

  it("flags a GC referral reason that names a red flag (the fixture's raised-risk screen)", async () => {
    const a = await paidAppointment('gc');
    await submitIntake(a.patient.token, { ...goodGc, book_appointment_id: a.id });
    const intake = expectEnvelope<StaffIntake>(
      await staffCall(gcExpert, 'GET', `/api/staff/appointments/${a.id}/intake`),
      200,
    ).data;
    expect(intake.consultation_type).toBe('gc');
    expect(intake.items.map((i) => i.question)[0]).toBe('First name');
    expect(intake.items.find((i) => i.question === 'Reason for referral')).toMatchObject({
      answer: goodGc.referral_reason,
      flagged: true,
    });
    expect(intake.items.filter((i) => i.flagged)).toHaveLength(1);
  });
});

describe('GET /api/staff/appointments/:id/reports/:reportId/link', () => {
  it('hands a 5-minute link to a file the patient shared, logged with its title; an unknown report is 404', async () => {
    const [p] = await makePatients(t, 1);
    const key = await arrivedUpload(t, p!.id);
    await t.app.deps.storage.put(key, Buffer.from('%PDF-1.4\n%fixture\n'), 'application/pdf');
    slotNo += 1;
    const slot = slotOf(ananya, 20 + 3 * Math.floor(slotNo / 4), slotNo % 4);
    const booked = expectEnvelope<{ data: BookingResult }>(
      await patientCall(
        p!.token,
        'POST',
        '/api/book-appointment?type=mhc',
        bookingForm(slot, 'mhc', tnc.mhc, { file_path: [{ title: 'Anomaly scan', file_path: key }] }),
      ),
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
    const shared = (await detail(mhcExpert, id)).reports;
    expect(shared).toEqual([
      { id: expect.any(String), title: 'Anomaly scan', report_of: 'patient', added_at: expect.any(String) },
    ]);
    const link = expectEnvelope<{ url: string; expires_at: string; content_type: string }>(
      await staffCall(mhcExpert, 'GET', `/api/staff/appointments/${id}/reports/${shared[0]!.id}/link`),
      200,
      cm.reportLink,
    ).data;
    expect(link.content_type).toBe('application/pdf');
    expect(link.url).toMatch(/^https:\/\/care\.example\/api\/storage\/patient-report\//);
    expect(new Date(link.expires_at).getTime() - now.getTime()).toBe(5 * 60_000);
    const file = await t.inject({ method: 'GET', url: link.url.replace('https://care.example', '') });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
    expect(file.headers['cache-control']).toBe('no-store');
    const rows = await logRows(id);
    expect(rows.map((r) => [r.what, r.title])).toEqual([['report_file', 'Anomaly scan']]);
    // Fetching the link records no read of the patient's own.
    const history = await accessHistory(p!.token);
    expect(history.map((h) => h.text)).toEqual(['Ms. Ananya Iyer, your counsellor, opened a report']);

    expectEnvelope(
      await staffCall(mhcExpert, 'GET', `/api/staff/appointments/${id}/reports/${id}/link`),
      404,
      cm.reportNotFound,
    );
    expect(await logRows(id)).toHaveLength(1);
  });
});

describe('PUT /api/staff/appointments/:id/notes', () => {
  it('saves and replaces the private notes, which no patient route ever carries', async () => {
    const a = await paidAppointment();
    const url = `/api/staff/appointments/${a.id}/notes`;
    const secret = 'PRIVATE-NOTE-7f3a: worried about her sleep';
    expectEnvelope(
      await staffCall(mhcExpert, 'PUT', url, { private_notes: 'first draft' }),
      200,
      cm.notesSaved,
    );
    expect(
      expectEnvelope<{ private_notes: string }>(
        await staffCall(mhcExpert, 'PUT', url, { private_notes: secret }),
        200,
      ).data,
    ).toEqual({ private_notes: secret });
    expect((await detail(mhcExpert, a.id)).private_notes).toBe(secret);
    expectEnvelope(
      await staffCall(mhcExpert, 'PUT', url, { private_notes: 'x'.repeat(20_001) }),
      400,
      cm.notesTooLong,
    );

    // Every patient route that shows the appointment, before and after it, and the files.
    const seen: string[] = [];
    for (const at of [new Date(), new Date(a.end.getTime() + 60_000)]) {
      now = at;
      for (const url of [
        `/api/book-appointment/${a.id}`,
        '/api/patient/upcoming-appointments',
        '/api/patient/past-appointments',
        `/api/patient/upcoming-bookings-by-doctor?doctor_id=${ananya.id}`,
        `/api/patient/past-bookings-by-doctor?doctor_id=${ananya.id}`,
        '/api/report/list',
        '/api/report/list-by-doctor',
        '/api/report/access-log',
      ]) {
        const res = await patientCall(a.patient.token, 'GET', url);
        expect(res.statusCode, url).toBe(200);
        seen.push(res.body);
      }
      const room = await patientCall(a.patient.token, 'POST', '/api/meeting/join', {
        book_appointment_id: a.id,
      });
      seen.push(room.body);
    }
    expect(seen.some((body) => body.includes('PRIVATE-NOTE-7f3a'))).toBe(false);
    expect(seen.some((body) => body.includes('first draft'))).toBe(false);
  });
});

describe('POST /api/staff/appointments/:id/doctor-report', () => {
  it('writes a typed report to a PDF once the appointment has started; the patient sees it, opens it and is texted without health words', async () => {
    const a = await paidAppointment();
    const url = `/api/staff/appointments/${a.id}/doctor-report`;
    const body = {
      title: 'Session summary',
      text: 'We talked about sleep.\n\nPractise the breathing twice a day.',
    };
    expectEnvelope(await staffCall(mhcExpert, 'POST', url, body), 409, cm.doctorReportNotAllowed);

    now = new Date(a.start.getTime() + 30 * 60_000);
    const saved = expectEnvelope<StaffAppointmentDetail>(
      await staffCall(mhcExpert, 'POST', url, body),
      201,
      cm.doctorReportSaved,
    ).data;
    expect(saved.doctor_reports).toBe(1);
    expect(saved.reports).toEqual([
      { id: expect.any(String), title: 'Session summary', report_of: 'doctor', added_at: expect.any(String) },
    ]);

    // The patient's Doctor Report tab and the appointment's files.
    const listed = expectEnvelope<{ result: DoctorReport[] }>(
      await patientCall(a.patient.token, 'GET', '/api/report/list-by-doctor'),
      200,
    ).data.result;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      title: 'Session summary',
      doctor_name: 'Ms. Ananya Iyer',
      file_path: expect.stringMatching(new RegExp(`^doctor-report/${a.id}/[0-9a-f-]{36}\\.pdf$`)),
    });
    const appointment = expectEnvelope<{ result: Appointment }>(
      await patientCall(a.patient.token, 'GET', `/api/book-appointment/${a.id}`),
      200,
    ).data.result;
    expect(appointment.report).toEqual([
      { report_of: 'doctor', title: 'Session summary', file_path: listed[0]!.file_path },
    ]);

    // The file is a real PDF the patient can open through their own link.
    const link = expectEnvelope<{ url: string }>(
      await patientCall(
        a.patient.token,
        'GET',
        `/api/report/file-url?file_path=${encodeURIComponent(listed[0]!.file_path)}`,
      ),
      200,
    ).data;
    const pdf = await t.inject({ method: 'GET', url: link.url.replace('https://care.example', '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.includes(Buffer.from('DEMO'))).toBe(false);

    const texts = t.readOutbox().filter((m) => m.to === a.patient.phone && /report/.test(m.text));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(/^.+: a new report from your consultation A-\d+ is ready\./);
    expect(texts[0]!.text).not.toMatch(/counsel|mental|genetic|pregnan|test|condition|therapy|sleep/i);
  });

  it('takes an uploaded PDF of this appointment once, and refuses another appointment’s upload, a missing one, both sources and a picture', async () => {
    const a = await paidAppointment();
    const other = await paidAppointment();
    // Both have started (the other's upload is refused for not being its own, not for time).
    const started = new Date(Math.max(a.start.getTime(), other.start.getTime()) + 30 * 60_000);
    now = started;
    const upload = async (appointmentId: string, ext = 'pdf') =>
      staffCall(mhcExpert, 'POST', '/api/staff/uploads', {
        appointment_id: appointmentId,
        filename: 'summary.pdf',
        ext,
      });
    expectEnvelope(await upload(a.id, 'png'), 400, cm.doctorReportNotPdf);
    const signed = expectEnvelope<{ url: string; file_path: string; method: string }>(
      await upload(a.id),
      201,
      cm.uploadLink,
    ).data;
    expect(signed.file_path).toMatch(new RegExp(`^doctor-report/${a.id}/`));
    // The link is signed and claimed against real time (the upload row's own clock).
    now = new Date();
    const put = await t.inject({
      method: 'PUT',
      url: signed.url.replace('https://care.example', ''),
      payload: Buffer.from('%PDF-1.4\n%uploaded report\n'),
      headers: { 'content-type': 'application/pdf' },
      remoteAddress: t.nextIp(),
    });
    expect(put.statusCode, put.body).toBe(200);
    now = started;

    const url = (id: string) => `/api/staff/appointments/${id}/doctor-report`;
    expectEnvelope(
      await staffCall(mhcExpert, 'POST', url(a.id), {
        title: 'Letter',
        text: 'x',
        file_path: signed.file_path,
      }),
      400,
      cm.doctorReportOneSource,
    );
    expectEnvelope(
      await staffCall(mhcExpert, 'POST', url(a.id), { title: 'Letter' }),
      400,
      cm.doctorReportTextRequired,
    );
    expectEnvelope(
      await staffCall(mhcExpert, 'POST', url(other.id), { title: 'Letter', file_path: signed.file_path }),
      404,
      cm.doctorReportFileNotFound,
    );
    expectEnvelope(
      await staffCall(mhcExpert, 'POST', url(a.id), {
        title: 'Letter',
        file_path: `doctor-report/${a.id}/nope.pdf`,
      }),
      404,
      cm.doctorReportFileNotFound,
    );
    const saved = expectEnvelope<StaffAppointmentDetail>(
      await staffCall(mhcExpert, 'POST', url(a.id), {
        title: 'Referral letter',
        file_path: signed.file_path,
      }),
      201,
    ).data;
    expect(saved.reports.map((r) => [r.title, r.report_of])).toEqual([['Referral letter', 'doctor']]);
    expectEnvelope(
      await staffCall(mhcExpert, 'POST', url(a.id), { title: 'Again', file_path: signed.file_path }),
      409,
      cm.doctorReportFileShared,
    );
    expect((await detail(mhcExpert, other.id)).reports).toEqual([]);
  });

  it('refuses a cancelled appointment', async () => {
    const a = await paidAppointment();
    expectEnvelope(
      await patientCall(a.patient.token, 'POST', '/api/book-appointment/cancel-book-appointment', {
        book_appointment_id: a.id,
      }),
      200,
    );
    now = new Date(a.start.getTime() + 30 * 60_000);
    expect((await detail(mhcExpert, a.id)).can_write_report).toBe(false);
    expectEnvelope(
      await staffCall(mhcExpert, 'POST', `/api/staff/appointments/${a.id}/doctor-report`, {
        title: 'T',
        text: 'x',
      }),
      409,
      cm.doctorReportCancelled,
    );
    expectEnvelope(
      await staffCall(mhcExpert, 'POST', '/api/staff/uploads', {
        appointment_id: a.id,
        filename: 'a.pdf',
        ext: 'pdf',
      }),
      409,
      cm.doctorReportCancelled,
    );
    expect((await detail(mhcExpert, a.id)).status).toBe('cancelled');
  });
});

describe('POST /api/staff/appointments/:id/no-show', () => {
  const mark = (id: string) => staffCall(mhcExpert, 'POST', `/api/staff/appointments/${id}/no-show`);
  const statusOf = async (id: string) =>
    (await t.app.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;

  it('waits for the joining window to close (10 minutes after the start), then marks it once and closes the room', async () => {
    const a = await paidAppointment();
    now = new Date(a.start.getTime() + 10 * 60_000 - 1);
    expectEnvelope(await mark(a.id), 409, cm.noShowTooEarly);
    expect(await statusOf(a.id)).toBe('confirmed');
    now = new Date(a.start.getTime() + 10 * 60_000);
    const marked = expectEnvelope<StaffAppointmentDetail>(await mark(a.id), 200, cm.noShowMarked).data;
    expect(marked).toMatchObject({ status: 'no_show', can_mark_no_show: false, room_open: false });
    expectEnvelope(await mark(a.id), 409, cm.noShowNotAllowed);
    const room = expectEnvelope<MeetingState>(
      await patientCall(a.patient.token, 'POST', '/api/meeting/join', { book_appointment_id: a.id }),
      200,
    ).data;
    expect(room.state).toBe('ended');
  });

  it('refuses when the patient joined the room', async () => {
    const a = await paidAppointment();
    now = new Date(a.start.getTime() + 60_000);
    expectEnvelope(
      await patientCall(a.patient.token, 'POST', '/api/book-appointment/appointment-call-activity', {
        book_appointment_id: a.id,
        activity_type: 'joined',
      }),
      200,
    );
    now = new Date(a.start.getTime() + 20 * 60_000);
    expect((await detail(mhcExpert, a.id)).can_mark_no_show).toBe(false);
    expectEnvelope(await mark(a.id), 409, cm.noShowPatientJoined);
    expect(await statusOf(a.id)).toBe('confirmed');
  });
});

describe('POST /api/staff/appointments/:id/room', () => {
  it("answers the expert's room page in the room's window (the patient's room), 409 outside it", async () => {
    const a = await paidAppointment();
    const url = `/api/staff/appointments/${a.id}/room`;
    now = new Date(a.start.getTime() - 60_000);
    expectEnvelope(await staffCall(mhcExpert, 'POST', url), 409, cm.roomClosed);
    now = new Date(a.start.getTime() + 60_000);
    const ticket = expectEnvelope<{ room_url: string; expires_at: string }>(
      await staffCall(mhcExpert, 'POST', url),
      200,
      cm.room,
    ).data;
    expect(ticket.expires_at).toBe(a.end.toISOString());
    const address = new URL(ticket.room_url);
    expect(`${address.origin}${address.pathname}`).toBe(
      `https://care.example/appointment/meeting/${a.id}/expert`,
    );
    const joined = expectEnvelope<MeetingState>(
      await t.inject({
        method: 'POST',
        url: '/api/meeting/join',
        payload: { book_appointment_id: a.id, expert_token: address.searchParams.get('token') },
        remoteAddress: t.nextIp(),
      }),
      200,
    ).data;
    expect(joined).toMatchObject({ state: 'open', role: 'expert', self_name: 'Ms. Ananya Iyer' });
    now = new Date(a.end.getTime());
    expectEnvelope(await staffCall(mhcExpert, 'POST', url), 409, cm.roomClosed);
  });
});

describe('/api/staff/profile', () => {
  const listed = async () => {
    const res = await t.inject({ method: 'GET', url: '/api/doctor/list?type=mhc&page=1&records=50' });
    return expectEnvelope<{
      result: { _id: string; short_description: string; language: { value: string }[] }[];
    }>(res, 200).data.result.find((d) => d._id === ananya.id)!;
  };

  it("answers the expert's own profile and saves their words and common-master lists; patients see them at once", async () => {
    const before = expectEnvelope<StaffProfile>(
      await staffCall(mhcExpert, 'GET', '/api/staff/profile'),
      200,
      cm.profile,
    ).data;
    expect(before).toMatchObject({
      id: ananya.id,
      name: 'Ms. Ananya Iyer',
      type: 'mhc',
      languages: ananya.languages,
      approaches: ananya.approaches,
      concerns: ananya.concerns,
    });
    expect(before.profile_picture).toMatch(/\/media\/raster\/doctor\/.+\.png$/);
    // The public list is cached on this instance (60 s here); the save must drop it.
    expect((await listed()).short_description).toBe(ananya.shortDescription);

    const body = {
      short_description: 'Perinatal counsellor: calm, practical sessions.',
      description: 'I work with parents before and after birth.',
      languages: ['english', 'kannada'],
      approaches: ['cbt', 'act'],
      concerns: ['anxiety', 'perinatal-mood'],
      profile_picture: null,
    };
    const saved = expectEnvelope<StaffProfile>(
      await staffCall(mhcExpert, 'PUT', '/api/staff/profile', body),
      200,
      cm.profileSaved,
    ).data;
    expect(saved).toMatchObject({
      short_description: body.short_description,
      description: body.description,
      languages: body.languages,
      approaches: body.approaches,
      concerns: body.concerns,
      profile_picture: before.profile_picture,
    });
    const seen = await listed();
    expect(seen.short_description).toBe(body.short_description);
    expect(seen.language.map((l) => l.value)).toEqual(['English', 'Kannada']);
    // The search text follows: she is found by her new language.
    const found = await t.inject({
      method: 'GET',
      url: '/api/doctor/list?type=mhc&page=1&records=50&query=kannada',
    });
    expect(expectEnvelope<{ result: { _id: string }[] }>(found, 200).data.result.map((d) => d._id)).toContain(
      ananya.id,
    );

    for (const [over, message] of [
      [{ languages: ['klingon'] }, cm.languagesInvalid],
      [{ approaches: ['hypnosis'] }, cm.approachesInvalid],
      [{ concerns: ['ghosts'] }, cm.concernsInvalid],
      [{ profile_picture: 'doctor/someone-else.svg' }, cm.photoByUpload],
      [{ languages: [] }, 'Choose at least one language.'],
    ] as const)
      expectEnvelope(
        await staffCall(mhcExpert, 'PUT', '/api/staff/profile', { ...body, ...over }),
        400,
        message,
      );
    // Fees are not the expert's to change here: an extra field is not saved.
    expectEnvelope(await staffCall(mhcExpert, 'PUT', '/api/staff/profile', { ...body, self_fee: 1 }), 200);
    const fee = expectEnvelope<{ self_fee: number }>(
      await t.inject({ method: 'GET', url: `/api/doctor/${ananya.id}` }),
      200,
    ).data.self_fee;
    expect(fee).toBe(ananya.fees.self);

    // Put her profile back for the other tests of this file.
    expectEnvelope(
      await staffCall(mhcExpert, 'PUT', '/api/staff/profile', {
        short_description: ananya.shortDescription,
        description: ananya.description,
        languages: ananya.languages,
        approaches: ananya.approaches,
        concerns: ananya.concerns,
      }),
      200,
    );
  });

  it('lists concerns for counsellors only', async () => {
    const profile = expectEnvelope<StaffProfile>(
      await staffCall(gcExpert, 'GET', '/api/staff/profile'),
      200,
    ).data;
    expectEnvelope(
      await staffCall(gcExpert, 'PUT', '/api/staff/profile', {
        short_description: profile.short_description,
        description: profile.description,
        languages: profile.languages,
        approaches: profile.approaches,
        concerns: ['anxiety'],
      }),
      400,
      cm.concernsForCounsellors,
    );
  });
});
