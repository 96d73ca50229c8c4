import type { BookingResult } from '@care/contracts/booking/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema/index.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Issue 19's booking calls: the appointment's invite to download, the intake link for the
// success dialog, the people booked for before, and what a coupon is worth.

let t: TestApp;
let slotNo = 0;
const freshSlot = () => {
  slotNo += 1;
  return slotOf(ananya, 30 + 3 * Math.floor(slotNo / 4), slotNo % 4);
};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://care.example' });
  // FREECONSULT is once per patient; these tests book one patient several times.
  await t.app.deps.db
    .insert(coupons)
    .values({ code: 'TRUSTFREE', discountType: 'percent', discountValue: 100, description: 'test' });
});
afterAll(async () => {
  await t?.close();
});

/** A confirmed (free, by coupon) booking of the patient. */
async function book(token: string, over: Record<string, unknown> = {}) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/book-appointment?type=mhc',
    payload: bookingForm(freshSlot(), 'mhc', await tncId(t, 'mhc'), { coupon_code: 'TRUSTFREE', ...over }),
    remoteAddress: t.nextIp(),
    headers: bearer(token),
  });
  return expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
}

const someoneElse = (name: string, phone: string) => ({
  some_one_else: true,
  full_name: name,
  gender: 'male',
  dob: '1960-05-02',
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  phone,
});

describe('GET /api/patient/appointment-calendar', () => {
  it("answers the patient's confirmed appointment as a text/calendar attachment with its UID and SEQUENCE", async () => {
    const [p] = await makePatients(t, 1);
    const r = await book(p!.token);
    const res = await t.inject({
      method: 'GET',
      url: `/api/patient/appointment-calendar?id=${r.book_appointment_id}`,
      headers: bearer(p!.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="appointment-${r.appointment_no}.ics"`,
    );
    const ics = res.body.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${r.book_appointment_id}@appointments`);
    expect(ics).toMatch(/\r\nSEQUENCE:0\r\n/);
    expect(ics).toContain(`SUMMARY:Lilac Genomics & Care video consultation ${r.appointment_no}`);
    expect(ics).toContain(`https://care.example/appointment-details?id=${r.book_appointment_id}`);
  });

  it("another patient's appointment is not found; without a token 401; a malformed id 404 or 400", async () => {
    const [p, q] = await makePatients(t, 2);
    const r = await book(p!.token);
    const other = await t.inject({
      method: 'GET',
      url: `/api/patient/appointment-calendar?id=${r.book_appointment_id}`,
      headers: bearer(q!.token),
    });
    expectEnvelope(other, 404);
    expect(other.body).not.toContain('BEGIN:VCALENDAR');
    const anon = await t.inject({
      method: 'GET',
      url: `/api/patient/appointment-calendar?id=${r.book_appointment_id}`,
    });
    expectEnvelope(anon, 401);
    const junk = await t.inject({
      method: 'GET',
      url: '/api/patient/appointment-calendar?id=not-a-booking',
      headers: bearer(p!.token),
    });
    expectEnvelope(junk, 404);
    const missing = await t.inject({
      method: 'GET',
      url: '/api/patient/appointment-calendar',
      headers: bearer(p!.token),
    });
    expectEnvelope(missing, 400);
  });
});

describe('POST /api/patient/appointment-intake-link', () => {
  it('issues a capability link to the intake form that opens it; not for another patient', async () => {
    const [p, q] = await makePatients(t, 2);
    const r = await book(p!.token);
    const res = await t.inject({
      method: 'POST',
      url: '/api/patient/appointment-intake-link',
      payload: { book_appointment_id: r.book_appointment_id },
      headers: bearer(p!.token),
    });
    const link = expectEnvelope<{ intake_link: string }>(res, 200).data.intake_link;
    expect(link).toMatch(/^https:\/\/care\.example\/patient-intake-form\/[A-Za-z0-9_-]{43}$/);
    expect(link).not.toContain(r.book_appointment_id);
    const token = link.split('/').pop()!;
    const form = await t.inject({
      method: 'GET',
      url: `/api/book-appointment/get-patient-detail-for-intake-form/${token}`,
    });
    expect(form.statusCode).toBe(200);

    const other = await t.inject({
      method: 'POST',
      url: '/api/patient/appointment-intake-link',
      payload: { book_appointment_id: r.book_appointment_id },
      headers: bearer(q!.token),
    });
    expectEnvelope(other, 404);
  });
});

describe('GET /api/patient/family-members', () => {
  it('lists the distinct people the patient booked for as someone else, newest first, and no one else’s', async () => {
    const [p, q] = await makePatients(t, 2);
    await book(p!.token, someoneElse('Ravi Kumar', '9812345670'));
    await book(p!.token, someoneElse('Lata Devi', '9812345671'));
    await book(p!.token, someoneElse('Ravi Kumar', '9812345670')); // the same person again
    await book(p!.token); // herself: not a family member
    await book(q!.token, someoneElse('Someone Private', '9812345672'));

    const res = await t.inject({
      method: 'GET',
      url: '/api/patient/family-members',
      headers: bearer(p!.token),
    });
    const people = expectEnvelope<
      { full_name: string; gender: string; dob: string; phone: string; email: string }[]
    >(res, 200).data;
    expect(people.map((x) => x.full_name)).toEqual(['Ravi Kumar', 'Lata Devi']);
    expect(people[0]).toEqual({
      full_name: 'Ravi Kumar',
      gender: 'male',
      dob: '1960-05-02',
      phone: '9812345670',
      email: 'ravikumar@example.com',
    });

    const none = await t.inject({
      method: 'GET',
      url: '/api/patient/family-members',
      headers: bearer((await makePatients(t, 1))[0]!.token),
    });
    expect(expectEnvelope<unknown[]>(none, 200).data).toEqual([]);
    expectEnvelope(await t.inject({ method: 'GET', url: '/api/patient/family-members' }), 401);
  });
});

describe('POST /api/coupon/validation', () => {
  it("says a flat coupon's worth beside what it takes off", async () => {
    const [p] = await makePatients(t, 1);
    const res = await t.inject({
      method: 'POST',
      url: '/api/coupon/validation',
      payload: { coupon_code: 'WELCOME100', doctor_id: ananya.id, type: 'mhc', fee_type: 'self' },
      headers: bearer(p!.token),
      remoteAddress: t.nextIp(),
    });
    const r = expectEnvelope<{ coupon_value: number | null; discount: number; coupon_kind: string }>(
      res,
      200,
    ).data;
    expect(r.coupon_value).toBe(100);
    expect(r.coupon_kind).toBe('coupon');
    expect(r.discount).toBe(100);
  });
});
