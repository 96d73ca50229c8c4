import http from 'node:http';
import type net from 'node:net';
import { bookingFormMessages as f } from '@care/contracts/booking/messages';
import type { BookingResult, CouponResult } from '@care/contracts/booking/schemas';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import type { Pagination } from '@care/contracts/common/envelope';
import { pagingMessages } from '@care/contracts/common/paging';
import { expertMessages as em } from '@care/contracts/experts/messages';
import type { GiftCreated } from '@care/contracts/gifts/schemas';
import { intakeMessages as im } from '@care/contracts/intake/messages';
import { goodGc } from '@care/contracts/intake/testing/intake-fixtures';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { reportMessages as rm } from '@care/contracts/reports/messages';
import type { TestReport } from '@care/contracts/reports/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, coupons, giftCoupons, intakeForms, patients } from '../src/db/schema/index.ts';
import {
  ananya,
  arrivedUpload,
  bookingForm,
  makePatients,
  rohan,
  slotOf,
  tncId,
} from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Clients that are not our web app (issue 18): enum values in any case where the spec does not
// fix it (answered in the spec's spelling), week 0 as the spec reads it, profile save by GET with
// a body as well as by POST, a 400 that names the field, `page` and `records` on every list, and
// coupon/validation's `_id` as the terms' id (spec section 3).

let t: TestApp;
let demoToken: string;
let slotNo = 0;
function freshSlot(e = rohan) {
  slotNo += 1;
  return slotOf(e, 24 + 3 * Math.floor(slotNo / 4), slotNo % 4);
}

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await t.signIn();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.inject({ method: 'GET', url, remoteAddress: t.nextIp(), ...(token ? { headers: bearer(token) } : {}) });
const post = (url: string, payload: object, token?: string) =>
  t.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: t.nextIp(),
    ...(token ? { headers: bearer(token) } : {}),
  });
const data = <T>(res: Awaited<ReturnType<typeof get>>, status = 200) => expectEnvelope<T>(res, status).data;

