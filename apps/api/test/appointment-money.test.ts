import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import type { Appointment } from '@care/contracts/appointments/schemas';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { goodMhc } from '@care/contracts/intake/testing/intake-fixtures';
import { GST_EXEMPT_LINE } from '@care/contracts/payments/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, coupons, receiptCounter, receipts } from '../src/db/schema/index.ts';
import { taxLine } from '../src/modules/appointments/receipt.ts';
import { issueReceipt } from '../src/modules/payments/index.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Issue 19: an appointment's money (what was paid, how, the coupon or gift, refunds), its
// receipt PDF (numbered in one unbroken series, issued once per booking however many ask at
// once), the patient's own review on a past appointment, and the intake form's link on an
// upcoming one. PGlite, and PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let tnc: string;
const used = new Set<string>();
/** A slot of Ananya's (20 to 58 days ahead: the demo's bookings are sooner) that no other test here uses. */
function freshSlot() {
  for (let day = 20; day <= 58; day += 1)
    for (let i = 0; i < 4; i += 1) {
      const slot = slotOf(ananya, day, i);
      const key = `${slot.date} ${slot.time_slot_start}`;
      if (used.has(key)) continue;
      used.add(key);
      return slot;
    }
  throw new Error('no free slot left for this test file');
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  tnc = await tncId(t, 'mhc');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date();
});

const post = (url: string, payload: unknown, token: string) =>
  t.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: t.nextIp(),
    headers: bearer(token),
  });
const get = (url: string, token?: string) =>
  t.inject({ method: 'GET', url, remoteAddress: t.nextIp(), headers: token ? bearer(token) : {} });
const details = async (id: string, token: string) =>
  expectEnvelope<{ result: Appointment }>(await get(`/api/book-appointment/${id}`, token), 200, am.details)
    .data.result;
const receipt = (id: string, token: string) =>
  get(`/api/patient/appointment/receipt?id=${encodeURIComponent(id)}`, token);
const counter = async () =>
  (await t.app.deps.db.select().from(receiptCounter).where(eq(receiptCounter.id, 1)))[0]!.lastNo;

/** A confirmed appointment of a new patient (or the one given), paid by `method` unless free. */
async function paidAppointment(
  patient?: { id: string; token: string; phone: string },
  over: Record<string, unknown> = {},
  method: 'upi' | 'card' | 'netbanking' = 'upi',
) {
  const p = patient ?? (await makePatients(t, 1))[0]!;
  const slot = freshSlot();
  const res = await post(`/api/book-appointment?type=mhc`, bookingForm(slot, 'mhc', tnc, over), p.token);
  const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
  if (!r.skip_payment) {
    const paid = await t.inject({
      method: 'POST',
      url: '/api/payment/sandbox/checkout',
      payload: { order_id: r.razorpay_order_id, method, outcome: 'pay' },
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(paid, 200);
  }
  const [row] = await t.app.deps.db.select().from(bookings).where(eq(bookings.id, r.book_appointment_id));
  expect(row!.status).toBe('confirmed');
  return { patient: p, slot, id: r.book_appointment_id, appointmentNo: r.appointment_no, row: row! };
}

/** The PDF's text as poppler renders it (layout kept, so label and value share a line). */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-')), 'r.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const numberOf = (res: { headers: Record<string, unknown> }) =>
  /receipt-(RCPT-\d{6})\.pdf/.exec(String(res.headers['content-disposition']))?.[1];

describe('the money on an appointment', () => {
  it('says what was paid, how, and with which coupon; a gift says Gift; free ones have no receipt', async () => {
    await t.app.deps.db
      .insert(coupons)
      .values({ code: 'MONEY200', discountType: 'flat', discountValue: 20_000 });
    const a = await paidAppointment(undefined, { coupon_code: 'MONEY200' }, 'card');
    const p = (await details(a.id, a.patient.token)).payment!;
    expect(p).toMatchObject({
      amount_paid: (a.row.totalAmount ?? 0) / 100,
      original_amount: (a.row.originalAmount ?? 0) / 100,
      discount: 200,
      method: 'card',
      coupon_code: 'MONEY200',
      receipt_no: null,
      receipt_url: `/api/patient/appointment/receipt?id=${a.id}`,
    });
    expect(p.amount_paid).toBe(p.original_amount - 200);
    expect(p.paid_at).not.toBeNull();
    // The lists carry the money too, without asking the provider for the method.
    const list = expectEnvelope<Appointment[]>(
      await get('/api/patient/upcoming-appointments', a.patient.token),
      200,
    ).data;
    expect(list[0]!.payment).toMatchObject({
      amount_paid: p.amount_paid,
      method: null,
      coupon_code: 'MONEY200',
    });

    // A booking paid in full by a coupon: the coupon shows, nothing was paid, no receipt.
    const free = await paidAppointment(undefined, { coupon_code: 'FREECONSULT' });
    expect((await details(free.id, free.patient.token)).payment).toMatchObject({
      amount_paid: 0,
      method: null,
      coupon_code: 'FREECONSULT',
      receipt_url: null,
    });
    expectEnvelope(await receipt(free.id, free.patient.token), 404, am.receiptNotFound);
  });

  it('shows the refunds of a cancelled appointment and the cancelled link says so', async () => {
    const a = await paidAppointment();
    const upcoming = await details(a.id, a.patient.token);
    const link = upcoming.intake_link!;
    expectEnvelope(
      await post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: a.id },
        a.patient.token,
      ),
      200,
      am.cancelledRefund,
    );
    const after = await details(a.id, a.patient.token);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]!.amount).toBe(after.payment!.amount_paid);
    expect(after.intake_link).toBeNull();
    // Issue 19: the intake link of a cancelled appointment says it was cancelled, not expired.
    const token = link.split('/').pop()!;
    expectEnvelope(
      await get(`/api/book-appointment/get-patient-detail-for-intake-form/${token}`),
      410,
      am.cancelledLink,
    );
    // The receipt of a cancelled paid booking shows what went back.
    const res = await receipt(a.id, a.patient.token);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toMatch(/Refunds[\s\S]*₹[\d,]+ (being refunded|refunded on)/);
  });
});

