import { couponMessages } from '@care/contracts/booking/messages';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { RECONCILE_JOB_NAME } from '@care/contracts/money/constants';
import {
  couponAdminMessages as cm,
  giftLookupMessages as gm,
  paymentAdminMessages as pm,
} from '@care/contracts/money/messages';
import type { JobRun, StaffCoupon, StaffGift, StaffOrder, StaffRefund } from '@care/contracts/money/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookings,
  coupons,
  giftCoupons,
  paymentOrders,
  refunds,
  sandboxPayments,
  staffAuditLog,
} from '../src/db/schema/index.ts';
import { recordedPass } from '../src/lib/job-runs.ts';
import { reconcilePayments } from '../src/modules/checkout/index.ts';
import { processRefunds } from '../src/modules/payments/index.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Issue 22, money in the console: coupons (created by operations, then used by a patient at
// booking; paused, the patient's booking refuses it), the gift look-up, payment orders and
// refunds with their states, a refund retried after a provider failure (one provider refund),
// the reconciliation's recorded runs, and the manual refund of a paid booking: once, audited,
// also under a burst on two instances (PostgreSQL). Experts and admins get 403 on all of it.
// PGlite, and PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
const silent = { warn() {}, error() {}, info() {}, debug() {} } as never;
let tnc: string;
let ops: TestStaff;
let admin: TestStaff;
let expert: TestStaff;

const used = new Set<string>();
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
  ops = await makeStaff(t, 'operations', { fullName: 'Olga Operations' });
  admin = await makeStaff(t, 'admin');
  expert = await makeStaff(t, 'expert', { expertId: ananya.id });
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date();
});

type Method = 'GET' | 'POST' | 'PUT';
const staffCall = (app: TestApp, s: TestStaff | null, method: Method, url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    remoteAddress: app.nextIp(),
    headers: s ? staffAuth(s) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const as = (s: TestStaff | null, method: Method, url: string, payload?: unknown) =>
  staffCall(t, s, method, url, payload);
const patientPost = (url: string, payload: unknown, token: string) =>
  t.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: t.nextIp(),
    headers: bearer(token),
  });

const audit = (subjectId: string) =>
  t.app.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, subjectId));

/** A booking of a new patient: paid by sandbox UPI unless free or `pay` is false. */
async function appointment(over: Record<string, unknown> = {}, pay = true) {
  const [p] = await makePatients(t, 1);
  const res = await patientPost(
    `/api/book-appointment?type=mhc`,
    bookingForm(freshSlot(), 'mhc', tnc, over),
    p!.token,
  );
  const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
  if (pay && !r.skip_payment) {
    expectEnvelope(
      await t.inject({
        method: 'POST',
        url: '/api/payment/sandbox/checkout',
        payload: { order_id: r.razorpay_order_id, method: 'upi', outcome: 'pay' },
        remoteAddress: t.nextIp(),
      }),
      200,
    );
  }
  const [row] = await t.app.deps.db.select().from(bookings).where(eq(bookings.id, r.book_appointment_id));
  return { patient: p!, id: r.book_appointment_id, appointmentNo: r.appointment_no, row: row! };
}

const newCoupon = (over: Record<string, unknown> = {}) => ({
  code: `c${Math.random().toString(36).slice(2, 10)}`,
  discount_type: 'flat',
  discount_value: 20_000,
  max_redemptions: null,
  once_per_patient: false,
  consultation_type: 'any',
  expires_at: null,
  description: 'Test coupon',
  ...over,
});
async function createCoupon(over: Record<string, unknown> = {}) {
  return expectEnvelope<StaffCoupon>(
    await as(ops, 'POST', '/api/staff/coupons', newCoupon(over)),
    201,
    cm.created,
  ).data;
}