describe('enum values in any case, answered as the spec spells them', () => {
  it('doctor list and search take GC/Mhc and answer lower case', async () => {
    const list = data<{ result: { _id: string; type: string }[] }>(await get('/api/doctor/list?type=GC'));
    expect(list.result.length).toBeGreaterThan(0);
    expect(list.result.every((d) => d.type === 'gc')).toBe(true);
    const lower = data<{ result: { _id: string }[] }>(await get('/api/doctor/list?type=gc'));
    expect(list.result.map((d) => d._id)).toEqual(lower.result.map((d) => d._id));
    const search = data<{ result: { type: string }[] }>(await post('/api/doctor/search', { type: 'Mhc' }));
    expect(search.result.every((d) => d.type === 'mhc')).toBe(true);
  });

  it('terms by type=GC are the gc terms', async () => {
    const upper = data<{ data: { _id: string } }>(await get('/api/page/tnc?type=GC'));
    expect(upper.data._id).toBe(await tncId(t, 'gc'));
  });

  it('books with type=GC in the query and the body, gender Female, referred_by Self, First', async () => {
    const [p] = await makePatients(t, 1);
    const form = bookingForm(freshSlot(), 'gc', await tncId(t, 'gc'), {
      type: 'GC',
      gender: 'Female',
      referred_by: 'Self',
      is_this_your_first_consultation: 'First',
      coupon_code: 'FREECONSULT',
    });
    const r = data<{ data: BookingResult }>(await post('/api/book-appointment?type=GC', form, p!.token));
    const [row] = await t.app.deps.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, r.data.book_appointment_id));
    expect(row).toMatchObject({ type: 'gc', gender: 'female', referredBy: 'self', consultation: 'first' });
  });

  it('books an MHC session with fee_type Couple and a gender in section 9’s words (Woman)', async () => {
    const [p] = await makePatients(t, 1);
    const form = bookingForm(freshSlot(ananya), 'mhc', await tncId(t, 'mhc'), {
      type: 'MHC',
      fee_type: 'Couple',
      gender: 'Woman',
      coupon_code: 'FREECONSULT',
    });
    const r = data<{ data: BookingResult }>(await post('/api/book-appointment?type=mhc', form, p!.token));
    const [row] = await t.app.deps.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, r.data.book_appointment_id));
    expect(row).toMatchObject({ type: 'mhc', feeType: 'couple', gender: 'female' });
  });

  it('takes an intake with consultation_type GC and answer options in any case', async () => {
    const [p] = await makePatients(t, 1);
    const r = data<{ data: BookingResult }>(
      await post(
        '/api/book-appointment?type=gc',
        bookingForm(freshSlot(), 'gc', await tncId(t, 'gc'), { coupon_code: 'FREECONSULT' }),
        p!.token,
      ),
    );
    const id = r.data.book_appointment_id;
    expectEnvelope(
      await post(
        '/api/patient-intake',
        {
          ...goodGc,
          book_appointment_id: id,
          consultation_type: 'GC',
          gender: 'woman',
          previous_tests_done: 'YES',
        },
        p!.token,
      ),
      201,
    );
    const [form] = await t.app.deps.db.select().from(intakeForms).where(eq(intakeForms.bookingId, id));
    expect(form!.answers).toMatchObject({
      consultation_type: 'gc',
      gender: 'Woman',
      previous_tests_done: 'Yes',
    });
  });

  it('buys a gift with consolation_type MHC and lists it as mhc', async () => {
    const [p] = await makePatients(t, 1);
    const gift = data<GiftCreated>(
      await post(
        '/api/coupon',
        {
          discount: 500,
          consolation_type: 'MHC',
          some_one_else: true,
          first_name: 'Meena',
          last_name: 'Rao',
          phone: '9812345670',
          email: 'meena@example.com',
          pMessage: '',
        },
        p!.token,
      ),
      201,
    );
    const [coupon] = await t.app.deps.db.select().from(coupons).where(eq(coupons.code, gift.code));
    const [row] = await t.app.deps.db.select().from(giftCoupons).where(eq(giftCoupons.couponId, coupon!.id));
    expect(row!.consultationType).toBe('mhc');
    expect(coupon!.consultationType).toBe('mhc');
  });

  it('registers with gender Female and saves the profile with gender WOMAN, answering the values', async () => {
    const registered = await t.registerPatient({ gender: 'Female' });
    expect(registered.patient.gender).toBe('female');
    const saved = data<{ gender: string }>(
      await post('/api/patient/profile/save', { name: 'Meera Iyer', gender: 'WOMAN' }, registered.token),
    );
    expect(saved.gender).toBe('female');
    // A value in another case is that value; anything else is still refused.
    expectEnvelope(
      await post('/api/patient/profile/save', { name: 'Meera Iyer', gender: 'Lady' }, registered.token),
      400,
      'gender is not valid.',
    );
  });

  it('filters test reports by risk status in any case and answers the spec’s label', async () => {
    const exact = data<{ result: TestReport[] }>(
      await get('/api/report/get-test-reports?status=Low%20Risk', demoToken),
    );
    const lower = data<{ result: TestReport[] }>(
      await get('/api/report/get-test-reports?status=low%20risk', demoToken),
    );
    expect(lower.result.map((r) => r._id)).toEqual(exact.result.map((r) => r._id));
    expect(lower.result.length).toBeGreaterThan(0);
    expect(lower.result.every((r) => r.status.status === 'Low Risk')).toBe(true);
    expectEnvelope(
      await get('/api/report/get-test-reports?status=lowrisk', demoToken),
      400,
      rm.statusInvalid,
    );
  });

  it('lab tests by category in any case; quick support for patient; common-master slugs', async () => {
    const exact = data<{ _id: string }[]>(await get('/api/test?category=duringPregnancy'));
    const upper = data<{ _id: string }[]>(await get('/api/test?category=DURINGPREGNANCY'));
    expect(upper.map((x) => x._id)).toEqual(exact.map((x) => x._id));
    expect(exact.length).toBeGreaterThan(0);
    expectEnvelope(await get('/api/quick-support/question-answer/patient'), 200);
    const master = data<Record<string, unknown[]>>(await get('/api/common-master?slug=Language,Expert-Type'));
    expect(Object.keys(master).sort()).toEqual(['expert-type', 'language']);
  });
});

