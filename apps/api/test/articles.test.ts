import {
  ARTICLE_KINDS,
  ARTICLE_PAGE_SIZE,
  ARTICLE_TYPE_BY_KIND,
  type ArticleKind,
} from '@care/contracts/articles/constants';
import { articleMessages as am } from '@care/contracts/articles/messages';
import type { ArticleCard, ArticleDetail } from '@care/contracts/articles/schemas';
import type { Pagination } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPatientToken } from '../src/lib/tokens.ts';
import { type ArticleRow, articleRow, insertArticle } from './helpers/content-fixtures.ts';
import {
  bearer,
  createTestApp,
  expectEnvelope,
  type RegisteredPatient,
  type TestApp,
} from './helpers/test-app.ts';

type Groups = Record<ArticleKind, ArticleCard[]>;
type GroupsPage = { result: Groups; pagination: Pagination };
type KindPage = { result: ArticleCard[]; pagination: Pagination };

const CARD_KEYS = [
  '_id',
  'audio_path',
  'category',
  'createdAt',
  'image_path',
  'image_svg',
  'is_bookmarked',
  'likes',
  'short_description',
  'slug',
  'support_tribe',
  'title',
  'type',
  'video_link',
  'video_path',
  'views',
].sort();

let t: TestApp;
let demoToken: string;
let other: RegisteredPatient;
// Fixtures, all newer than anything the seed holds.
let atEase: ArticleRow;
let onco: ArticleRow;
let general: ArticleRow;
let weeks10to14: ArticleRow;
let audio: ArticleRow;
let video: ArticleRow;
let grief: ArticleRow;
let queerVideo: ArticleRow;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await t.signIn();
  other = await t.registerPatient();
  atEase = await insertArticle(t, { slug: 'fx-at-ease-breathing', category: 'At Ease', views: 7, likes: 3 });
  onco = await insertArticle(t, { slug: 'fx-onco-genes', category: 'Oncogenomic' });
  general = await insertArticle(t, { slug: 'fx-general-sleep', category: null });
  weeks10to14 = await insertArticle(t, {
    slug: 'fx-nt-scan-weeks',
    category: 'Pregnancy & Reproductive Wellness',
    weekFrom: 10,
    weekTo: 14,
  });
  audio = await insertArticle(t, {
    slug: 'fx-audio-calm',
    type: 'Audio Article',
    category: 'At Ease',
    audioPath: 'article/fx audio calm.mp3',
  });
  video = await insertArticle(t, {
    slug: 'fx-video-yoga',
    type: 'Video Article',
    category: null,
    videoPath: 'article/fx-video-yoga.mp4',
    videoLink: 'https://example.com/watch?v=yoga',
  });
  grief = await insertArticle(t, { slug: 'fx-grief-letters', tribes: ['Grief Support'] });
  queerVideo = await insertArticle(t, {
    slug: 'fx-queer-video',
    type: 'Video Article',
    tribes: ['Queer Support', 'Anxiety Support'],
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const post = (url: string, payload: object, token?: string) =>
  t.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

async function groups(query: string, token?: string): Promise<GroupsPage> {
  return expectEnvelope<GroupsPage>(await get(`/api/article/app-list${query}`, token), 200, commonMessages.ok)
    .data;
}
async function kindPage(kind: string, query: string, token?: string): Promise<KindPage> {
  return expectEnvelope<KindPage>(
    await get(`/api/article/app-list/${kind}${query}`, token),
    200,
    commonMessages.ok,
  ).data;
}
const slugs = (cards: ArticleCard[]) => cards.map((c) => c.slug);
const allCards = (g: Groups) => [...g.text, ...g.audio, ...g.video];

function expectNewestFirst(cards: ArticleCard[]) {
  const times = cards.map((c) => Date.parse(c.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

/** Every page of one kind, `records` at a time, until an empty page. */
async function everyCard(kind: ArticleKind, query: string, records: number, token?: string) {
  const cards: ArticleCard[] = [];
  let total = -1;
  for (let page = 1; page < 100; page++) {
    const data = await kindPage(kind, `${query}${query ? '&' : '?'}records=${records}&page=${page}`, token);
    expect(data.pagination).toEqual({ current_page: page, records, total_records: expect.any(Number) });
    if (total >= 0) expect(data.pagination.total_records).toBe(total);
    total = data.pagination.total_records;
    if (!data.result.length) break;
    cards.push(...data.result);
  }
  return { cards, total };
}

describe('GET article/app-list', () => {
  it('answers visitors with data.result.{text,audio,video} and pagination, newest first', async () => {
    const data = await groups('');
    expect(Object.keys(data).sort()).toEqual(['pagination', 'result']);
    expect(Object.keys(data.result).sort()).toEqual(['audio', 'text', 'video']);
    expect(data.pagination).toMatchObject({ current_page: 1, records: ARTICLE_PAGE_SIZE });
    for (const kind of ARTICLE_KINDS) {
      const cards = data.result[kind];
      expect(cards.length).toBeLessThanOrEqual(ARTICLE_PAGE_SIZE);
      expect(cards.every((c) => c.type === ARTICLE_TYPE_BY_KIND[kind])).toBe(true);
      expect(cards.every((c) => c.is_bookmarked === false)).toBe(true);
      expectNewestFirst(cards);
      for (const card of cards) expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
    }
    // The fixtures are the newest rows, so they lead their groups, last inserted first.
    expect(slugs(data.result.text).slice(0, 5)).toEqual([
      grief.slug,
      weeks10to14.slug,
      general.slug,
      onco.slug,
      atEase.slug,
    ]);
    expect(data.result.audio[0]?.slug).toBe(audio.slug);
    expect(slugs(data.result.video).slice(0, 2)).toEqual([queerVideo.slug, video.slug]);
  });

  it('presents a card with media addresses, tribes and counts', async () => {
    const data = await groups('');
    const card = data.result.text.find((c) => c.slug === atEase.slug);
    expect(card).toEqual({
      _id: atEase.id,
      slug: atEase.slug,
      title: atEase.title,
      short_description: atEase.shortDescription,
      type: 'Text Article',
      category: 'At Ease',
      // PNG for the phone apps (they cannot show SVG); the SVG for the web.
      image_path: `http://localhost:80/media/raster/article/${atEase.slug}.png`,
      image_svg: `http://localhost:80/media/article/${atEase.slug}.svg`,
      audio_path: null,
      video_path: null,
      video_link: null,
      views: 7,
      likes: 3,
      createdAt: atEase.publishedAt!.toISOString(),
      is_bookmarked: false,
      support_tribe: [],
    });
    const audioCard = data.result.audio.find((c) => c.slug === audio.slug);
    // Each path segment is URL-encoded (the fixture's file name has spaces).
    expect(audioCard?.audio_path).toBe('http://localhost:80/media/article/fx%20audio%20calm.mp3');
    const videoCard = data.result.video.find((c) => c.slug === video.slug);
    expect(videoCard).toMatchObject({
      video_path: 'http://localhost:80/media/article/fx-video-yoga.mp4',
      video_link: 'https://example.com/watch?v=yoga',
    });
    const queer = data.result.video.find((c) => c.slug === queerVideo.slug);
    expect(queer?.support_tribe).toEqual([
      { value: 'Queer Support', label: 'Queer Support' },
      { value: 'Anxiety Support', label: 'Anxiety' },
    ]);
  });

  it('filters by category: that category and uncategorised articles only', async () => {
    const data = await groups('?category=At%20Ease');
    const cards = allCards(data.result);
    expect(cards.every((c) => c.category === 'At Ease' || c.category === null)).toBe(true);
    expect(slugs(cards)).toEqual(expect.arrayContaining([atEase.slug, general.slug, audio.slug, video.slug]));
    expect(slugs(cards)).not.toContain(onco.slug);
    expect(slugs(cards)).not.toContain(weeks10to14.slug);

    const oncoCards = allCards((await groups('?category=Oncogenomic')).result);
    expect(slugs(oncoCards)).toContain(onco.slug);
    expect(slugs(oncoCards)).not.toContain(atEase.slug);
    expect(oncoCards.every((c) => c.category === 'Oncogenomic' || c.category === null)).toBe(true);
  });

  it('filters by week: an article for weeks 10-14 shows in week 12, not in week 20; -1 means any week', async () => {
    for (const week of [10, 12, 14]) {
      expect(slugs((await groups(`?week=${week}`)).result.text)).toContain(weeks10to14.slug);
    }
    for (const week of [9, 15, 20]) {
      const text = slugs((await groups(`?week=${week}`)).result.text);
      expect(text).not.toContain(weeks10to14.slug);
      // Articles without a week range suit every week.
      expect(text).toContain(general.slug);
    }
    expect(slugs((await groups('?week=-1')).result.text)).toContain(weeks10to14.slug);
    expect(slugs((await groups('?week=')).result.text)).toContain(weeks10to14.slug);
    // Week 0 (a patient who tracks no pregnancy) is no week filter either.
    expect(slugs((await groups('?week=0')).result.text)).toContain(weeks10to14.slug);
    // Both filters at once.
    const both = slugs(
      allCards((await groups('?week=12&category=Pregnancy%20%26%20Reproductive%20Wellness')).result),
    );
    expect(both).toContain(weeks10to14.slug);
    expect(both).toContain(general.slug);
    expect(both).not.toContain(atEase.slug);
  });

  it.each(['41', 'abc', '1.5', '-2'])('refuses week=%s', async (week) => {
    expectEnvelope(await get(`/api/article/app-list?week=${week}`), 400, am.weekInvalid);
    expectEnvelope(await get(`/api/article/app-list/text?week=${week}`), 400, am.weekInvalid);
  });

  it('refuses an unknown category or tribe', async () => {
    expectEnvelope(await get('/api/article/app-list?category=Cooking'), 400, am.categoryInvalid);
    expectEnvelope(await get('/api/article/app-list?support_tribe=Chess%20Club'), 400, am.tribeInvalid);
    expectEnvelope(
      await get('/api/article/app-list?support_tribe=Grief%20Support,Chess%20Club'),
      400,
      am.tribeInvalid,
    );
  });

  it.each(['records=0', 'records=501', 'records=abc', 'page=0', 'page=-1', 'page=1.5', 'page=100001'])(
    'refuses out-of-range paging (%s) with a 400 envelope',
    async (query) => {
      expectEnvelope(await get(`/api/article/app-list?${query}`), 400, am.pageInvalid);
      expectEnvelope(await get(`/api/article/app-list/audio?${query}`), 400, am.pageInvalid);
      expectEnvelope(await get(`/api/article/bookmarked?${query}`, demoToken), 400, am.pageInvalid);
    },
  );

  it('pages each group; total_records is the largest group total, also past the last page', async () => {
    const totals = {} as Record<ArticleKind, number>;
    for (const kind of ARTICLE_KINDS) {
      const { cards, total } = await everyCard(kind, '', 3);
      expect(cards.length).toBe(total);
      expect(new Set(cards.map((c) => c._id)).size).toBe(total);
      expectNewestFirst(cards);
      totals[kind] = total;
    }
    const most = Math.max(...Object.values(totals));

    const first = await groups('?records=1');
    expect(first.pagination).toEqual({ current_page: 1, records: 1, total_records: most });
    for (const kind of ARTICLE_KINDS) expect(first.result[kind].length).toBe(Math.min(1, totals[kind]));
    const second = await groups('?records=1&page=2');
    expect(second.pagination).toEqual({ current_page: 2, records: 1, total_records: most });
    const twoAtOnce = await groups('?records=2');
    for (const kind of ARTICLE_KINDS) {
      expect(slugs([...first.result[kind], ...second.result[kind]])).toEqual(slugs(twoAtOnce.result[kind]));
    }
    const past = await groups(`?records=100&page=${Math.ceil(most / 100) + 1}`);
    expect(past.result).toEqual({ text: [], audio: [], video: [] });
    expect(past.pagination.total_records).toBe(most);
  });

  it('with support_tribe answers data.{text,audio,video} of articles for any of those tribes', async () => {
    const data = expectEnvelope<Groups>(
      await get('/api/article/app-list?support_tribe=Grief%20Support'),
      200,
      commonMessages.ok,
    ).data;
    expect(Object.keys(data).sort()).toEqual(['audio', 'text', 'video']);
    const cards = allCards(data);
    expect(slugs(cards)).toContain(grief.slug);
    expect(slugs(cards)).not.toContain(general.slug);
    expect(slugs(cards)).not.toContain(queerVideo.slug);
    expect(cards.every((c) => c.support_tribe.some((s) => s.value === 'Grief Support'))).toBe(true);

    const two = allCards(
      expectEnvelope<Groups>(
        await get('/api/article/app-list?support_tribe=Grief%20Support,%20Queer%20Support'),
        200,
      ).data,
    );
    expect(slugs(two)).toEqual(expect.arrayContaining([grief.slug, queerVideo.slug]));
    expect(
      two.every((c) =>
        c.support_tribe.some((s) => s.value === 'Grief Support' || s.value === 'Queer Support'),
      ),
    ).toBe(true);
    for (const kind of ARTICLE_KINDS) expect(data[kind].length).toBeLessThanOrEqual(ARTICLE_PAGE_SIZE);
  });
});

describe('GET article/app-list/:type', () => {
  it.each(ARTICLE_KINDS)('lists %s articles only, newest first, with pagination', async (kind) => {
    const data = await kindPage(kind, '');
    expect(Object.keys(data).sort()).toEqual(['pagination', 'result']);
    expect(data.pagination).toMatchObject({ current_page: 1, records: ARTICLE_PAGE_SIZE });
    expect(data.result.length).toBeGreaterThan(0);
    expect(data.result.every((c) => c.type === ARTICLE_TYPE_BY_KIND[kind])).toBe(true);
    expectNewestFirst(data.result);
    const expected = { text: grief, audio: audio, video: queerVideo }[kind];
    expect(data.result[0]?.slug).toBe(expected.slug);
  });

  it('applies the same filters as the grouped list', async () => {
    const week20 = await kindPage('text', '?week=20&category=At%20Ease');
    expect(slugs(week20.result)).toContain(atEase.slug);
    expect(slugs(week20.result)).not.toContain(weeks10to14.slug);
    expect(slugs(week20.result)).not.toContain(onco.slug);
    const week12 = await kindPage('text', '?week=12');
    expect(slugs(week12.result)).toContain(weeks10to14.slug);
  });

  it.each(ARTICLE_KINDS)('with support_tribe answers data.%s', async (kind) => {
    const data = expectEnvelope<Record<string, ArticleCard[]>>(
      await get(`/api/article/app-list/${kind}?support_tribe=Queer%20Support,Grief%20Support`),
      200,
      commonMessages.ok,
    ).data;
    expect(Object.keys(data)).toEqual([kind]);
    const cards = data[kind]!;
    expect(cards.every((c) => c.type === ARTICLE_TYPE_BY_KIND[kind])).toBe(true);
    expect(
      cards.every((c) =>
        c.support_tribe.some((s) => s.value === 'Grief Support' || s.value === 'Queer Support'),
      ),
    ).toBe(true);
    if (kind === 'text') expect(slugs(cards)).toContain(grief.slug);
    if (kind === 'video') expect(slugs(cards)).toContain(queerVideo.slug);
  });

  it('answers an unknown type with a 400 envelope', async () => {
    for (const type of ['podcast', 'text%20article', 'bookmarked']) {
      expectEnvelope(await get(`/api/article/app-list/${type}`), 400, am.typeInvalid);
    }
    // A deeper path is no route at all.
    expectEnvelope(await get('/api/article/app-list/text/extra'), 404, commonMessages.notFound);
  });
});

describe('GET article/get-article-by-slug', () => {
  it('answers the article with its URL-encoded HTML body and counts one view per call', async () => {
    const before = (await articleRow(t, atEase.id)).views;
    const first = expectEnvelope<ArticleDetail>(
      await get(`/api/article/get-article-by-slug?slug=${atEase.slug}`),
      200,
      commonMessages.ok,
    ).data;
    expect(Object.keys(first).sort()).toEqual([...CARD_KEYS, 'description', 'meta'].sort());
    expect(first).toMatchObject({
      _id: atEase.id,
      slug: atEase.slug,
      title: atEase.title,
      type: 'Text Article',
      category: 'At Ease',
      image_path: `http://localhost:80/media/raster/article/${atEase.slug}.png`,
      image_svg: `http://localhost:80/media/article/${atEase.slug}.svg`,
      views: before + 1,
      meta: { liked: false, bookmarked: false },
      is_bookmarked: false,
    });
    expect(first.description).not.toContain('<');
    expect(first.description).not.toContain(' ');
    expect(decodeURIComponent(first.description)).toBe(atEase.body);

    const second = expectEnvelope<ArticleDetail>(
      await get(`/api/article/get-article-by-slug?slug=${atEase.slug}`, demoToken),
      200,
    ).data;
    expect(second.views).toBe(before + 2);
    expect((await articleRow(t, atEase.id)).views).toBe(before + 2);
  });

  it('refuses an unknown slug with 404 and a missing one with 400', async () => {
    const views = (await articleRow(t, general.id)).views;
    expectEnvelope(await get('/api/article/get-article-by-slug?slug=no-such-article'), 404, am.notFound);
    expectEnvelope(await get(`/api/article/get-article-by-slug?slug=${general.slug}x`), 404, am.notFound);
    expectEnvelope(await get('/api/article/get-article-by-slug'), 400, am.slugRequired);
    expectEnvelope(await get('/api/article/get-article-by-slug?slug='), 400, am.slugRequired);
    expectEnvelope(await get('/api/article/get-article-by-slug?slug=%20%20'), 400, am.slugRequired);
    expect((await articleRow(t, general.id)).views).toBe(views);
  });

  it('reads a stale token as a visitor', async () => {
    const stranger = await signPatientToken(t.app.deps.tokenKeys, crypto.randomUUID(), 0);
    for (const token of ['not-a-token', stranger]) {
      const data = expectEnvelope<ArticleDetail>(
        await get(`/api/article/get-article-by-slug?slug=${general.slug}`, token),
        200,
      ).data;
      expect(data.meta).toEqual({ liked: false, bookmarked: false });
    }
  });
});

describe('POST article/like', () => {
  const like = (articleId: unknown, token?: string) =>
    post('/api/article/like', articleId === undefined ? {} : { article_id: articleId }, token);
  const detail = async (slug: string, token?: string) =>
    expectEnvelope<ArticleDetail>(await get(`/api/article/get-article-by-slug?slug=${slug}`, token), 200)
      .data;

  it('needs a signed-in patient', async () => {
    expectEnvelope(await like(onco.id), 401, commonMessages.unauthorized);
    expectEnvelope(await like(onco.id, 'not-a-token'), 401);
    expect((await articleRow(t, onco.id)).likes).toBe(0);
  });

  it('toggles the like and keeps the count in step', async () => {
    const on = expectEnvelope<{ liked: boolean; likes: number }>(
      await like(onco.id, demoToken),
      200,
      am.liked,
    );
    expect(on.data).toEqual({ liked: true, likes: 1 });
    expect((await detail(onco.slug, demoToken)).meta).toEqual({ liked: true, bookmarked: false });
    expect((await detail(onco.slug)).meta.liked).toBe(false);
    expect((await detail(onco.slug)).likes).toBe(1);

    const off = expectEnvelope<{ liked: boolean; likes: number }>(
      await like(onco.id, demoToken),
      200,
      am.unliked,
    );
    expect(off.data).toEqual({ liked: false, likes: 0 });
    expect((await detail(onco.slug, demoToken)).meta.liked).toBe(false);
    expect((await articleRow(t, onco.id)).likes).toBe(0);
  });

  it('counts two patients separately and shows each their own like', async () => {
    const start = (await articleRow(t, atEase.id)).likes;
    expect((await like(atEase.id, demoToken)).json().data).toEqual({ liked: true, likes: start + 1 });
    expect((await like(atEase.id, other.token)).json().data).toEqual({ liked: true, likes: start + 2 });
    expect((await detail(atEase.slug, other.token)).meta.liked).toBe(true);
    // The other patient unlikes: the demo patient's like stays.
    expect((await like(atEase.id, other.token)).json().data).toEqual({ liked: false, likes: start + 1 });
    expect((await detail(atEase.slug, demoToken)).meta.liked).toBe(true);
    expect((await detail(atEase.slug, other.token)).meta.liked).toBe(false);
    expect((await detail(atEase.slug)).likes).toBe(start + 1);
    // Clean up: the demo patient's like off again.
    expect((await like(atEase.id, demoToken)).json().data).toEqual({ liked: false, likes: start });
  });

  it('refuses unknown and missing article ids', async () => {
    expectEnvelope(await like(crypto.randomUUID(), demoToken), 404, am.notFound);
    expectEnvelope(await like('not-a-uuid', demoToken), 404, am.notFound);
    expectEnvelope(await like("1' or '1'='1", demoToken), 404, am.notFound);
    expectEnvelope(await like(undefined, demoToken), 400, am.articleIdRequired);
    expectEnvelope(await like('', demoToken), 400, am.articleIdRequired);
    expectEnvelope(await like(42, demoToken), 400);
    // Never zod's own wording ("Too big: expected string to have <=100 characters").
    expectEnvelope(await like('x'.repeat(101), demoToken), 400, am.articleIdRequired);
  });
});

describe('POST article/bookmark and GET article/bookmarked', () => {
  const bookmark = (articleId: unknown, token?: string) =>
    post('/api/article/bookmark', articleId === undefined ? {} : { article_id: articleId }, token);
  const bookmarked = async (token: string, query = '') =>
    expectEnvelope<{ data: KindPage }>(
      await get(`/api/article/bookmarked${query}`, token),
      200,
      commonMessages.ok,
    ).data.data;

  it('needs a signed-in patient', async () => {
    expectEnvelope(await bookmark(general.id), 401, commonMessages.unauthorized);
    expectEnvelope(await get('/api/article/bookmarked'), 401, commonMessages.unauthorized);
    expectEnvelope(await get('/api/article/bookmarked', 'not-a-token'), 401);
  });

  it('toggles bookmarks and lists them newest bookmark first', async () => {
    expect((await bookmarked(other.token)).result).toEqual([]);
    const on = expectEnvelope<{ bookmarked: boolean }>(
      await bookmark(general.id, other.token),
      200,
      am.bookmarked,
    );
    expect(on.data).toEqual({ bookmarked: true });
    // Saved in this order: general, video, then the oldest fixture; the list is newest save first.
    expectEnvelope(await bookmark(video.id, other.token), 200, am.bookmarked);
    expectEnvelope(await bookmark(atEase.id, other.token), 200, am.bookmarked);

    const list = await bookmarked(other.token);
    expect(Object.keys(list).sort()).toEqual(['pagination', 'result']);
    expect(slugs(list.result)).toEqual([atEase.slug, video.slug, general.slug]);
    expect(list.result.every((c) => c.is_bookmarked)).toBe(true);
    expect(list.pagination).toEqual({ current_page: 1, records: ARTICLE_PAGE_SIZE, total_records: 3 });
    for (const card of list.result) expect(Object.keys(card).sort()).toEqual(CARD_KEYS);

    const page2 = await bookmarked(other.token, '?records=2&page=2');
    expect(slugs(page2.result)).toEqual([general.slug]);
    expect(page2.pagination).toEqual({ current_page: 2, records: 2, total_records: 3 });

    const off = expectEnvelope<{ bookmarked: boolean }>(
      await bookmark(video.id, other.token),
      200,
      am.unbookmarked,
    );
    expect(off.data).toEqual({ bookmarked: false });
    expect(slugs((await bookmarked(other.token)).result)).toEqual([atEase.slug, general.slug]);
  });

  it('marks bookmarked cards for that patient only, in lists and the detail', async () => {
    const mine = await groups('', other.token);
    const card = (g: GroupsPage, slug: string) => allCards(g.result).find((c) => c.slug === slug);
    expect(card(mine, general.slug)?.is_bookmarked).toBe(true);
    expect(card(mine, onco.slug)?.is_bookmarked).toBe(false);
    expect(card(await groups('', demoToken), general.slug)?.is_bookmarked).toBe(false);
    expect(card(await groups(''), general.slug)?.is_bookmarked).toBe(false);
    // An invalid or expired token on a list reads as a visitor, not a 401.
    const stranger = await signPatientToken(t.app.deps.tokenKeys, crypto.randomUUID(), 0);
    for (const token of ['not-a-token', stranger]) {
      expect(card(await groups('', token), general.slug)?.is_bookmarked).toBe(false);
    }

    const kind = await kindPage('text', '', other.token);
    expect(kind.result.find((c) => c.slug === general.slug)?.is_bookmarked).toBe(true);
    const tribe = expectEnvelope<Groups>(
      await get('/api/article/app-list?support_tribe=Grief%20Support', other.token),
      200,
    ).data;
    expect(allCards(tribe).every((c) => c.is_bookmarked === false)).toBe(true);

    const detail = async (token?: string) =>
      expectEnvelope<ArticleDetail>(
        await get(`/api/article/get-article-by-slug?slug=${general.slug}`, token),
        200,
      ).data;
    expect(await detail(other.token)).toMatchObject({ is_bookmarked: true, meta: { bookmarked: true } });
    expect(await detail(demoToken)).toMatchObject({ is_bookmarked: false, meta: { bookmarked: false } });
    expect(await detail()).toMatchObject({ is_bookmarked: false, meta: { bookmarked: false } });
  });

  it('refuses unknown and missing article ids', async () => {
    expectEnvelope(await bookmark(crypto.randomUUID(), demoToken), 404, am.notFound);
    expectEnvelope(await bookmark('nope', demoToken), 404, am.notFound);
    expectEnvelope(await bookmark(undefined, demoToken), 400, am.articleIdRequired);
  });
});
