import { commonMessages } from '@care/contracts/common/messages';
import { QUICK_SUPPORT_PAGE_SIZE } from '@care/contracts/support/constants';
import { contactMessages as cm } from '@care/contracts/support/messages';
import type { QuickSupportCategory } from '@care/contracts/support/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries } from '../src/db/schema/index.ts';
import { bearer, createTestApp, DEMO, expectEnvelope, type TestApp } from './helpers/test-app.ts';

type Page = { data: { _id: string; slug: string; title: string; description: string } };

describe('support', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.inject({ method: 'GET', url });
  const enquiries = async () => {
    const [row] = await t.app.deps.database.db.select({ n: count() }).from(contactEnquiries);
    return row!.n;
  };

  describe('contact us', () => {
    const valid = {
      name: 'Kiran Das',
      phone: '9988776655',
      email: 'Kiran@Example.com',
      message: 'Please call me.',
    };
    const send = (payload: object, headers: Record<string, string> = {}) =>
      t.inject({
        method: 'POST',
        url: '/api/patient/add-contact-us-enquiry',
        payload,
        headers,
        remoteAddress: t.nextIp(),
      });

    it('stores an enquiry from a visitor', async () => {
      const before = await enquiries();
      const res = await send(valid);
      const body = expectEnvelope<{ _id: string }>(res, 201, cm.sent);
      expect(await enquiries()).toBe(before + 1);
      const [row] = await t.app.deps.database.db
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.id, body.data._id));
      expect(row).toMatchObject({
        name: 'Kiran Das',
        phone: '9988776655',
        email: 'kiran@example.com',
        message: 'Please call me.',
        patientId: null,
      });
    });

    it('the message is optional, and a signed-in sender is linked to the account', async () => {
      const token = await t.signIn();
      const res = await send({ name: 'Ananya Sharma', phone: DEMO.phone, email: DEMO.email }, bearer(token));
      const body = expectEnvelope<{ _id: string }>(res, 201, cm.sent);
      const [row] = await t.app.deps.database.db
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.id, body.data._id));
      expect(row!.message).toBe('');
      expect(row!.patientId).toEqual(expect.any(String));
    });

    it.each([
      ['no name', { name: undefined }, cm.nameRequired],
      ['an empty name', { name: '' }, cm.nameRequired],
      ['digits in the name', { name: 'Kiran 2' }, cm.nameInvalid],
      ['a one-letter name', { name: 'K' }, cm.nameInvalid],
      ['no phone', { phone: undefined }, cm.phoneRequired],
      ['an empty phone', { phone: '' }, cm.phoneRequired],
      ['a short phone', { phone: '99887766' }, cm.phoneInvalid],
      ['an 11-digit phone', { phone: '99887766554' }, cm.phoneInvalid],
      ['a phone starting with 0', { phone: '0988776655' }, cm.phoneInvalid],
      ['no e-mail', { email: undefined }, cm.emailRequired],
      ['an empty e-mail', { email: '' }, cm.emailRequired],
      ['an e-mail without a domain', { email: 'kiran@' }, cm.emailInvalid],
      ['an e-mail with a space', { email: 'kiran das@example.com' }, cm.emailInvalid],
    ])('answers 400 for %s and stores nothing', async (_label, change, message) => {
      const before = await enquiries();
      expectEnvelope(await send({ ...valid, ...change }), 400, message);
      expect(await enquiries()).toBe(before);
    });
  });

  describe('quick support', () => {
    let result: QuickSupportCategory[];
    beforeAll(async () => {
      const res = await get('/api/quick-support/question-answer/Patient');
      const body = expectEnvelope<{ result: QuickSupportCategory[]; pagination: Record<string, number> }>(
        res,
        200,
        commonMessages.ok,
      );
      result = body.data.result;
      // `records` is the page size (spec section 3), all top-level categories by default.
      expect(body.data.pagination).toEqual({
        current_page: 1,
        total_records: result.length,
        records: QUICK_SUPPORT_PAGE_SIZE,
      });
    });

    const walk = (nodes: QuickSupportCategory[]): QuickSupportCategory[] =>
      nodes.flatMap((n) => [n, ...walk(n.children)]);

    it('answers nested categories', () => {
      expect(result.length).toBeGreaterThan(0);
      expect(result.some((c) => c.children.length > 0)).toBe(true);
      for (const c of walk(result)) {
        expect(c).toEqual({
          _id: expect.any(String),
          name: expect.any(String),
          children: expect.any(Array),
          quick_support_question_answer: expect.any(Array),
        });
      }
      // Children appear only under their parent, never at the top level too.
      const topIds = new Set(result.map((c) => c._id));
      for (const c of result) for (const child of c.children) expect(topIds.has(child._id)).toBe(false);
    });

    it('has at least 12 questions, with URL-encoded HTML answers', () => {
      const questions = walk(result).flatMap((c) => c.quick_support_question_answer);
      expect(questions.length).toBeGreaterThanOrEqual(12);
      for (const q of questions) {
        expect(q.question.length).toBeGreaterThan(0);
        expect(q.answer).not.toMatch(/[<>]/);
        const html = decodeURIComponent(q.answer);
        expect(html).toMatch(/^<(p|ul)>/);
        expect(html).toMatch(/<\/(p|ul)>$/);
      }
    });

    it('answers 400 for an unknown audience', async () => {
      expectEnvelope(await get('/api/quick-support/question-answer/Doctor'), 400);
    });
  });

  describe('pages', () => {
    it.each([
      ['/api/page/about-us', 'about-us'],
      ['/api/page/privacy-policy', 'privacy-policy'],
      ['/api/page/cookie-policy', 'cookie-policy'],
      ['/api/page/tnc?type=gc', 'tnc-gc'],
      ['/api/page/tnc?type=mhc', 'tnc-mhc'],
    ])('GET %s answers the page', async (url, slug) => {
      const body = expectEnvelope<Page>(await get(url), 200, commonMessages.ok);
      expect(body.data.data).toMatchObject({ slug, _id: expect.any(String) });
      expect(body.data.data.title.length).toBeGreaterThan(0);
      expect(body.data.data.description.length).toBeGreaterThan(20);
    });

    it('the two terms pages differ', async () => {
      const gc = expectEnvelope<Page>(await get('/api/page/tnc?type=gc'), 200).data.data;
      const mhc = expectEnvelope<Page>(await get('/api/page/tnc?type=mhc'), 200).data.data;
      expect(gc.description).not.toBe(mhc.description);
    });

    it.each([
      ['/api/page/tnc', 'Please choose gc or mhc.'],
      ['/api/page/tnc?type=xyz', 'Please choose gc or mhc.'],
    ])('GET %s answers 400', async (url, message) => {
      expectEnvelope(await get(url), 400, message);
    });

    it('an unknown page answers 400', async () => {
      expectEnvelope(await get('/api/page/secret-page'), 400);
    });
  });

  describe('common master', () => {
    it('answers the requested lists only', async () => {
      const res = await get('/api/common-master?slug=language,concerns');
      const body = expectEnvelope<Record<string, { _id: string; value: string; label: string }[]>>(
        res,
        200,
        commonMessages.ok,
      );
      expect(Object.keys(body.data).sort()).toEqual(['concerns', 'language']);
      expect(body.data.concerns!.length).toBeGreaterThan(0);
      expect(body.data.language!.length).toBeGreaterThan(0);
      expect(body.data.concerns).toContainEqual({
        _id: expect.any(String),
        value: 'anxiety',
        label: 'Anxiety',
      });
      for (const item of [...body.data.concerns!, ...body.data.language!])
        expect(Object.keys(item).sort()).toEqual(['_id', 'label', 'value']);
    });

    it('answers every list without a slug', async () => {
      const body = expectEnvelope<Record<string, unknown[]>>(await get('/api/common-master'), 200);
      expect(Object.keys(body.data).sort()).toEqual([
        'concerns',
        'consultation-type',
        'expert-approaches',
        'expert-type',
        'language',
      ]);
    });

    it('answers 400 for an unknown slug', async () => {
      expectEnvelope(await get('/api/common-master?slug=language,passwords'), 400);
    });
  });
});
