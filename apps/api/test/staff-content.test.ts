import { createHash } from 'node:crypto';
import { HTML_POLICY_CASES } from '@care/contracts/content/html-policy-cases';
import { contentMessages as m } from '@care/contracts/content/messages';
import type {
  ContentMediaData,
  StaffArticle,
  StaffArticleSummary,
  StaffQuickSupportData,
  StaffQuickSupportQuestion,
} from '@care/contracts/content/schemas';
import { staffAuthMessages } from '@care/contracts/staff/messages';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, staffAuditLog } from '../src/db/schema/index.ts';
import { sanitizeHtml } from '../src/lib/sanitize-html.ts';
import { ananya } from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp, tinyPng } from './helpers/test-app.ts';

// Articles and quick-support answers edited in the console (issue 22): operations (content.edit)
// list, create, edit, publish and unpublish them, and upload their media; every save sanitises
// the HTML with the allow-list the web app shows it through; patients see a change at once (the
// article lists' cache too); every change is in the audit log with before and after.

let t: TestApp;
let ops: TestStaff;
let admin: TestStaff;
let expert: TestStaff;
let patientToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await makeStaff(t, 'operations', { fullName: 'Meera Ops' });
  admin = await makeStaff(t, 'admin');
  expert = await makeStaff(t, 'expert', { expertId: ananya.id });
  patientToken = await t.signIn();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: unknown) =>
  t.inject({
    method,
    url,
    headers,
    remoteAddress: t.nextIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const asOps = () => staffAuth(ops);

let slugCounter = 0;
const draft = (over: Record<string, unknown> = {}) => ({
  title: 'Iron in the second trimester',
  slug: `iron-second-trimester-${++slugCounter}`,
  type: 'Text Article',
  category: 'Pregnancy & Reproductive Wellness',
  week_from: 14,
  week_to: 27,
  tribes: [],
  short_description: 'Why iron matters now and where to find it.',
  body: '<p>Eat greens.</p>',
  image_key: null,
  audio_key: null,
  video_key: null,
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  return expectEnvelope<StaffArticle>(
    await call('POST', '/api/staff/articles', asOps(), draft(over)),
    201,
    m.articleCreated,
  ).data;
}
const publish = async (id: string) =>
  expectEnvelope<StaffArticle>(
    await call('POST', `/api/staff/articles/${id}/publish`, asOps()),
    200,
    m.articlePublished,
  ).data;
const unpublish = async (id: string) =>
  expectEnvelope<StaffArticle>(
    await call('POST', `/api/staff/articles/${id}/unpublish`, asOps()),
    200,
    m.articleUnpublished,
  ).data;
const patientArticle = (slug: string) =>
  call('GET', `/api/article/get-article-by-slug?slug=${slug}`, bearer(patientToken));
async function patientTextList() {
  const res = await call('GET', '/api/article/app-list/text?page=1&records=100', bearer(patientToken));
  return expectEnvelope<{ result: { _id: string; title: string }[] }>(res, 200).data.result;
}
const auditOf = (subject: 'article' | 'quick_support', id: string) =>
  t.app.deps.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.subject, subject), eq(staffAuditLog.subjectId, id)))
    .orderBy(asc(staffAuditLog.at), asc(staffAuditLog.action));