describe('who may', () => {
  it('operations only: experts and admins get 403 on coupons, gifts, payments and refunds; nobody signed in 401', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [Method, string, unknown?][] = [
      ['GET', '/api/staff/coupons'],
      ['POST', '/api/staff/coupons', newCoupon()],
      ['PUT', `/api/staff/coupons/${id}`, { max_redemptions: 5 }],
      ['POST', `/api/staff/coupons/${id}/pause`],
      ['POST', `/api/staff/coupons/${id}/resume`],
      ['GET', '/api/staff/gifts?code=ABC'],
      ['GET', '/api/staff/payments'],
      ['GET', '/api/staff/payments/refunds'],
      ['GET', '/api/staff/payments/reconciliation-runs'],
      ['POST', `/api/staff/payments/refunds/${id}/retry`],
      ['POST', '/api/staff/payments/manual-refund', { appointment_no: 'A-100001', reason: 'test' }],
    ];
    for (const [method, url, body] of calls) {
      for (const who of [expert, admin]) expectEnvelope(await as(who, method, url, body), 403);
      expectEnvelope(await as(null, method, url, body), 401);
    }
    // Nothing was created by the refused calls.
    expect(await t.app.deps.db.select().from(staffAuditLog)).toEqual([]);
  });
});

describe('coupons', () => {
  it('created by operations (code upper-cased, audited), then used by a patient at booking; the list shows the use', async () => {
    const c = await createCoupon({ code: 'console200', discount_value: 20_000, description: 'Launch' });
    expect(c).toMatchObject({
      code: 'CONSOLE200',
      discount_type: 'flat',
      discount_value: 20_000,
      max_redemptions: null,
      redemptions: 0,
      consultation_type: 'any',
      active: true,
      uses: [],
    });
    const [entry] = await audit(c.id);
    expect(entry).toMatchObject({
      staffId: ops.id,
      action: 'coupon.create',
      subject: 'coupon',
      before: null,
      after: expect.objectContaining({ code: 'CONSOLE200', discount_value: 20_000, active: true }),
    });

    const a = await appointment({ coupon_code: 'Console200' });
    expect(a.row).toMatchObject({ couponId: c.id, discount: 20_000, status: 'confirmed' });
    expect(a.row.totalAmount).toBe((a.row.originalAmount ?? 0) - 20_000);

    const list = expectEnvelope<StaffCoupon[]>(await as(ops, 'GET', '/api/staff/coupons'), 200, cm.list).data;
    const listed = list.find((x) => x.id === c.id)!;
    expect(listed.redemptions).toBe(1);
    expect(listed.uses).toEqual([
      { booking_id: a.id, appointment_no: a.appointmentNo, used_at: expect.any(String) },
    ]);
  });

  it('a clash of codes in any case is 409; malformed coupons are 400 with the message naming the problem', async () => {
    await createCoupon({ code: 'CLASH10', discount_type: 'percent', discount_value: 10 });
    expectEnvelope(
      await as(ops, 'POST', '/api/staff/coupons', newCoupon({ code: 'clash10' })),
      409,
      cm.codeTaken,
    );
    const bad: [Record<string, unknown>, string][] = [
      [{ discount_type: 'percent', discount_value: 101 }, cm.percentInvalid],
      [{ discount_type: 'percent', discount_value: 0 }, cm.percentInvalid],
      [{ discount_type: 'flat', discount_value: 50 }, cm.flatInvalid],
      [{ discount_type: 'half' }, cm.typeInvalid],
      [{ code: 'a b' }, cm.codeInvalid],
      [{ code: '' }, cm.codeRequired],
      [{ max_redemptions: 0 }, cm.maxInvalid],
      [{ consultation_type: 'lab' }, cm.consultationInvalid],
      [{ expires_at: 'tomorrow' }, cm.expiryInvalid],
      [{ expires_at: new Date(Date.now() - 60_000).toISOString() }, cm.expiryPast],
    ];
    for (const [over, message] of bad)
      expectEnvelope(await as(ops, 'POST', '/api/staff/coupons', newCoupon(over)), 400, message);
  });

  it('paused, a patient can no longer use it; resumed, they can; each move once (409), audited with before/after', async () => {
    const c = await createCoupon({ code: 'PAUSEME', discount_type: 'percent', discount_value: 10 });
    const [p] = await makePatients(t, 1);
    const validate = () =>
      patientPost('/api/coupon/validation', { coupon_code: 'pauseme', amount: 1500 }, p!.token);
    expectEnvelope(await validate(), 200);

    const paused = expectEnvelope<StaffCoupon>(
      await as(ops, 'POST', `/api/staff/coupons/${c.id}/pause`),
      200,
      cm.paused,
    ).data;
    expect(paused.active).toBe(false);
    expectEnvelope(await validate(), 400, couponMessages.invalid);
    const [pr] = await makePatients(t, 1);
    const refused = await patientPost(
      `/api/book-appointment?type=mhc`,
      bookingForm(freshSlot(), 'mhc', tnc, { coupon_code: 'PAUSEME' }),
      pr!.token,
    );
    expectEnvelope(refused, 400, couponMessages.invalid);
    expectEnvelope(await as(ops, 'POST', `/api/staff/coupons/${c.id}/pause`), 409, cm.alreadyPaused);

    expectEnvelope(await as(ops, 'POST', `/api/staff/coupons/${c.id}/resume`), 200, cm.resumed);
    expectEnvelope(await validate(), 200);
    expectEnvelope(await as(ops, 'POST', `/api/staff/coupons/${c.id}/resume`), 409, cm.alreadyActive);

    const entries = await audit(c.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['coupon.create', 'coupon.pause', 'coupon.resume']);
    expect(entries.find((e) => e.action === 'coupon.pause')).toMatchObject({
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });
  });

  it('limits and expiry change (never below the uses so far); unknown and gift coupons are 404; nothing to change is 400', async () => {
    const c = await createCoupon({ code: 'LIMITS', max_redemptions: 5 });
    await appointment({ coupon_code: 'LIMITS' });
    const expiry = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const changed = expectEnvelope<StaffCoupon>(
      await as(ops, 'PUT', `/api/staff/coupons/${c.id}`, {
        max_redemptions: 1,
        expires_at: expiry,
        once_per_patient: true,
      }),
      200,
      cm.updated,
    ).data;
    expect(changed).toMatchObject({
      max_redemptions: 1,
      redemptions: 1,
      once_per_patient: true,
      expires_at: expiry,
    });
    // Used up now: the patient's booking says so.
    const [p] = await makePatients(t, 1);
    expectEnvelope(
      await patientPost('/api/coupon/validation', { coupon_code: 'LIMITS', amount: 1500 }, p!.token),
      400,
      couponMessages.used,
    );
    const entry = (await audit(c.id)).find((e) => e.action === 'coupon.update');
    expect(entry).toMatchObject({
      before: expect.objectContaining({ max_redemptions: 5, once_per_patient: false, expires_at: null }),
      after: expect.objectContaining({ max_redemptions: 1, once_per_patient: true, expires_at: expiry }),
    });

    // Unlimited again.
    expect(
      expectEnvelope<StaffCoupon>(
        await as(ops, 'PUT', `/api/staff/coupons/${c.id}`, { max_redemptions: null }),
        200,
      ).data.max_redemptions,
    ).toBeNull();

    const other = await createCoupon({ code: 'USEDONCE' });
    await appointment({ coupon_code: 'USEDONCE' });
    await appointment({ coupon_code: 'USEDONCE' });
    expectEnvelope(
      await as(ops, 'PUT', `/api/staff/coupons/${other.id}`, { max_redemptions: 1 }),
      400,
      cm.maxBelowUses,
    );
    expectEnvelope(await as(ops, 'PUT', `/api/staff/coupons/${other.id}`, {}), 400, cm.nothingToChange);
    expectEnvelope(await as(ops, 'PUT', `/api/staff/coupons/not-an-id`, { max_redemptions: 3 }), 400);
    expectEnvelope(
      await as(ops, 'PUT', `/api/staff/coupons/00000000-0000-4000-8000-000000000000`, {
        max_redemptions: 3,
      }),
      404,
      cm.notFound,
    );
    const gift = await giftRow('GIFTNOEDIT');
    expectEnvelope(await as(ops, 'POST', `/api/staff/coupons/${gift.couponId}/pause`), 404, cm.notFound);
    const list = expectEnvelope<StaffCoupon[]>(await as(ops, 'GET', '/api/staff/coupons'), 200).data;
    expect(list.some((x) => x.id === gift.couponId)).toBe(false);
    const [stillGift] = await t.app.deps.db.select().from(coupons).where(eq(coupons.id, gift.couponId));
    expect(stillGift!.active).toBe(true);
  });
});

