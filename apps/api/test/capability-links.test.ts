import { createHash, randomBytes } from 'node:crypto';
import { bookingMessages as b } from '@care/contracts/booking/messages';
import type { AppointmentPayment, BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { intakeMessages as m } from '@care/contracts/intake/messages';
import type { IntakeDetail } from '@care/contracts/intake/schemas';
import { goodMhc } from '@care/contracts/intake/testing/intake-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingLinks, bookings, intakeForms, paymentOrders } from '../src/db/schema/index.ts';
import { runBookingLifecycle } from '../src/modules/booking/index.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Issue 18, "Links that leak nothing": the intake form and the payment page open with their own
// capability (256 random bits, only the SHA-256 stored, one purpose, expiring), or with the
// booking's id and the booking patient's own bearer token. The booking's id alone shows only
// what the payment page always showed, masked, and can neither submit nor pay. CI runs this file
// on PostgreSQL too (the burst on two instances).

const SITE = 'https://care.example';
let t: TestApp;
let t2: TestApp;
let now = new Date();
const clock = { now: () => now };
let slotNo = 0;
function freshSlot() {
  slotNo += 1;
  return slotOf(ananya, 27 + 3 * Math.floor(slotNo / 4), slotNo % 4);
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE }, { clock });
  t2 = await createTestApp({ PUBLIC_URL: SITE }, { secondInstanceOf: t, clock });
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
});
beforeEach(() => {
  now = new Date();
});

const get = (url: string, token?: string, app = t) =>
  app.inject({
    method: 'GET',
    url,
    remoteAddress: t.nextIp(),
    ...(token ? { headers: bearer(token) } : {}),
  });
const post = (url: string, payload: object, token?: string, app = t) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: t.nextIp(),
    ...(token ? { headers: bearer(token) } : {}),
  });
const intakeDetail = (slot: string, token?: string) =>
  get(`/api/book-appointment/get-patient-detail-for-intake-form/${slot}`, token);
const submitIntake = (slot: string, token?: string, app = t) =>
  post('/api/patient-intake', { ...goodMhc, book_appointment_id: slot }, token, app);
const paymentPage = (slot: string, token?: string) => get(`/api/appointment-payment/${slot}`, token);
const createOrder = (slot: string, token?: string) =>
  post('/api/appointment-payment/razorpay/create-order', { book_appointment_id: slot }, token);

const intakeRows = (bookingId: string) =>
  t.app.deps.db.select().from(intakeForms).where(eq(intakeForms.bookingId, bookingId));
const linkRows = (bookingId: string) =>
  t.app.deps.db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, bookingId));
const ordersOf = (bookingId: string) =>
  t.app.deps.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, bookingId));
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** A token of the real shape that was never issued. */
const forged = () => randomBytes(32).toString('base64url');

/** The capability in a link of this page found in `text`. */
function keyIn(text: string, page: 'patient-intake-form' | 'patient-appointment-payment'): string {
  const key = text.match(new RegExp(`${SITE}/${page}/([A-Za-z0-9_-]+)`))?.[1];
  if (!key) throw new Error(`no ${page} link in: ${text}`);
  return key;
}

/** A confirmed (free) MHC appointment of a new patient, and the intake link texted to them. */
async function confirmed() {
  const [p] = await makePatients(t, 1);
  const slot = freshSlot();
  const r = expectEnvelope<{ data: BookingResult }>(
    await post(
      '/api/book-appointment?type=mhc',
      bookingForm(slot, 'mhc', await tncId(t, 'mhc'), { coupon_code: 'FREECONSULT' }),
      p!.token,
    ),
    200,
  ).data.data;
  expect(r.payment_link).toBeNull();
  const text = t.readOutbox().find((x) => x.to === p!.phone)!.text;
  return {
    id: r.book_appointment_id,
    key: keyIn(text, 'patient-intake-form'),
    text,
    slot,
    patient: p!,
    endsAt: kolkataInstant(slot.date, slot.time_slot_end),
  };
}

/** A pending (unpaid) booking of a new patient and the payment link its answer carries. */
async function pending() {
  const [p] = await makePatients(t, 1);
  const r = expectEnvelope<{ data: BookingResult }>(
    await post(
      '/api/book-appointment?type=mhc',
      bookingForm(freshSlot(), 'mhc', await tncId(t, 'mhc')),
      p!.token,
    ),
    200,
  ).data.data;
  expect(r.payment_link).toMatch(new RegExp(`^${SITE}/patient-appointment-payment/[A-Za-z0-9_-]{43}$`));
  return {
    id: r.book_appointment_id,
    key: keyIn(r.payment_link!, 'patient-appointment-payment'),
    orderId: r.razorpay_order_id!,
    expiresAt: new Date(r.expires_at),
    patient: p!,
  };
}