describe('who may edit content', () => {
  const routes: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
    ['list articles', 'GET', '/api/staff/articles'],
    ['read an article', 'GET', '/api/staff/articles/00000000-0000-4000-8000-000000000000'],
    ['create an article', 'POST', '/api/staff/articles', draft()],
    ['edit an article', 'PUT', '/api/staff/articles/00000000-0000-4000-8000-000000000000', draft()],
    ['publish', 'POST', '/api/staff/articles/00000000-0000-4000-8000-000000000000/publish'],
    ['unpublish', 'POST', '/api/staff/articles/00000000-0000-4000-8000-000000000000/unpublish'],
    ['list quick support', 'GET', '/api/staff/quick-support'],
    [
      'add an answer',
      'POST',
      '/api/staff/quick-support/questions',
      { category_id: 'x', question: 'q', answer: 'a' },
    ],
    [
      'edit an answer',
      'PUT',
      '/api/staff/quick-support/questions/x',
      { category_id: 'x', question: 'q', answer: 'a' },
    ],
    ['unpublish an answer', 'POST', '/api/staff/quick-support/questions/x/unpublish'],
  ];

  it.each(routes)(
    '%s: admins and experts get 403, patients and visitors 401, nothing changes',
    async (_n, method, url, body) => {
      const before = await t.app.deps.db.$count(articles);
      for (const s of [admin, expert])
        expectEnvelope(await call(method, url, staffAuth(s), body), 403, staffAuthMessages.forbidden);
      expectEnvelope(await call(method, url, bearer(patientToken), body), 401);
      expectEnvelope(await call(method, url, {}, body), 401);
      expect(await t.app.deps.db.$count(articles)).toBe(before);
    },
  );

  it('media upload: admins and experts get 403, patients 401', async () => {
    for (const s of [admin, expert]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/staff/content/media',
        headers: { ...staffAuth(s), 'content-type': 'image/png' },
        payload: tinyPng(),
        remoteAddress: t.nextIp(),
      });
      expectEnvelope(res, 403, staffAuthMessages.forbidden);
    }
    const res = await t.inject({
      method: 'POST',
      url: '/api/staff/content/media',
      headers: { ...bearer(patientToken), 'content-type': 'image/png' },
      payload: tinyPng(),
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(res, 401);
  });
});