/** A paid gift straight in the database (its coupon active, one use). */
async function giftRow(code: string) {
  const [buyer] = await makePatients(t, 1);
  const [coupon] = await t.app.deps.db
    .insert(coupons)
    .values({
      code,
      discountType: 'flat',
      discountValue: 150_000,
      maxRedemptions: 1,
      consultationType: 'mhc',
      active: true,
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
    })
    .returning();
  const [gift] = await t.app.deps.db
    .insert(giftCoupons)
    .values({
      couponId: coupon!.id,
      purchaserId: buyer!.id,
      value: 150_000,
      consultationType: 'mhc',
      recipientFirstName: 'Meena',
      recipientLastName: 'Rao',
      recipientPhone: '9812345670',
      recipientEmail: 'meena@example.com',
      status: 'paid',
      paidAt: new Date(),
    })
    .returning();
  return gift!;
}

describe('gift look-up', () => {
  it('finds a code in any case: paid, redeemed by which booking, purchaser and recipient', async () => {
    await giftRow('GIFTLOOK1');
    const before = expectEnvelope<StaffGift>(
      await as(ops, 'GET', '/api/staff/gifts?code=giftlook1'),
      200,
      gm.found,
    ).data;
    expect(before).toMatchObject({
      code: 'GIFTLOOK1',
      value: 150_000,
      status: 'paid',
      redeemed: false,
      redeemed_by: null,
      purchaser_name: expect.stringMatching(/^Burst Patient\d+$/),
      recipient_name: 'Meena Rao',
    });
    const a = await appointment({ coupon_code: 'GIFTLOOK1' });
    const after = expectEnvelope<StaffGift>(
      await as(ops, 'GET', '/api/staff/gifts?code=GiftLook1'),
      200,
    ).data;
    expect(after).toMatchObject({
      redeemed: true,
      redeemed_by: { booking_id: a.id, appointment_no: a.appointmentNo },
    });

    expectEnvelope(await as(ops, 'GET', '/api/staff/gifts?code=NOSUCHGIFT'), 404, gm.notFound);
    await createCoupon({ code: 'NOTAGIFT' });
    expectEnvelope(await as(ops, 'GET', '/api/staff/gifts?code=NOTAGIFT'), 404, gm.notFound);
    expectEnvelope(await as(ops, 'GET', '/api/staff/gifts?code='), 400, gm.codeRequired);
    expectEnvelope(await as(ops, 'GET', '/api/staff/gifts'), 400);
  });
});