describe('the intake form by the booking id alone', () => {
  it('shows only what the payment page shows, masked, and cannot be submitted', async () => {
    const a = await confirmed();
    const body = expectEnvelope<IntakeDetail>(await intakeDetail(a.id), 200, m.linkNeeded).data;
    expect(body).toEqual({
      expired_status: false,
      already_exist: false,
      booking_not_found: false,
      masked: true,
      result: {
        book_appointment_id: a.id,
        patient_id: {
          _id: '',
          name: { firstName: 'Ananya', lastName: 'S.' },
          phone: '******3210',
          gender: '',
          email: 'd***@example.com',
          dob: null,
          city: '',
        },
        doctor_id: null,
      },
    });
    // Nothing of the full prefill: phone, e-mail, date of birth, surname, the patient's and the
    // expert's ids, or the consultation's type (mental health).
    const raw = JSON.stringify(body);
    for (const secret of [
      '9876543210',
      'demo@example.com',
      '1994-03-14',
      'Sharma',
      a.patient.id,
      ananya.id,
      'mhc',
    ])
      expect(raw).not.toContain(secret);

    const refused = expectEnvelope<IntakeDetail>(await submitIntake(a.id), 404, m.linkNeeded).data;
    expect(refused.booking_not_found).toBe(true);
    expect(await intakeRows(a.id)).toEqual([]);
    // The link still works afterwards: nothing was locked.
    expectEnvelope(await submitIntake(a.key), 201, m.submitted);
  });

  it("opens in full with the booking patient's own bearer token, and submits", async () => {
    const a = await confirmed();
    const body = expectEnvelope<IntakeDetail>(await intakeDetail(a.id, a.patient.token), 200, m.detail).data;
    expect(body.masked).toBe(false);
    expect(body.result).toMatchObject({
      patient_id: { _id: a.patient.id, phone: '9876543210', email: 'demo@example.com', dob: '1994-03-14' },
      doctor_id: { _id: ananya.id, type: 'mhc' },
    });
    expectEnvelope(await submitIntake(a.id, a.patient.token), 201, m.submitted);
    expect(await intakeRows(a.id)).toHaveLength(1);
  });

  it("answers 404 to another patient's bearer token and changes nothing", async () => {
    const a = await confirmed();
    const [other] = await makePatients(t, 1);
    expect(
      expectEnvelope<IntakeDetail>(await intakeDetail(a.id, other!.token), 404, m.notFound).data.result,
    ).toBeNull();
    expectEnvelope(await submitIntake(a.id, other!.token), 404, m.notFound);
    expect(await intakeRows(a.id)).toEqual([]);
  });
});

describe('the intake link', () => {
  it('is texted instead of the booking id, and opens the full form until the appointment ends', async () => {
    const a = await confirmed();
    expect(a.text).not.toContain(a.id);
    const full = expectEnvelope<IntakeDetail>(await intakeDetail(a.key), 200, m.detail).data;
    expect(full.masked).toBe(false);
    expect(full.result).toMatchObject({
      book_appointment_id: a.id,
      patient_id: { phone: '9876543210', email: 'demo@example.com', dob: '1994-03-14' },
      doctor_id: { type: 'mhc' },
    });

    now = new Date(a.endsAt.getTime() - 1000);
    expectEnvelope(await intakeDetail(a.key), 200, m.detail);
    now = a.endsAt;
    const gone = expectEnvelope<IntakeDetail>(await intakeDetail(a.key), 404, m.linkInvalid).data;
    expect(gone).toMatchObject({ booking_not_found: true, result: null });
    expectEnvelope(await submitIntake(a.key), 404, m.linkInvalid);
    expect(await intakeRows(a.id)).toEqual([]);
  });

  it('submits once with the link; the link then says it was submitted', async () => {
    const a = await confirmed();
    expectEnvelope(await submitIntake(a.key), 201, m.submitted);
    expect(expectEnvelope<IntakeDetail>(await intakeDetail(a.key), 409, m.already).data.already_exist).toBe(
      true,
    );
    expectEnvelope(await submitIntake(a.key), 409, m.already);
    expect(await intakeRows(a.id)).toHaveLength(1);
  });

  it('refuses a forged or altered token with 404 and the link message', async () => {
    const a = await confirmed();
    const altered = `${a.key.slice(0, -1)}${a.key.endsWith('A') ? 'B' : 'A'}`;
    for (const slot of [forged(), altered]) {
      expect(
        expectEnvelope<IntakeDetail>(await intakeDetail(slot), 404, m.linkInvalid).data.booking_not_found,
      ).toBe(true);
      expectEnvelope(await submitIntake(slot), 404, m.linkInvalid);
      expectEnvelope(await paymentPage(slot), 404, b.linkInvalid);
      expectEnvelope(await createOrder(slot), 404, b.linkInvalid);
    }
    expect(await intakeRows(a.id)).toEqual([]);
  });

  it('refuses a link of the other purpose', async () => {
    const a = await confirmed();
    const p = await pending();
    // The payment link does not open an intake form, nor the intake link a payment.
    expectEnvelope(await intakeDetail(p.key), 404, m.linkInvalid);
    expectEnvelope(await submitIntake(p.key), 404, m.linkInvalid);
    expectEnvelope(await paymentPage(a.key), 404, b.linkInvalid);
    expectEnvelope(await createOrder(a.key), 404, b.linkInvalid);
    expect(await intakeRows(a.id)).toEqual([]);
    expect(await intakeRows(p.id)).toEqual([]);
  });

  it('is at least 128 random bits, and only its SHA-256 is stored', async () => {
    const a = await confirmed();
    const c = await confirmed();
    expect(Buffer.from(a.key, 'base64url')).toHaveLength(32);
    expect(a.key).not.toBe(c.key);
    const rows = await linkRows(a.id);
    // The confirmation text's link; the confirmation e-mail's is issued when the message job runs.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'intake', tokenHash: sha256(a.key), expiresAt: a.endsAt });
    expect(JSON.stringify(rows)).not.toContain(a.key);
    const all = await t.app.deps.db.select().from(bookingLinks);
    expect(all.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    expect(JSON.stringify(all)).not.toContain(a.key);
    expect(JSON.stringify(all)).not.toContain(c.key);
  });

  it('30 submissions at once with the link on two instances: one intake is stored', async () => {
    const a = await confirmed();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => submitIntake(a.key, undefined, i % 2 ? t2 : t)),
    );
    expect(answers.filter((x) => x.statusCode === 201)).toHaveLength(1);
    for (const x of answers.filter((y) => y.statusCode !== 201)) expectEnvelope(x, 409, m.already);
    expect(await intakeRows(a.id)).toHaveLength(1);
  });
});

