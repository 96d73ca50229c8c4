import fs from 'node:fs';
import path from 'node:path';
import { couponMessages as cm } from '@care/contracts/booking/messages';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { commonMessages } from '@care/contracts/common/messages';
import { giftMessages as g } from '@care/contracts/gifts/messages';
import type { GiftCoupon, GiftCreated } from '@care/contracts/gifts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../src/adapters/email/email-sender.ts';
import { coupons, giftCoupons } from '../src/db/schema/index.ts';
import { ananya, bookingForm, makePatients, rohan, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Gift a session: buying a gift (the coupon waits for its payment), the recipient's text (the
// code, never the sender's words) and e-mail (with them) once, Coupon History with its badges,
// redeeming the code at booking (up to its value, once, for its consultation type, for a year),
// bad input changing nothing, and one code redeemed by 50 bookings at once on two instances.

let t: TestApp;
let second: TestApp;
let now = new Date();
const clock = { now: () => now };
let tncMhc: string;
let slotNo = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://care.example' }, { clock });
  second = await createTestApp({}, { secondInstanceOf: t, clock });
  tncMhc = await tncId(t, 'mhc');
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});
beforeEach(() => {
  now = new Date();
});

const post = (url: string, payload: unknown, token?: string, app: TestApp = t) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: app.nextIp(),
    headers: token ? bearer(token) : {},
  });
const get = (url: string, token: string) =>
  t.inject({ method: 'GET', url, remoteAddress: t.nextIp(), headers: bearer(token) });

const giftBody = (over: Record<string, unknown> = {}) => ({
  discount: 1500,
  consolation_type: 'mhc',
  some_one_else: true,
  first_name: 'Meena',
  last_name: 'Rao',
  phone: '9812345670',
  email: 'meena@example.com',
  pMessage: 'For you, with love.',
  ...over,
});

async function buyGift(token: string, over: Record<string, unknown> = {}) {
  const created = expectEnvelope<GiftCreated>(
    await post('/api/coupon', giftBody(over), token),
    201,
    g.created,
  ).data;
  return created;
}
async function pay(orderId: string) {
  expectEnvelope(
    await post('/api/payment/sandbox/checkout', { order_id: orderId, method: 'upi', outcome: 'pay' }),
    200,
  );
}
const giftRows = async () => t.app.deps.db.select().from(giftCoupons);
/** The e-mails (outbox sender) that carry a gift's code. */
const giftEmails = (code: string): EmailMessage[] => {
  const file = path.join(t.dataDir, 'email-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EmailMessage)
    .filter((m) => m.text.includes(code));
};
const couponOf = async (code: string) =>
  (await t.app.deps.db.select().from(coupons).where(eq(coupons.code, code)))[0]!;

function freshSlot() {
  slotNo += 1;
  return slotOf(ananya, 20 + 3 * Math.floor(slotNo / 4), slotNo % 4);
}
const book = (token: string, code: string, app: TestApp = t) =>
  post(
    '/api/book-appointment?type=mhc',
    bookingForm(freshSlot(), 'mhc', tncMhc, { coupon_code: code }),
    token,
    app,
  );
const validate = (token: string, code: string, type = 'mhc') =>
  post(
    '/api/coupon/validation',
    {
      coupon_code: code,
      doctor_id: type === 'mhc' ? ananya.id : rohan.id,
      fee_type: 'self',
      type,
      is_this_your_first_consultation: 'first',
    },
    token,
  );

describe('buying a gift', () => {
  it('creates a coupon that waits for its payment, then texts the recipient once and lists it', async () => {
    const [buyer, other] = await makePatients(t, 2);
    const created = await buyGift(buyer!.token);
    expect(created.code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(created.razorpayRes).toMatchObject({ amount: 150_000, currency: 'INR' });
    expect(created.razorpayRes.id).toMatch(/^order_/);

    // Not usable, nor listed, before the payment.
    expectEnvelope(await validate(other!.token, created.code), 400, cm.invalid);
    expect(expectEnvelope<GiftCoupon[]>(await get('/api/coupon', buyer!.token), 200, g.list).data).toEqual(
      [],
    );

    await pay(created.razorpayRes.id);
    // The text: the code, how to use it and the sender's first name, never the sender's words
    // (a phone may be shared, and the words may name a therapy).
    const texts = t.readOutbox().filter((m) => m.to === '9812345670' && m.text.includes(created.code));
    expect(texts).toHaveLength(1);
    const sms = texts[0]!.text;
    expect(sms).not.toContain('For you, with love');
    expect(sms).not.toMatch(/message|with love/i);
    expect(sms).not.toMatch(/mental|genetic/i);
    expect(sms).toContain('Burst has gifted you');
    expect(sms).not.toContain('Patient');
    expect(sms).toContain('https://care.example/consultation');
    // The e-mail to the recipient carries the sender's words, with the same code, in plain text.
    const mails = giftEmails(created.code);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'meena@example.com' });
    expect(mails[0]!.text).toContain('For you, with love.');
    expect(mails[0]!.text).toContain('Hello Meena');
    expect(mails[0]!.text).toContain('https://care.example/consultation');
    expect(mails[0]!.attachments ?? []).toEqual([]);
    expect(mails[0]!.text).not.toMatch(/<[a-z]/i);

    const list = expectEnvelope<GiftCoupon[]>(await get('/api/coupon', buyer!.token), 200).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      code: created.code,
      discount: 1500,
      used: 'Not Used',
      Expired: null,
      consolation_type: 'mhc',
      patient_id: {
        name: { firstName: 'Meena', lastName: 'Rao' },
        phone: '9812345670',
        email: 'meena@example.com',
      },
    });
    const year = new Date(list[0]!.expires_at!).getTime() - now.getTime();
    expect(Math.round(year / 86_400_000)).toBe(365);
    // Another patient's history does not show it.
    expect(expectEnvelope<GiftCoupon[]>(await get('/api/coupon', other!.token), 200).data).toEqual([]);
  });

  it('applies a replayed payment event once: one activation, one text', async () => {
    const [buyer] = await makePatients(t, 1);
    const created = await buyGift(buyer!.token, { phone: '9812345671' });
    await pay(created.razorpayRes.id);
    // The sandbox delivered a signed webhook too; reconciliation looks again: nothing more happens.
    const { reconcilePayments } = await import('../src/modules/checkout/apply-payment.ts');
    now = new Date(now.getTime() + 120_000);
    await reconcilePayments(t.app.deps, t.app.log);
    expect(t.readOutbox().filter((m) => m.to === '9812345671')).toHaveLength(1);
    expect(giftEmails(created.code)).toHaveLength(1);
  });

  it('refuses bad input with the spec’s messages and creates nothing', async () => {
    const [buyer] = await makePatients(t, 1);
    const before = (await giftRows()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ discount: 5500 }, g.valueInvalid],
      [{ discount: 700 }, g.valueInvalid],
      [{ discount: '1500abc' }, g.valueInvalid],
      [{ consolation_type: 'lab' }, g.typeRequired],
      [{ first_name: '' }, g.required],
      [{ last_name: 'R2D2' }, g.nameInvalid],
      [{ phone: '' }, g.phoneRequired],
      [{ phone: '12345' }, g.phoneInvalid],
      [{ phone: '98123456701' }, g.phoneInvalid],
      [{ email: 'meena@' }, g.emailInvalid],
      [{ email: '' }, g.required],
      [{ pMessage: 'x'.repeat(301) }, g.messageTooLong],
      [{ first_name: 'Mee\u0000na' }, commonMessages.textControlCharacters],
    ];
    for (const [over, message] of cases) {
      const res = await post('/api/coupon', giftBody(over), buyer!.token);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    expectEnvelope(await post('/api/coupon', giftBody()), 401);
    expect((await giftRows()).length).toBe(before);
  });
});