describe('payment orders', () => {
  it('lists orders with their states, by booking number (any case), status and dates; bad filters are 400', async () => {
    const a = await appointment();
    const unpaid = await appointment({}, false);
    const mine = expectEnvelope<StaffOrder[]>(
      await as(ops, 'GET', `/api/staff/payments?booking=${a.appointmentNo.toLowerCase()}`),
      200,
      pm.orders,
    ).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      purpose: 'booking',
      status: 'paid',
      amount: a.row.totalAmount,
      booking_id: a.id,
      booking_no: a.appointmentNo,
      provider: 'sandbox',
      provider_payment_id: expect.any(String),
      paid_at: expect.any(String),
    });
    const created = expectEnvelope<StaffOrder[]>(
      await as(ops, 'GET', '/api/staff/payments?status=created'),
      200,
    ).data;
    expect(created.some((o) => o.booking_id === unpaid.id)).toBe(true);
    expect(created.every((o) => o.status === 'created')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrowish = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      expectEnvelope<StaffOrder[]>(await as(ops, 'GET', `/api/staff/payments?from=${tomorrowish}`), 200).data,
    ).toEqual([]);
    expect(
      expectEnvelope<StaffOrder[]>(
        await as(ops, 'GET', `/api/staff/payments?booking=${a.id}&to=${tomorrowish}&from=2020-01-01`),
        200,
      ).data,
    ).toHaveLength(1);
    expect(today).toMatch(/^\d{4}/);
    expectEnvelope(await as(ops, 'GET', '/api/staff/payments?status=lost'), 400, pm.statusInvalid);
    expectEnvelope(await as(ops, 'GET', '/api/staff/payments?from=27-11-2026'), 400, pm.dateInvalid);
    expectEnvelope(await as(ops, 'GET', '/api/staff/payments/refunds?state=gone'), 400, pm.stateInvalid);
  });
});