describe('the intake form from the appointment', () => {
  it('offers the link on the patient’s own upcoming appointment only, and says sent once it is', async () => {
    const a = await paidAppointment();
    const [stranger] = await makePatients(t, 1);
    const one = await details(a.id, a.patient.token);
    expect(one.intake_link).toMatch(/\/patient-intake-form\/[A-Za-z0-9_-]{43}$/);
    expect(one.intake_sent).toBe(false);
    // Not in the lists (a link is issued per answer), not for anyone else.
    const list = expectEnvelope<Appointment[]>(
      await get('/api/patient/upcoming-appointments', a.patient.token),
      200,
    ).data;
    expect(list[0]!.intake_link).toBeNull();
    expectEnvelope(await get(`/api/book-appointment/${a.id}`, stranger!.token), 404, am.notFound);

    // The link opens the form without signing in, and the form can be sent with it.
    const token = one.intake_link!.split('/').pop()!;
    expectEnvelope(await get(`/api/book-appointment/get-patient-detail-for-intake-form/${token}`), 200);
    expectEnvelope(
      await t.inject({
        method: 'POST',
        url: '/api/patient-intake',
        payload: { ...goodMhc, book_appointment_id: token },
        remoteAddress: t.nextIp(),
      }),
      201,
    );
    const sent = await details(a.id, a.patient.token);
    expect(sent).toMatchObject({ intake_link: null, intake_sent: true });

    // Once over, no link.
    const b = await paidAppointment(a.patient);
    now = new Date(kolkataInstant(b.slot.date, b.slot.time_slot_end).getTime() + 60_000);
    expect((await details(b.id, a.patient.token)).intake_link).toBeNull();
  });
});

describe('the patient’s review on a past appointment', () => {
  it('shows the stars, the words and that it awaits approval', async () => {
    const a = await paidAppointment();
    expect((await details(a.id, a.patient.token)).review).toBeNull();
    now = new Date(kolkataInstant(a.slot.date, a.slot.time_slot_end).getTime() + 60_000);
    expectEnvelope(
      await post(
        '/api/testimonial/add',
        { book_appointment_id: a.id, rating: 4, comment: 'Kind and clear.' },
        a.patient.token,
      ),
      201,
    );
    const past = await details(a.id, a.patient.token);
    expect(past.review).toMatchObject({ rating: 4, comment: 'Kind and clear.', status: 'pending' });
    expect(past.reviewed).toBe(true);
    const list = expectEnvelope<Appointment[]>(
      await get('/api/patient/past-appointments', a.patient.token),
      200,
    ).data;
    expect(list.find((x) => x._id === a.id)!.review).toMatchObject({ rating: 4, status: 'pending' });
  });
});