describe('redeeming a gift', () => {
  it('books a consultation up to its value (skip_payment when it covers the fee), once, and shows Used', async () => {
    const [buyer, friend, stranger] = await makePatients(t, 3);
    const created = await buyGift(buyer!.token, { phone: '9812345672' });
    await pay(created.razorpayRes.id);

    const quote = expectEnvelope<{ discount: number; total_amount: number; coupon_kind: string }>(
      await validate(friend!.token, created.code),
      200,
    ).data;
    // coupon_kind (ours, issue 19): the page says "Your gift of …", not "Your coupon of …".
    expect(quote).toMatchObject({ discount: 1500, total_amount: 0, coupon_kind: 'gift', coupon_value: 1500 });
    // A GC fee is not what an MHC gift is for.
    expectEnvelope(await validate(friend!.token, created.code, 'gc'), 400, cm.notForType);

    const booked = expectEnvelope<{ data: BookingResult }>(
      await book(friend!.token, created.code.toLowerCase()),
      200,
    ).data.data;
    expect(booked).toMatchObject({ skip_payment: true });
    expectEnvelope(await book(stranger!.token, created.code), 400, cm.used);
    const list = expectEnvelope<GiftCoupon[]>(await get('/api/coupon', buyer!.token), 200).data;
    expect(list.find((x) => x.code === created.code)?.used).toBe('Used');
  });

  it('expires a year after its payment', async () => {
    const [buyer, friend] = await makePatients(t, 2);
    const created = await buyGift(buyer!.token, { phone: '9812345673', discount: 500 });
    await pay(created.razorpayRes.id);
    now = new Date(now.getTime() + 366 * 86_400_000);
    expectEnvelope(await validate(friend!.token, created.code), 400, cm.expired);
    const list = expectEnvelope<GiftCoupon[]>(await get('/api/coupon', buyer!.token), 200).data;
    expect(list.find((x) => x.code === created.code)?.Expired).toBe('Expired');
  });

  it('is redeemed once when 50 bookings use it at once on two instances', async () => {
    const [buyer] = await makePatients(t, 1);
    const created = await buyGift(buyer!.token, { phone: '9812345674', discount: 500 });
    await pay(created.razorpayRes.id);
    const patients = await makePatients(t, 50);
    const results = await Promise.all(
      patients.map((p, i) => book(p.token, created.code, i % 2 === 0 ? t : second)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const coupon = await couponOf(created.code);
    expect(coupon.redemptions).toBe(1);
  });
});
