import type { ArticleCard, ArticleDetail } from '@care/contracts/articles/schemas';
import type { MoodTrack } from '@care/contracts/mood/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArticleRow, articleRow, insertArticle } from './helpers/content-fixtures.ts';
import {
  bearer,
  createTestApp,
  expectEnvelope,
  type RegisteredPatient,
  type TestApp,
} from './helpers/test-app.ts';

// Likes, bookmarks and moods are the patient's own: what patient A does never shows for
// patient B, and B's own actions never undo A's.

type Groups = { result: Record<'text' | 'audio' | 'video', ArticleCard[]> };

describe("one patient's likes, bookmarks and moods never show for another", () => {
  let t: TestApp;
  let a: string; // the demo patient
  let b: RegisteredPatient;
  let shared: ArticleRow;
  let onlyA: ArticleRow;
  let aMoods: string[];

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.signIn();
    b = await t.registerPatient();
    shared = await insertArticle(t, { slug: 'iso-shared-article', category: null });
    onlyA = await insertArticle(t, { slug: 'iso-only-a-article', type: 'Video Article', category: null });

    for (const id of [shared.id, onlyA.id]) {
      expect((await post('/api/article/like', { article_id: id }, a)).statusCode).toBe(200);
      expect((await post('/api/article/bookmark', { article_id: id }, a)).statusCode).toBe(200);
    }
    aMoods = [];
    for (const mood of ['sad', 'anxious']) {
      const res = expectEnvelope<MoodTrack>(await post('/api/patient/add-mood-track', { mood }, a), 201);
      aMoods.push(res.data._id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  function post(url: string, payload: object, token: string) {
    return t.inject({ method: 'POST', url, payload, headers: bearer(token) });
  }
  const get = (url: string, token: string) => t.inject({ method: 'GET', url, headers: bearer(token) });
  const detail = async (slug: string, token: string) =>
    expectEnvelope<ArticleDetail>(await get(`/api/article/get-article-by-slug?slug=${slug}`, token), 200)
      .data;
  const bookmarks = async (token: string) =>
    expectEnvelope<{ data: { result: ArticleCard[] } }>(await get('/api/article/bookmarked', token), 200).data
      .data.result;
  const moods = async (token: string) =>
    expectEnvelope<{ result: MoodTrack[] }>(await get('/api/patient/mood-history', token), 200).data.result;
  const cardIn = (g: Groups, id: string) =>
    [...g.result.text, ...g.result.audio, ...g.result.video].find((c) => c._id === id);

  it("B sees neither A's like nor A's bookmark on the article", async () => {
    expect((await detail(shared.slug, a)).meta).toEqual({ liked: true, bookmarked: true });
    const seen = await detail(shared.slug, b.token);
    expect(seen.meta).toEqual({ liked: false, bookmarked: false });
    expect(seen.is_bookmarked).toBe(false);
    // The count is public; the state is not.
    expect(seen.likes).toBe(1);
  });

  it("B's lists never mark A's bookmarks", async () => {
    const forB = expectEnvelope<Groups>(await get('/api/article/app-list', b.token), 200).data;
    expect(cardIn(forB, shared.id)?.is_bookmarked).toBe(false);
    expect(cardIn(forB, onlyA.id)?.is_bookmarked).toBe(false);
    const forA = expectEnvelope<Groups>(await get('/api/article/app-list', a), 200).data;
    expect(cardIn(forA, shared.id)?.is_bookmarked).toBe(true);
    expect(cardIn(forA, onlyA.id)?.is_bookmarked).toBe(true);

    const videoForB = expectEnvelope<{ result: ArticleCard[] }>(
      await get('/api/article/app-list/video', b.token),
      200,
    ).data.result;
    expect(videoForB.find((c) => c._id === onlyA.id)?.is_bookmarked).toBe(false);
  });

  it("B's bookmarked list holds none of A's bookmarks, whatever the request carries", async () => {
    expect(await bookmarks(b.token)).toEqual([]);
    const sneaky = await t.inject({
      method: 'GET',
      url: `/api/article/bookmarked?patient_id=P-100000&patientId=${encodeURIComponent('P-100000')}`,
      headers: bearer(b.token),
    });
    expect(expectEnvelope<{ data: { result: ArticleCard[] } }>(sneaky, 200).data.data.result).toEqual([]);
    expect((await bookmarks(a)).map((c) => c._id)).toEqual([onlyA.id, shared.id]);
  });

  it("B's toggles change only B's state, never A's", async () => {
    // B likes and bookmarks the shared article, then takes both back.
    expect(
      (await post('/api/article/like', { article_id: shared.id, patient_id: 'P-100000' }, b.token)).json()
        .data,
    ).toEqual({ liked: true, likes: 2 });
    expect((await post('/api/article/bookmark', { article_id: shared.id }, b.token)).json().data).toEqual({
      bookmarked: true,
    });
    expect((await bookmarks(b.token)).map((c) => c._id)).toEqual([shared.id]);
    expect((await post('/api/article/like', { article_id: shared.id }, b.token)).json().data).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await post('/api/article/bookmark', { article_id: shared.id }, b.token)).json().data).toEqual({
      bookmarked: false,
    });

    expect((await detail(shared.slug, a)).meta).toEqual({ liked: true, bookmarked: true });
    expect((await bookmarks(a)).map((c) => c._id)).toEqual([onlyA.id, shared.id]);
    expect(await bookmarks(b.token)).toEqual([]);
    expect((await articleRow(t, shared.id)).likes).toBe(1);
  });

  it("B's mood history holds none of A's check-ins, and the reverse", async () => {
    const bTrack = expectEnvelope<MoodTrack>(
      await post('/api/patient/add-mood-track', { mood: 'happy' }, b.token),
      201,
    ).data;
    const forB = await moods(b.token);
    expect(forB.map((m) => m._id)).toEqual([bTrack._id]);
    const forA = (await moods(a)).map((m) => m._id);
    expect(forA).toEqual(expect.arrayContaining(aMoods));
    expect(forA).not.toContain(bTrack._id);
  });
});