describe('week 0 as the spec reads it', () => {
  it('the tracker answers week 0 as week 40', async () => {
    const zero = data<{ week: number; size: string }[]>(
      await get('/api/pregnancy-highlights/app-list?week=0'),
    );
    const forty = data<{ week: number; size: string }[]>(
      await get('/api/pregnancy-highlights/app-list?week=40'),
    );
    expect(zero[0]!.week).toBe(40);
    expect(zero[0]!.size).toBe(forty[0]!.size);
  });

  it('article lists read week 0 (and -1) as no week filter', async () => {
    const ids = (d: { result: Record<string, { _id: string }[]> }) =>
      Object.values(d.result).flatMap((cards) => cards.map((c) => c._id));
    type Groups = { result: Record<string, { _id: string }[]>; pagination: Pagination };
    const none = data<Groups>(await get('/api/article/app-list'));
    const zero = data<Groups>(await get('/api/article/app-list?week=0'));
    const minus = data<Groups>(await get('/api/article/app-list?week=-1'));
    expect(ids(zero)).toEqual(ids(none));
    expect(ids(minus)).toEqual(ids(none));
    const text0 = data<{ result: { _id: string }[] }>(await get('/api/article/app-list/text?week=0'));
    const text = data<{ result: { _id: string }[] }>(await get('/api/article/app-list/text'));
    expect(text0.result.map((c) => c._id)).toEqual(text.result.map((c) => c._id));
    // A real week still filters: week 1 shows fewer or as many.
    const week1 = data<{ result: { _id: string }[] }>(
      await get('/api/article/app-list/text?week=1&records=500'),
    );
    const all = data<{ result: { _id: string }[] }>(await get('/api/article/app-list/text?records=500'));
    expect(week1.result.length).toBeLessThanOrEqual(all.result.length);
  });
});