describe('the payment link', () => {
  it('pays with the link; the booking id alone shows the masked page and cannot pay', async () => {
    const p = await pending();
    const shown = expectEnvelope<AppointmentPayment>(await paymentPage(p.id), 200, b.payable).data;
    expect(shown.can_pay).toBe(false);
    expect(shown.result).toMatchObject({ phone: '******3210', email: 'd***@example.com' });
    expectEnvelope(await createOrder(p.id), 404, b.payLinkNeeded);

    const payable = expectEnvelope<AppointmentPayment>(await paymentPage(p.key), 200, b.payable).data;
    expect(payable.can_pay).toBe(true);
    expect(payable.result).toEqual(shown.result);
    const order = expectEnvelope<{ result: { id: string } }>(
      await createOrder(p.key),
      200,
      b.orderCreated,
    ).data;
    expect(order.result.id).toBe(p.orderId);
    expect(await ordersOf(p.id)).toHaveLength(1);
  });

  it("pays with the booking id and the patient's own bearer token; another patient's is 404", async () => {
    const p = await pending();
    const [other] = await makePatients(t, 1);
    expect(
      expectEnvelope<AppointmentPayment>(await paymentPage(p.id, p.patient.token), 200).data.can_pay,
    ).toBe(true);
    expectEnvelope(await paymentPage(p.id, other!.token), 404, b.bookingNotFound);
    expectEnvelope(await createOrder(p.id, other!.token), 404, b.bookingNotFound);
    // Nothing changed: the booking's one order, the booking still pending.
    expect(await ordersOf(p.id)).toHaveLength(1);
    expectEnvelope(await createOrder(p.id, p.patient.token), 200, b.orderCreated);
    expect(await ordersOf(p.id)).toHaveLength(1);
    const [row] = await t.app.deps.db.select().from(bookings).where(eq(bookings.id, p.id));
    expect(row!.status).toBe('pending');
  });

  it('expires with the hold: 404 with the link message; only the hash is stored', async () => {
    const p = await pending();
    const [row] = await linkRows(p.id);
    expect(row).toMatchObject({ purpose: 'payment', tokenHash: sha256(p.key), expiresAt: p.expiresAt });
    now = new Date(p.expiresAt.getTime() - 1000);
    expect(expectEnvelope<AppointmentPayment>(await paymentPage(p.key), 200).data.can_pay).toBe(true);
    now = p.expiresAt;
    const gone = expectEnvelope<AppointmentPayment>(await paymentPage(p.key), 404, b.linkInvalid).data;
    expect(gone).toMatchObject({ booking_not_found: true, can_pay: false, result: null });
    expectEnvelope(await createOrder(p.key), 404, b.linkInvalid);
  });

  it('is deleted by the lifecycle pass a day after it expired', async () => {
    const p = await pending();
    now = new Date(p.expiresAt.getTime() + 86_400_000 - 1000);
    await runBookingLifecycle(t.app.deps, t.app.log);
    expect(await linkRows(p.id)).toHaveLength(1);
    now = new Date(p.expiresAt.getTime() + 86_400_000);
    await runBookingLifecycle(t.app.deps, t.app.log);
    expect(await linkRows(p.id)).toEqual([]);
  });
});