const refundRowsOf = (bookingId: string) =>
  t.app.deps.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));

describe('manual refund', () => {
  it('refunds a paid booking once with the staff member and the reason on the row, audited; a second is 409', async () => {
    const a = await appointment();
    const res = await as(ops, 'POST', '/api/staff/payments/manual-refund', {
      appointment_no: a.appointmentNo.toLowerCase(),
      reason: 'Patient could not attend: doctor’s advice',
    });
    const r = expectEnvelope<StaffRefund>(res, 201, pm.manualRefunded).data;
    expect(r).toMatchObject({
      booking_id: a.id,
      booking_no: a.appointmentNo,
      amount: a.row.totalAmount,
      reason: 'manual',
      state: 'refunded',
      attempts: 1,
      requested_by: 'Olga Operations',
      note: 'Patient could not attend: doctor’s advice',
    });
    const [row] = await refundRowsOf(a.id);
    expect(row).toMatchObject({ requestedByStaffId: ops.id, status: 'refunded', reason: 'manual' });
    const [order] = await t.app.deps.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, a.id));
    expect(order!.status).toBe('refunded');
    const [pay] = await t.app.deps.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, row!.providerPaymentId));
    expect(pay).toMatchObject({ status: 'refunded', refundReceipt: row!.id });

    const [entry] = await audit(row!.id);
    expect(entry).toMatchObject({
      staffId: ops.id,
      action: 'refund.manual',
      subject: 'refund',
      reason: 'Patient could not attend: doctor’s advice',
      before: expect.objectContaining({ order_status: 'paid', refund: null }),
      after: expect.objectContaining({
        order_status: 'refunded',
        refund: expect.objectContaining({ id: row!.id, reason: 'manual', amount: a.row.totalAmount }),
      }),
    });

    expectEnvelope(
      await as(ops, 'POST', '/api/staff/payments/manual-refund', { appointment_no: a.id, reason: 'Again' }),
      409,
      pm.alreadyRefunded,
    );
    expect(await refundRowsOf(a.id)).toHaveLength(1);
  });

  it('404 for an unknown appointment, 409 for an unpaid one, 400 without a reason; nothing written', async () => {
    const unpaid = await appointment({}, false);
    expectEnvelope(
      await as(ops, 'POST', '/api/staff/payments/manual-refund', { appointment_no: 'A-999999', reason: 'x' }),
      404,
      pm.bookingNotFound,
    );
    expectEnvelope(
      await as(ops, 'POST', '/api/staff/payments/manual-refund', {
        appointment_no: unpaid.appointmentNo,
        reason: 'x',
      }),
      409,
      pm.notPaid,
    );
    expectEnvelope(
      await as(ops, 'POST', '/api/staff/payments/manual-refund', {
        appointment_no: unpaid.appointmentNo,
        reason: '  ',
      }),
      400,
      pm.reasonRequired,
    );
    expectEnvelope(
      await as(ops, 'POST', '/api/staff/payments/manual-refund', { reason: 'x' }),
      400,
      pm.bookingRequired,
    );
    expect(await refundRowsOf(unpaid.id)).toEqual([]);
    expect(await audit(unpaid.id)).toEqual([]);
  });
});