describe('articles', () => {
  it('a new article is a draft: listed for staff, not shown to patients', async () => {
    const a = await create({ title: 'Draft about folate' });
    expect(a.published).toBe(false);
    expect(a.published_at).toBeNull();
    expectEnvelope(await patientArticle(a.slug), 404);
    expect((await patientTextList()).some((c) => c._id === a.id)).toBe(false);
    const list = expectEnvelope<StaffArticleSummary[]>(
      await call('GET', '/api/staff/articles?q=folate', asOps()),
      200,
    ).data;
    expect(list.map((r) => r.id)).toEqual([a.id]);
    const one = expectEnvelope<StaffArticle>(
      await call('GET', `/api/staff/articles/${a.id}`, asOps()),
      200,
    ).data;
    expect(one.body).toBe('<p>Eat greens.</p>');
    expect(one.category).toBe('Pregnancy & Reproductive Wellness');
    // Seeded articles are there too, published.
    const all = expectEnvelope<StaffArticleSummary[]>(
      await call('GET', '/api/staff/articles', asOps()),
      200,
    ).data;
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((r) => r.published).length).toBeGreaterThanOrEqual(41);
  });

  it.each(HTML_POLICY_CASES)(
    'sanitises on save exactly as the web does: $name',
    async ({ input, output }) => {
      const a = await create({ body: input });
      expect(a.body).toBe(output);
      const [row] = await t.app.deps.db
        .select({ body: articles.body })
        .from(articles)
        .where(eq(articles.id, a.id));
      expect(row!.body).toBe(output);
      // Sanitising what is stored changes nothing: the web shows it as stored.
      expect(await sanitizeHtml(row!.body)).toBe(row!.body);
      expect(row!.body).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    },
  );

  it('publishing shows it to patients at once; an edit shows at once, despite the list cache; unpublishing hides it', async () => {
    const a = await create({ title: 'Sleep on your side', body: '<p>First version</p>' });
    await publish(a.id);
    const shown = expectEnvelope<{ title: string; description: string }>(
      await patientArticle(a.slug),
      200,
    ).data;
    expect(shown.title).toBe('Sleep on your side');
    expect(decodeURIComponent(shown.description)).toBe('<p>First version</p>');
    // The list is now cached on this instance.
    expect((await patientTextList()).find((c) => c._id === a.id)?.title).toBe('Sleep on your side');

    expectEnvelope(
      await call(
        'PUT',
        `/api/staff/articles/${a.id}`,
        asOps(),
        draft({
          slug: a.slug,
          title: 'Sleep on your left side',
          body: '<p>Second <script>x()</script>version</p>',
        }),
      ),
      200,
      m.articleSaved,
    );
    const edited = expectEnvelope<{ title: string; description: string }>(
      await patientArticle(a.slug),
      200,
    ).data;
    expect(edited.title).toBe('Sleep on your left side');
    expect(decodeURIComponent(edited.description)).toBe('<p>Second version</p>');
    expect((await patientTextList()).find((c) => c._id === a.id)?.title).toBe('Sleep on your left side');

    await unpublish(a.id);
    expectEnvelope(await patientArticle(a.slug), 404);
    expect((await patientTextList()).some((c) => c._id === a.id)).toBe(false);
    // A like or bookmark of an unpublished article is a 404 too.
    expectEnvelope(await call('POST', '/api/article/like', bearer(patientToken), { article_id: a.id }), 404);
  });

  it('an edit or unpublish saved on one instance shows at once in the lists another instance had cached', async () => {
    const b = await createTestApp({}, { secondInstanceOf: t });
    try {
      const listOn = async (app: TestApp) => {
        const res = await app.inject({
          method: 'GET',
          url: '/api/article/app-list/text?page=1&records=100',
          headers: bearer(patientToken),
          remoteAddress: app.nextIp(),
        });
        return expectEnvelope<{ result: { _id: string; title: string }[] }>(res, 200).data.result;
      };
      const a = await create({ title: 'Walk after meals' });
      await publish(a.id);
      // Instance b lists it, and keeps that list for 15 s unless it hears of a change.
      expect((await listOn(b)).find((c) => c._id === a.id)?.title).toBe('Walk after meals');
      expectEnvelope(
        await call(
          'PUT',
          `/api/staff/articles/${a.id}`,
          asOps(),
          draft({ slug: a.slug, title: 'Walk after dinner' }),
        ),
        200,
      );
      // NOTIFY arrives after the commit: well within a second, never the list's 15 s.
      await expect
        .poll(async () => (await listOn(b)).find((c) => c._id === a.id)?.title, {
          timeout: 3_000,
          interval: 50,
        })
        .toBe('Walk after dinner');
      await unpublish(a.id);
      await expect
        .poll(async () => (await listOn(b)).some((c) => c._id === a.id), { timeout: 3_000, interval: 50 })
        .toBe(false);
    } finally {
      await b.close();
    }
  });

  it('publishing twice changes nothing the second time', async () => {
    const a = await create();
    const first = await publish(a.id);
    const second = await publish(a.id);
    expect(second.published_at).toBe(first.published_at);
    expect((await auditOf('article', a.id)).map((e) => e.action)).toEqual([
      'article.create',
      'article.publish',
    ]);
  });

  it('a slug in use is 409 on create and on edit, nothing changed', async () => {
    const a = await create();
    const b = await create();
    expectEnvelope(
      await call('POST', '/api/staff/articles', asOps(), draft({ slug: a.slug })),
      409,
      m.slugTaken,
    );
    expectEnvelope(
      await call('PUT', `/api/staff/articles/${b.id}`, asOps(), draft({ slug: a.slug, title: 'Changed' })),
      409,
      m.slugTaken,
    );
    const again = expectEnvelope<StaffArticle>(
      await call('GET', `/api/staff/articles/${b.id}`, asOps()),
      200,
    ).data;
    expect(again.slug).toBe(b.slug);
    expect(again.title).toBe(b.title);
  });

  it('malformed input is 400 with the problem named', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ slug: 'Not A Slug!' }, m.slugInvalid],
      [{ slug: 'trailing-' }, m.slugInvalid],
      [{ category: 'Cooking' }, m.categoryInvalid],
      [{ type: 'Podcast' }, m.typeInvalid],
      [{ week_from: 30, week_to: 10 }, m.weekInvalid],
      [{ week_from: 0 }, m.weekInvalid],
      [{ title: '' }, m.titleRequired],
      [{ tribes: ['Chess Club'] }, m.tribeInvalid],
      [{ image_key: 'article/uploads/00000000-0000-4000-8000-000000000000.png' }, m.mediaKeyInvalid],
      [{ image_key: '../../etc/passwd' }, m.mediaKeyInvalid],
    ];
    const before = await t.app.deps.db.$count(articles);
    for (const [over, message] of bad)
      expectEnvelope(await call('POST', '/api/staff/articles', asOps(), draft(over)), 400, message);
    expect(await t.app.deps.db.$count(articles)).toBe(before);
  });

  it('unknown ids are 404 with nothing changed', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expectEnvelope(await call('GET', `/api/staff/articles/${id}`, asOps()), 404, m.articleNotFound);
      expectEnvelope(
        await call('PUT', `/api/staff/articles/${id}`, asOps(), draft()),
        404,
        m.articleNotFound,
      );
      expectEnvelope(
        await call('POST', `/api/staff/articles/${id}/publish`, asOps()),
        404,
        m.articleNotFound,
      );
      expectEnvelope(
        await call('POST', `/api/staff/articles/${id}/unpublish`, asOps()),
        404,
        m.articleNotFound,
      );
    }
  });

  it('edits a seeded article keeping its own media keys', async () => {
    const [seeded] = await t.app.deps.db
      .select()
      .from(articles)
      .where(eq(articles.type, 'Audio Article'))
      .limit(1);
    const res = await call(
      'PUT',
      `/api/staff/articles/${seeded!.id}`,
      asOps(),
      draft({
        slug: seeded!.slug,
        title: `${seeded!.title} (revised)`,
        type: seeded!.type,
        category: seeded!.category,
        week_from: seeded!.weekFrom,
        week_to: seeded!.weekTo,
        tribes: seeded!.tribes,
        body: seeded!.body,
        image_key: seeded!.imagePath,
        audio_key: seeded!.audioPath,
      }),
    );
    const saved = expectEnvelope<StaffArticle>(res, 200).data;
    expect(saved.audio_key).toBe(seeded!.audioPath);
    expect(saved.audio_url).toMatch(/\/media\/article\//);
  });

  it('the audit log has each change with who, before and after (the body as length and hash)', async () => {
    const a = await create({ title: 'Audited', body: '<p>one</p>' });
    await call(
      'PUT',
      `/api/staff/articles/${a.id}`,
      asOps(),
      draft({ slug: a.slug, title: 'Audited again', body: '<p>two</p>' }),
    );
    await publish(a.id);
    await unpublish(a.id);
    const entries = await auditOf('article', a.id);
    expect(entries.map((e) => e.action)).toEqual([
      'article.create',
      'article.edit',
      'article.publish',
      'article.unpublish',
    ]);
    for (const e of entries) {
      expect(e.staffId).toBe(ops.id);
      expect(e.staffRole).toBe('operations');
    }
    const [created, edited, published, unpublished] = entries;
    expect(created!.before).toBeNull();
    expect(created!.after).toMatchObject({
      title: 'Audited',
      body_length: '<p>one</p>'.length,
      published_at: null,
    });
    expect(edited!.before).toMatchObject({
      title: 'Audited',
      body_sha256: createHash('sha256').update('<p>one</p>').digest('hex'),
    });
    expect(edited!.after).toMatchObject({
      title: 'Audited again',
      body_sha256: createHash('sha256').update('<p>two</p>').digest('hex'),
    });
    expect(edited!.summary).toContain('title');
    expect(edited!.summary).toContain('body_sha256');
    expect((published!.after as { published_at: string | null }).published_at).not.toBeNull();
    expect((unpublished!.after as { published_at: string | null }).published_at).toBeNull();
    // Admins find it in the log.
    const log = expectEnvelope<{ subject_id: string }[]>(
      await call('GET', `/api/staff/audit?subject=article&subject_id=${a.id}`, staffAuth(admin)),
      200,
    ).data;
    expect(log).toHaveLength(4);
  });
});