describe('GET patient/appointment/receipt', () => {
  it('prints the provider, the number, the date, the patient, the service and the amount, once numbered', async () => {
    const a = await paidAppointment(undefined, {}, 'netbanking');
    const before = await counter();
    const res = await receipt(a.id, a.patient.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const no = `RCPT-${String(before + 1).padStart(6, '0')}`;
    expect(res.headers['content-disposition']).toContain(`attachment; filename="receipt-${no}.pdf"`);
    const text = pdfText(res.rawPayload);
    const c = t.app.deps.config;
    expect(text).toContain(c.BRAND_NAME);
    expect(text).toContain(c.BRAND_ADDRESS.slice(0, 30));
    expect(text).toMatch(new RegExp(`Receipt number\\s+${no}`));
    expect(text).toMatch(/Date\s+\d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toMatch(new RegExp(`Appointment number\\s+${a.appointmentNo}`));
    expect(text).toMatch(/Received from\s+\S+/);
    expect(text).toMatch(/Service\s+Mental Health Counselling, video consultation with/);
    const paid = `₹${((a.row.totalAmount ?? 0) / 100).toLocaleString('en-IN')}`;
    expect(text).toMatch(new RegExp(`Amount paid\\s+${paid}`));
    expect(text).toMatch(/Paid by\s+Net banking on/);
    expect(text).toContain(GST_EXEMPT_LINE);
    // The details now name it; a second download is the same receipt.
    expect((await details(a.id, a.patient.token)).payment!.receipt_no).toBe(no);
    expect(numberOf(await receipt(a.id, a.patient.token))).toBe(no);
    expect(await counter()).toBe(before + 1);
  });

  it('is 404 for another patient’s booking, an unpaid one, a bad id, and 400 without an id', async () => {
    const a = await paidAppointment();
    const [stranger] = await makePatients(t, 1);
    const before = await counter();
    expectEnvelope(await receipt(a.id, stranger!.token), 404, am.receiptNotFound);
    expectEnvelope(await receipt('not-a-uuid', a.patient.token), 404, am.receiptNotFound);
    expectEnvelope(await receipt('5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1001', a.patient.token), 404);
    // Booked, never paid.
    const slot = freshSlot();
    const unpaid = expectEnvelope<{ data: BookingResult }>(
      await post(`/api/book-appointment?type=mhc`, bookingForm(slot, 'mhc', tnc), a.patient.token),
      200,
    ).data.data;
    expectEnvelope(await receipt(unpaid.book_appointment_id, a.patient.token), 404, am.receiptNotFound);
    expect((await get('/api/patient/appointment/receipt', a.patient.token)).statusCode).toBe(400);
    expect((await get(`/api/patient/appointment/receipt?id=${a.id}`)).statusCode).toBe(401);
    expect(await counter()).toBe(before);
  });

  it('numbers receipts in one unbroken series: a rolled-back issue gives its number back', async () => {
    const [x, y] = [await paidAppointment(), await paidAppointment()];
    const before = await counter();
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await issueReceipt(tx, { bookingId: x.id, amount: 100, now });
        throw new Error('the PDF could not be made');
      }),
    ).rejects.toThrow('the PDF could not be made');
    expect(await counter()).toBe(before);
    expect(numberOf(await receipt(x.id, x.patient.token))).toBe(
      `RCPT-${String(before + 1).padStart(6, '0')}`,
    );
    expect(numberOf(await receipt(y.id, y.patient.token))).toBe(
      `RCPT-${String(before + 2).padStart(6, '0')}`,
    );
    const serials = (await t.app.deps.db.select({ n: receipts.serialNo }).from(receipts)).map((r) => r.n);
    serials.sort((m, n) => m - n);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
  });

  it('30 parallel downloads of one booking give one receipt number', async () => {
    const a = await paidAppointment();
    const before = await counter();
    const all = await Promise.all(Array.from({ length: 30 }, () => receipt(a.id, a.patient.token)));
    expect(all.map((r) => r.statusCode)).toEqual(all.map(() => 200));
    expect(new Set(all.map(numberOf))).toEqual(new Set([`RCPT-${String(before + 1).padStart(6, '0')}`]));
    expect(await counter()).toBe(before + 1);
  });

  it('20 bookings downloaded in parallel take 20 consecutive numbers', async () => {
    const list = [];
    for (let i = 0; i < 20; i += 1) list.push(await paidAppointment());
    const before = await counter();
    const all = await Promise.all(list.map((a) => receipt(a.id, a.patient.token)));
    expect(all.map((r) => r.statusCode)).toEqual(all.map(() => 200));
    const numbers = all.map((r) => Number(numberOf(r)!.slice(5))).sort((m, n) => m - n);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(await counter()).toBe(before + 20);
  });

  it('prints GST at the configured rate, included in the amount, when a GSTIN and a rate are set', () => {
    const c = t.app.deps.config;
    expect(taxLine(c, 150_000)).toBe(GST_EXEMPT_LINE);
    expect(taxLine({ ...c, PROVIDER_GSTIN: '29ABCDE1234F1Z5', PROVIDER_GST_RATE: 18 }, 118_000)).toBe(
      'Includes GST at 18%: ₹180 (GSTIN 29ABCDE1234F1Z5)',
    );
    // A rate without a GSTIN (or the other way round) is not a registration: exempt.
    expect(taxLine({ ...c, PROVIDER_GST_RATE: 18 }, 118_000)).toBe(GST_EXEMPT_LINE);
  });
});