describe('a refund retried after a provider failure', () => {
  it('fails once (pending with last_error, listed as failed), is retried by operations, and is refunded once', async () => {
    const a = await appointment();
    const provider = t.app.deps.payments;
    const real = provider.refund.bind(provider);
    let calls = 0;
    provider.refund = async (id, amount, receipt) => {
      calls += 1;
      if (calls === 1) throw new Error('provider unavailable (503)');
      return real(id, amount, receipt);
    };
    try {
      const r = expectEnvelope<StaffRefund>(
        await as(ops, 'POST', '/api/staff/payments/manual-refund', {
          appointment_no: a.appointmentNo,
          reason: 'Duplicate charge',
        }),
        201,
      ).data;
      expect(r).toMatchObject({ state: 'failed', attempts: 1, last_error: 'provider unavailable (503)' });
      expect(Date.parse(r.next_attempt_at!)).toBeGreaterThan(Date.now());

      const failed = expectEnvelope<StaffRefund[]>(
        await as(ops, 'GET', '/api/staff/payments/refunds?state=failed'),
        200,
      ).data;
      expect(failed.map((x) => x.id)).toContain(r.id);
      // Not due yet: the job leaves it.
      expect((await processRefunds(t.app.deps, silent)).refunded).toBe(0);

      const retried = expectEnvelope<StaffRefund>(
        await as(ops, 'POST', `/api/staff/payments/refunds/${r.id}/retry`),
        200,
        pm.retryQueued,
      ).data;
      expect(retried).toMatchObject({
        state: 'refunded',
        attempts: 2,
        last_error: null,
        provider_refund_id: expect.any(String),
      });
      // The job finds nothing more to do, and the provider was asked for one refund that went through.
      expect((await processRefunds(t.app.deps, silent)).refunded).toBe(0);
      expect(calls).toBe(2);
      const [row] = await refundRowsOf(a.id);
      const [pay] = await t.app.deps.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, row!.providerPaymentId));
      expect(pay).toMatchObject({ status: 'refunded', refundId: row!.providerRefundId });

      const entry = (await audit(r.id)).find((e) => e.action === 'refund.retry');
      expect(entry).toMatchObject({
        staffId: ops.id,
        subject: 'refund',
        before: expect.objectContaining({ state: 'failed', last_error: 'provider unavailable (503)' }),
        after: expect.objectContaining({ state: 'failed' }),
      });
      // Refunded now: another retry is 409 and writes nothing.
      expectEnvelope(
        await as(ops, 'POST', `/api/staff/payments/refunds/${r.id}/retry`),
        409,
        pm.retryNotFailed,
      );
      expect((await audit(r.id)).filter((e) => e.action === 'refund.retry')).toHaveLength(1);
    } finally {
      provider.refund = real;
    }
    expectEnvelope(
      await as(ops, 'POST', '/api/staff/payments/refunds/00000000-0000-4000-8000-000000000000/retry'),
      404,
      pm.refundNotFound,
    );
    expectEnvelope(await as(ops, 'POST', '/api/staff/payments/refunds/nope/retry'), 400);
  });
});

describe('the reconciliation runs', () => {
  it('each pass is recorded (ok with its counts, or failed with the error) and listed newest first', async () => {
    await recordedPass(t.app.deps, RECONCILE_JOB_NAME, () =>
      reconcilePayments(t.app.deps, silent).then(({ applied }) => ({ applied })),
    );
    now = new Date(Date.now() + 1000);
    await expect(
      recordedPass(t.app.deps, RECONCILE_JOB_NAME, async () => {
        throw new Error('provider timed out');
      }),
    ).rejects.toThrow('provider timed out');
    const runs = expectEnvelope<JobRun[]>(
      await as(ops, 'GET', '/api/staff/payments/reconciliation-runs'),
      200,
      pm.jobRuns,
    ).data;
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({
      job: RECONCILE_JOB_NAME,
      outcome: 'failed',
      error: 'provider timed out',
      counts: {},
    });
    expect(runs[1]).toMatchObject({ outcome: 'ok', counts: { applied: 0 }, error: null });
  });
});

describe('manual refunds at once', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    '60 manual refunds of one booking on two instances at once: one 201, the rest 409, one refund made',
    async () => {
      const b = await createTestApp({}, { secondInstanceOf: t, clock });
      try {
        const a = await appointment();
        const results = await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            staffCall(i % 2 ? b : t, ops, 'POST', '/api/staff/payments/manual-refund', {
              appointment_no: a.appointmentNo,
              reason: `Burst ${i}`,
            }),
          ),
        );
        const codes = results.map((r) => r.statusCode).sort();
        expect(codes).toEqual([201, ...Array(59).fill(409)]);
        const rows = await refundRowsOf(a.id);
        expect(rows).toHaveLength(1);
        expect((await audit(rows[0]!.id)).filter((e) => e.action === 'refund.manual')).toHaveLength(1);
        const orders = await t.app.deps.db
          .select()
          .from(paymentOrders)
          .where(and(eq(paymentOrders.bookingId, a.id), eq(paymentOrders.status, 'refunded')));
        expect(orders).toHaveLength(1);
      } finally {
        await b.close();
      }
    },
    60_000,
  );
});