describe('GET patient/profile/save with a body, beside POST', () => {
  const body = { name: 'Asha Verma', gender: 'female', tribe: 'Grief Support,Queer Support' };

  it('saves through app.inject with a JSON body, as POST does', async () => {
    const [p] = await makePatients(t, 1);
    const res = await t.inject({
      method: 'GET',
      url: '/api/patient/profile/save',
      payload: body,
      headers: bearer(p!.token),
      remoteAddress: t.nextIp(),
    });
    const saved = expectEnvelope<{ name: { firstName: string; lastName: string }; tribe: string[] }>(
      res,
      200,
      pm.updated,
    ).data;
    expect(saved.name).toEqual({ firstName: 'Asha', lastName: 'Verma' });
    expect(saved.tribe).toEqual(['Grief Support', 'Queer Support']);
    const [row] = await t.app.deps.db.select().from(patients).where(eq(patients.id, p!.id));
    expect(row).toMatchObject({ firstName: 'Asha', lastName: 'Verma' });
  });

  it('checks the body by the same schema and refuses what POST refuses', async () => {
    const [p] = await makePatients(t, 1);
    const send = (payload: string, type = 'application/json') =>
      t.inject({
        method: 'GET',
        url: '/api/patient/profile/save',
        payload,
        headers: { ...bearer(p!.token), 'content-type': type },
        remoteAddress: t.nextIp(),
      });
    expectEnvelope(await send(JSON.stringify({ name: 'R2D2' })), 400, pm.nameInvalid);
    expectEnvelope(await send('{"name":'), 400, 'The request body is not valid JSON.');
    expectEnvelope(await send('name=Asha', 'text/plain'), 415);
    expectEnvelope(await send(JSON.stringify({ name: 'x'.repeat(300 * 1024) })), 413);
    // No token: as POST.
    expectEnvelope(
      await t.inject({
        method: 'GET',
        url: '/api/patient/profile/save',
        payload: body,
        remoteAddress: t.nextIp(),
      }),
      401,
    );
  });

  it('saves through a real listening server (GET with Content-Length and a JSON body)', async () => {
    const [p] = await makePatients(t, 1);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    {
      const payload = JSON.stringify({ name: 'Kavya Menon' });
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'GET',
            path: '/api/patient/profile/save',
            headers: {
              ...bearer(p!.token),
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({
        status: 1,
        message: pm.updated,
        data: { name: { firstName: 'Kavya', lastName: 'Menon' } },
      });
      const [row] = await t.app.deps.db.select().from(patients).where(eq(patients.id, p!.id));
      expect(row).toMatchObject({ firstName: 'Kavya', lastName: 'Menon' });
    }
  });
});

describe('a 400 names the field', () => {
  it('a booking without tnc_id says tnc_id is required; an empty one that it is not valid', async () => {
    const [p] = await makePatients(t, 1);
    const { tnc_id: _, ...noTnc } = bookingForm(freshSlot(), 'gc', await tncId(t, 'gc'));
    expectEnvelope(await post('/api/book-appointment?type=gc', noTnc, p!.token), 400, 'tnc_id is required.');
    expectEnvelope(
      await post('/api/book-appointment?type=gc', { ...noTnc, tnc_id: '' }, p!.token),
      400,
      'tnc_id is not valid.',
    );
    // A field with the spec's own words keeps them.
    expectEnvelope(
      await post('/api/book-appointment?type=gc', { ...noTnc, tnc_id: 'x', phone: undefined }, p!.token),
      400,
      f.phoneRequired,
    );
  });

  it('an intake without book_appointment_id says so', async () => {
    const { book_appointment_id: _, ...noId } = goodGc;
    expectEnvelope(await post('/api/patient-intake', noId), 400, 'book_appointment_id is required.');
    // The spec's 'Required' stays where the form has it.
    expectEnvelope(await post('/api/patient-intake', { ...goodGc, firstName: '' }), 400, im.required);
  });

  it('names nested fields and query fields; a body that is no object keeps the spec’s default', async () => {
    const [p] = await makePatients(t, 1);
    expectEnvelope(
      await post('/api/coupon/validation', { coupon_code: 'WELCOME100', doctor_id: '' }, p!.token),
      400,
      'doctor_id is not valid.',
    );
    expectEnvelope(
      await post('/api/report/upload', { reports: [{ title: 'Scan' }] }, p!.token),
      400,
      rm.fileNotFound,
    );
    expectEnvelope(
      await post('/api/book-appointment/appointment-call-activity', { activity_type: 'joined' }, p!.token),
      400,
    );
    expectEnvelope(await get('/api/doctor/list'), 400, em.typeInvalid);
    expectEnvelope(await get('/api/test?category=Pets'), 400);
    expectEnvelope(await get('/api/doctor/list?type=gc&page=0'), 400, em.pageInvalid);
    const noBody = await t.inject({
      method: 'POST',
      url: '/api/patient/profile/save',
      payload: '[]',
      headers: { ...bearer(p!.token), 'content-type': 'application/json' },
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(noBody, 400, DEFAULT_MESSAGE);
  });
});

describe('page and records on every list', () => {
  const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);

  /** Pages of `records` through `url` until a short page; every row once, in one order. */
  async function walk(
    url: string,
    records: number,
    token?: string,
    pick = (d: unknown) => d as { _id: string }[],
  ) {
    const all: string[] = [];
    for (let page = 1; page <= 500; page += 1) {
      const sep = url.includes('?') ? '&' : '?';
      const rows = pick(data(await get(`${url}${sep}page=${page}&records=${records}`, token)));
      expect(rows.length).toBeLessThanOrEqual(records);
      all.push(...ids(rows));
      if (rows.length < records) break;
    }
    return all;
  }

  it.each<[string, string | undefined, (d: unknown) => { _id: string }[]]>([
    ['/api/test', undefined, (d) => d as { _id: string }[]],
    ['/api/doctor/list?type=mhc', undefined, (d) => (d as { result: { _id: string }[] }).result],
    ['/api/article/app-list/text', undefined, (d) => (d as { result: { _id: string }[] }).result],
    [
      '/api/quick-support/question-answer/Patient',
      undefined,
      (d) => (d as { result: { _id: string }[] }).result,
    ],
    ['/api/report/get-test-reports', 'demo', (d) => (d as { result: { _id: string }[] }).result],
    ['/api/report/list-by-doctor', 'demo', (d) => (d as { result: { _id: string }[] }).result],
    ['/api/patient/upcoming-appointments', 'demo', (d) => d as { _id: string }[]],
    ['/api/patient/past-appointments', 'demo', (d) => d as { _id: string }[]],
  ])('%s: small pages together are the whole list', async (url, who, pick) => {
    const token = who === 'demo' ? demoToken : undefined;
    const whole = pick(data(await get(`${url}${url.includes('?') ? '&' : '?'}records=500`, token)));
    expect(whole.length).toBeGreaterThan(1);
    const records = url.startsWith('/api/doctor') ? 10 : 1;
    expect(await walk(url, records, token, pick)).toEqual(ids(whole));
  });

  it('answers pagination with records as the page size where the answer has it', async () => {
    const reports = data<{ result: unknown[]; pagination: Pagination }>(
      await get('/api/report/get-test-reports?records=2&page=2', demoToken),
    );
    expect(reports.pagination).toEqual({ current_page: 2, records: 2, total_records: 5 });
    expect(reports.result).toHaveLength(2);
    const byDoctor = data<{ result: unknown[]; pagination: Pagination }>(
      await get('/api/report/list-by-doctor?records=1', demoToken),
    );
    expect(byDoctor.pagination).toEqual({ current_page: 1, records: 1, total_records: 2 });
    const support = data<{ result: unknown[]; pagination: Pagination }>(
      await get('/api/quick-support/question-answer/Patient?records=1&page=2'),
    );
    expect(support.pagination).toMatchObject({ current_page: 2, records: 1 });
    expect(support.result).toHaveLength(1);
    const reviews = data<{ result: unknown[]; pagination: Pagination }>(
      await get('/api/testimonial/list/?records=5', demoToken),
    );
    expect(reviews.pagination).toMatchObject({ current_page: 1, records: 5 });
  });

  it('pages the moods, the mood history, own reports, test bookings and the access history', async () => {
    const moods = data<{ mood: string }[]>(await get('/api/patient/get-mood-list?records=2&page=3'));
    expect(moods.map((m) => m.mood)).toEqual(['happy']);
    expect(data<unknown[]>(await get('/api/patient/get-mood-list'))).toHaveLength(5);

    const [p] = await makePatients(t, 1);
    for (const mood of ['sad', 'neutral', 'happy'])
      expectEnvelope(await post('/api/patient/add-mood-track', { mood }, p!.token), 201);
    const history = data<{ result: { mood: string }[]; pagination: Pagination }>(
      await get('/api/patient/mood-history?records=2&page=2', p!.token),
    );
    expect(history.result.map((m) => m.mood)).toEqual(['happy']);
    expect(history.pagination).toEqual({ current_page: 2, records: 2, total_records: 3 });

    for (const title of ['One', 'Two', 'Three']) {
      const key = await arrivedUpload(t, p!.id);
      expectEnvelope(
        await post('/api/report/upload', { reports: [{ title, file_path: key }] }, p!.token),
        201,
      );
    }
    const own = await walk('/api/report/list', 2, p!.token);
    expect(own).toHaveLength(3);
    expect(new Set(own).size).toBe(3);

    const tests = data<{ _id: string }[]>(await get('/api/test?records=2'));
    for (const test of tests)
      expectEnvelope(await post('/api/test/test-book', { test_id: test._id }, p!.token), 201);
    const booked = await walk('/api/test/my-bookings', 1, p!.token);
    expect(booked).toHaveLength(2);

    expect(
      data<unknown[]>(await get('/api/report/access-log?records=1', demoToken)).length,
    ).toBeLessThanOrEqual(1);
    expect(data<unknown[]>(await get('/api/coupon?records=1', p!.token))).toEqual([]);
  });

  it.each([
    '/api/test',
    '/api/test/my-bookings',
    '/api/report/list',
    '/api/report/get-test-reports',
    '/api/report/list-by-doctor',
    '/api/report/access-log',
    '/api/patient/upcoming-appointments',
    '/api/patient/past-appointments',
    `/api/patient/upcoming-bookings-by-doctor?doctor_id=${ananya.id}`,
    `/api/patient/past-bookings-by-doctor?doctor_id=${ananya.id}`,
    '/api/coupon',
    '/api/patient/get-mood-list',
    '/api/patient/mood-history',
    '/api/testimonial/list/',
    '/api/quick-support/question-answer/Patient',
  ])('%s refuses records over 500 and page 0, naming them', async (url) => {
    const sep = url.includes('?') ? '&' : '?';
    expectEnvelope(await get(`${url}${sep}records=501`, demoToken), 400, pagingMessages.recordsInvalid);
    expectEnvelope(await get(`${url}${sep}page=0`, demoToken), 400, pagingMessages.pageInvalid);
    expectEnvelope(await get(`${url}${sep}records=500&page=2`, demoToken), 200);
  });
});

describe('coupon/validation answers the terms’ id as _id (spec section 3)', () => {
  it('the terms of the doctor’s type, of the type asked about, or of the coupon’s own type', async () => {
    const [p] = await makePatients(t, 1);
    const mhc = await tncId(t, 'mhc');
    const gc = await tncId(t, 'gc');
    const byDoctor = data<CouponResult>(
      await post(
        '/api/coupon/validation',
        { coupon_code: 'WELCOME100', doctor_id: ananya.id, fee_type: 'self' },
        p!.token,
      ),
    );
    expect(byDoctor._id).toBe(mhc);
    const byType = data<CouponResult>(
      await post('/api/coupon/validation', { coupon_code: 'WELCOME100', amount: 1500, type: 'GC' }, p!.token),
    );
    expect(byType._id).toBe(gc);
    // A coupon for any type, asked about with an amount alone: no terms to name.
    const plain = data<CouponResult>(
      await post('/api/coupon/validation', { coupon_code: 'WELCOME100', amount: 1500 }, p!.token),
    );
    expect(plain._id).toBe('');

    // A gift is for one type: its terms.
    const [buyer] = await makePatients(t, 1);
    const gift = data<GiftCreated>(
      await post(
        '/api/coupon',
        {
          discount: 500,
          consolation_type: 'gc',
          some_one_else: true,
          first_name: 'Meena',
          last_name: 'Rao',
          phone: '9812345670',
          email: 'meena@example.com',
          pMessage: '',
        },
        buyer!.token,
      ),
      201,
    );
    expectEnvelope(
      await post('/api/payment/sandbox/checkout', {
        order_id: gift.razorpayRes.id,
        method: 'upi',
        outcome: 'pay',
      }),
      200,
    );
    const forGift = data<CouponResult>(
      await post('/api/coupon/validation', { coupon_code: gift.code, amount: 1500 }, p!.token),
    );
    expect(forGift._id).toBe(gc);
    expect(forGift._id).not.toBe(
      (await t.app.deps.db.select().from(coupons).where(eq(coupons.code, gift.code)))[0]!.id,
    );
  });
});