describe('media upload', () => {
  const upload = (body: Buffer | string, type: string) =>
    t.inject({
      method: 'POST',
      url: '/api/staff/content/media',
      headers: { ...asOps(), 'content-type': type },
      payload: body,
      remoteAddress: t.nextIp(),
    });

  it('stores a real picture under article/uploads, serves it, and an article can use it', async () => {
    const png = tinyPng();
    const media = expectEnvelope<ContentMediaData>(await upload(png, 'image/png'), 201, m.mediaSaved).data;
    expect(media.key).toMatch(/^article\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(media.kind).toBe('image');
    expect(media.size).toBe(png.length);
    const served = await t.inject({ method: 'GET', url: new URL(media.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const a = await create({
      image_key: media.key,
      body: `<p>Look</p><img src="/media/${media.key}" alt="A plate">`,
    });
    expect(a.image_key).toBe(media.key);
    expect(a.body).toBe(`<p>Look</p><img src="/media/${media.key}" alt="A plate">`);
    await publish(a.id);
    const shown = expectEnvelope<{ image_path: string }>(await patientArticle(a.slug), 200).data;
    expect(shown.image_path).toBe(media.url);
    // A picture key in the audio field is refused.
    expectEnvelope(
      await call(
        'PUT',
        `/api/staff/articles/${a.id}`,
        asOps(),
        draft({ slug: a.slug, audio_key: media.key }),
      ),
      400,
      m.mediaKeyInvalid,
    );
  });

  it('accepts audio and video by their first bytes', async () => {
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(100)]);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(100)]);
    expect(expectEnvelope<ContentMediaData>(await upload(mp3, 'audio/mpeg'), 201).data.key).toMatch(/\.mp3$/);
    expect(expectEnvelope<ContentMediaData>(await upload(mp4, 'audio/mp4'), 201).data.key).toMatch(/\.m4a$/);
    const video = expectEnvelope<ContentMediaData>(await upload(mp4, 'video/mp4'), 201).data;
    expect(video.kind).toBe('video');
    // Players seek: ranges are served.
    const part = await t.inject({
      method: 'GET',
      url: new URL(video.url).pathname,
      headers: { range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('ftypisom');
  });

  it('refuses a fake file, a wrong type, an empty and an oversize one', async () => {
    expectEnvelope(await upload('this is not a PNG at all', 'image/png'), 400, m.mediaContentInvalid);
    expectEnvelope(await upload(tinyPng(), 'image/jpeg'), 400, m.mediaContentInvalid);
    expectEnvelope(await upload(Buffer.from('ID3'), 'video/mp4'), 400, m.mediaContentInvalid);
    expectEnvelope(await upload('hello', 'text/plain'), 415, m.mediaTypeInvalid);
    expectEnvelope(await upload(Buffer.alloc(0), 'image/png'), 400);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    expectEnvelope(await upload(big, 'image/png'), 413, m.mediaTooLarge);
  });

  it('an unknown upload is 404', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/media/article/uploads/00000000-0000-4000-8000-000000000000.png',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('quick support', () => {
  const faq = async () => {
    const res = await call('GET', '/api/quick-support/question-answer/Patient?page=1&records=100');
    type Node = {
      children: Node[];
      quick_support_question_answer: { _id: string; question: string; answer: string }[];
    };
    const roots = expectEnvelope<{ result: Node[] }>(res, 200).data.result;
    const all: Node['quick_support_question_answer'] = [];
    const walk = (n: Node) => {
      all.push(...n.quick_support_question_answer);
      n.children.forEach(walk);
    };
    roots.forEach(walk);
    return all;
  };
  const staffFaq = async () =>
    expectEnvelope<StaffQuickSupportData>(
      await call('GET', '/api/staff/quick-support', asOps()),
      200,
      m.quickSupport,
    ).data;

  it('lists categories with questions; adds, edits (sanitised), unpublishes and republishes an answer, audited', async () => {
    const { categories } = await staffFaq();
    expect(categories.length).toBeGreaterThan(0);
    const category = categories.find((c) => c.audience === 'Patient' && c.questions.length > 0)!;
    expect(category.questions[0]!.published).toBe(true);

    const created = expectEnvelope<StaffQuickSupportQuestion>(
      await call('POST', '/api/staff/quick-support/questions', asOps(), {
        category_id: category.id,
        question: 'Can I change my appointment?',
        answer: '<p>Yes<script>alert(1)</script>, from <a href="javascript:x()">My Appointments</a>.</p>',
      }),
      201,
      m.answerCreated,
    ).data;
    expect(created.answer).toBe('<p>Yes, from My Appointments.</p>');
    expect((await faq()).find((q) => q._id === created.id)?.question).toBe('Can I change my appointment?');

    const edited = expectEnvelope<StaffQuickSupportQuestion>(
      await call('PUT', `/api/staff/quick-support/questions/${created.id}`, asOps(), {
        category_id: category.id,
        question: 'Can I move my appointment?',
        answer:
          '<p>Yes, from <a href="/my-appointments" onclick="x()">My Appointments</a>.</p><iframe src="https://x.example"></iframe>',
      }),
      200,
      m.answerSaved,
    ).data;
    expect(edited.answer).toBe('<p>Yes, from <a href="/my-appointments">My Appointments</a>.</p>');
    const shown = (await faq()).find((q) => q._id === created.id)!;
    expect(shown.question).toBe('Can I move my appointment?');
    expect(decodeURIComponent(shown.answer)).toBe(edited.answer);

    expectEnvelope(
      await call('POST', `/api/staff/quick-support/questions/${created.id}/unpublish`, asOps()),
      200,
      m.answerUnpublished,
    );
    expect((await faq()).some((q) => q._id === created.id)).toBe(false);
    const listed = (await staffFaq()).categories.flatMap((c) => c.questions).find((q) => q.id === created.id);
    expect(listed?.published).toBe(false);
    expectEnvelope(
      await call('POST', `/api/staff/quick-support/questions/${created.id}/publish`, asOps()),
      200,
      m.answerPublished,
    );
    expect((await faq()).some((q) => q._id === created.id)).toBe(true);

    const entries = await auditOf('quick_support', created.id);
    expect(entries.map((e) => e.action)).toEqual([
      'quick_support.create',
      'quick_support.edit',
      'quick_support.unpublish',
      'quick_support.publish',
    ]);
    expect(entries[1]!.before).toMatchObject({ question: 'Can I change my appointment?' });
    expect(entries[1]!.after).toMatchObject({
      question: 'Can I move my appointment?',
      answer_length: edited.answer.length,
    });
  });

  it('an unknown category is 400, an unknown question 404, a missing answer 400; nothing changes', async () => {
    const { categories } = await staffFaq();
    const count = categories.flatMap((c) => c.questions).length;
    expectEnvelope(
      await call('POST', '/api/staff/quick-support/questions', asOps(), {
        category_id: '00000000-0000-4000-8000-000000000000',
        question: 'q',
        answer: '<p>a</p>',
      }),
      400,
      m.categoryNotFound,
    );
    expectEnvelope(
      await call('POST', '/api/staff/quick-support/questions', asOps(), {
        category_id: categories[0]!.id,
        question: '',
        answer: 'a',
      }),
      400,
      m.questionRequired,
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expectEnvelope(
        await call('PUT', `/api/staff/quick-support/questions/${id}`, asOps(), {
          category_id: categories[0]!.id,
          question: 'q',
          answer: 'a',
        }),
        404,
        m.questionNotFound,
      );
      expectEnvelope(
        await call('POST', `/api/staff/quick-support/questions/${id}/unpublish`, asOps()),
        404,
        m.questionNotFound,
      );
    }
    expect((await staffFaq()).categories.flatMap((c) => c.questions).length).toBe(count);
  });
});
