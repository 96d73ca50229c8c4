import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { daysBetween, pregnancyWeekFromLmp, todayIso } from '@care/contracts/common/dates';
import { commonMessages } from '@care/contracts/common/messages';
import { PREGNANCY_DAYS } from '@care/contracts/pregnancy/constants';
import { pregnancyMessages as pm } from '@care/contracts/pregnancy/messages';
import type { PregnancyWeek } from '@care/contracts/pregnancy/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pregnancyWeeks } from '../src/db/schema/index.ts';
import { pregnancyWeeksSeed } from '../src/seed/content/pregnancy-weeks.ts';
import { ensurePregnancyWeek } from './helpers/content-fixtures.ts';
import {
  bearer,
  createTestApp,
  expectEnvelope,
  type RegisteredPatient,
  type TestApp,
} from './helpers/test-app.ts';

const WEEK_KEYS = [
  'baby',
  'days_left_for_delivery',
  'description_for_baby',
  'description_for_mom',
  'height',
  'lmp',
  'mom',
  'size',
  'size_image_path',
  'size_image_svg',
  'week',
  'weight',
].sort();

let t: TestApp;
let demoToken: string;
let demoLmp: string;
let demoWeek: number;
let other: RegisteredPatient;
let otherLmp: string;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await t.signIn();
  other = await t.registerPatient();
  const lmpOf = async (token: string) => {
    const res = await t.inject({ method: 'GET', url: '/api/patient/profile', headers: bearer(token) });
    return expectEnvelope<{ lmp: string }>(res, 200).data.lmp;
  };
  demoLmp = await lmpOf(demoToken);
  otherLmp = await lmpOf(other.token);
  demoWeek = pregnancyWeekFromLmp(demoLmp, todayIso());
  // The seeded weeks when the content is there, else fixture rows for the weeks used below.
  for (const week of new Set([1, 2, 10, 39, 40, demoWeek])) await ensurePregnancyWeek(t, week);
});
afterAll(async () => {
  await t?.close();
});

const highlights = (week: string | number, token?: string) =>
  t.inject({
    method: 'GET',
    url: `/api/pregnancy-highlights/app-list?week=${week}`,
    ...(token ? { headers: bearer(token) } : {}),
  });

async function weekData(week: number, token?: string): Promise<PregnancyWeek> {
  const body = expectEnvelope<PregnancyWeek[]>(await highlights(week, token), 200, commonMessages.ok);
  expect(Array.isArray(body.data)).toBe(true);
  expect(body.data).toHaveLength(1);
  return body.data[0]!;
}

async function weekRow(week: number) {
  const [row] = await t.app.deps.db.select().from(pregnancyWeeks).where(eq(pregnancyWeeks.week, week));
  if (!row) throw new Error(`no week ${week}`);
  return row;
}

describe('GET pregnancy-highlights/app-list', () => {
  it.each([1, 40])('answers week %i to visitors as an array of one', async (week) => {
    const row = await weekRow(week);
    const data = await weekData(week);
    expect(Object.keys(data).sort()).toEqual(WEEK_KEYS);
    expect(data.week).toBe(week);
    expect(data.lmp).toBeNull();
    expect(data.size).toBe(row.size);
    expect(data.description_for_baby).toBe(row.descriptionForBaby);
    expect(data.description_for_mom).toBe(row.descriptionForMom);
    expect(data.mom).toEqual({
      highlights_of_the_week: row.mom.highlights,
      precautions: row.mom.precautions,
      recommendation_for_you: row.mom.recommendations,
    });
    expect(data.baby).toEqual({
      highlights_of_the_week: row.baby.highlights,
      precautions: row.baby.precautions,
      recommendation_for_you: row.baby.recommendations,
    });
    // Height in inches with at most two decimals; weight in whole grams.
    expect(Math.round(data.height * 100) / 100).toBe(data.height);
    expect(Math.abs(data.height - row.heightCm / 2.54)).toBeLessThanOrEqual(0.005);
    expect(data.weight).toBe(Math.round(row.weightG));
    expect(Number.isInteger(data.weight)).toBe(true);
    // Absolute (app.inject's Host; PUBLIC_URL when set), for the apps that cannot resolve a path.
    // The PNG for the phone apps, which cannot show SVG; the SVG for the web.
    expect(data.size_image_path.startsWith('http://localhost:80/media/')).toBe(true);
    expect(decodeURIComponent(data.size_image_path)).toBe(
      `http://localhost:80/media/raster/${row.sizeImagePath.replace(/\.svg$/, '.png')}`,
    );
    expect(decodeURIComponent(data.size_image_svg ?? '')).toBe(
      `http://localhost:80/media/${row.sizeImagePath}`,
    );
    // Visitors: counted from the first day of the week asked for.
    expect(data.days_left_for_delivery).toBe(PREGNANCY_DAYS - (week - 1) * 7);

    // The picture is served from apps/api/media (a fixture row, written while the seed had no
    // weeks, names a file that is not there: then the media 404 envelope).
    const image = await t.inject({ method: 'GET', url: data.size_image_svg ?? '' });
    const png = await t.inject({ method: 'GET', url: data.size_image_path });
    if (fs.existsSync(path.join(t.app.deps.config.mediaDir, row.sizeImagePath))) {
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toContain('<svg');
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toMatch(/^image\/png/);
    } else {
      expectEnvelope(image, 404);
      expectEnvelope(png, 404);
    }
  });

  it('serves a size picture for every seeded week', async () => {
    for (const seeded of pregnancyWeeksSeed) {
      const data = await weekData(seeded.week);
      const image = await t.inject({ method: 'GET', url: data.size_image_path });
      expect(image.statusCode, data.size_image_path).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/png/);
      const svg = await t.inject({ method: 'GET', url: data.size_image_svg ?? '' });
      expect(svg.statusCode, data.size_image_svg ?? '').toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it.each(['41', '', 'abc', '1.5', '-1', '21abc'])('refuses week=%s', async (week) => {
    expectEnvelope(await highlights(week), 400, pm.weekInvalid);
  });

  it('refuses a missing week', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/pregnancy-highlights/app-list' });
    expectEnvelope(res, 400, pm.weekInvalid);
  });

  it("counts the signed-in patient's days left from her LMP in her current week", async () => {
    const data = await weekData(demoWeek, demoToken);
    expect(data.lmp).toBe(demoLmp);
    expect(data.days_left_for_delivery).toBe(PREGNANCY_DAYS - daysBetween(demoLmp, todayIso()));

    const otherWeek = pregnancyWeekFromLmp(otherLmp, todayIso());
    await ensurePregnancyWeek(t, otherWeek);
    const mine = await weekData(otherWeek, other.token);
    expect(mine.lmp).toBe(otherLmp);
    expect(mine.days_left_for_delivery).toBe(PREGNANCY_DAYS - daysBetween(otherLmp, todayIso()));
  });

  it('counts other weeks on the slider from their first day, for patients too', async () => {
    const week = demoWeek === 40 ? 39 : 40;
    const data = await weekData(week, demoToken);
    expect(data.lmp).toBe(demoLmp);
    expect(data.days_left_for_delivery).toBe(PREGNANCY_DAYS - (week - 1) * 7);
  });

  it('reads an invalid token as a visitor', async () => {
    const data = await weekData(demoWeek, 'not-a-token');
    expect(data.lmp).toBeNull();
    expect(data.days_left_for_delivery).toBe(PREGNANCY_DAYS - (demoWeek - 1) * 7);
  });

  it('answers 404 for a week with no content', async () => {
    const row = await weekRow(39);
    await t.app.deps.db.delete(pregnancyWeeks).where(eq(pregnancyWeeks.week, 39));
    try {
      expectEnvelope(await highlights(39), 404, pm.notFound);
    } finally {
      await t.app.deps.db.insert(pregnancyWeeks).values(row);
    }
    await weekData(39);
  });
});

describe('media under /media', () => {
  let mediaRoot: string;
  let media: TestApp;
  let cdn: TestApp;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
  const audio = Buffer.alloc(4096, 7);
  const video = Buffer.alloc(8192, 3);

  beforeAll(async () => {
    // Our own media folder, so these checks do not wait on the authored media; a file beside it
    // shows whether a path can climb out.
    mediaRoot = await fsp.mkdtemp(path.join(os.tmpdir(), 'care-media-test-'));
    const dir = path.join(mediaRoot, 'media');
    await fsp.mkdir(path.join(dir, 'article'), { recursive: true });
    await fsp.writeFile(path.join(mediaRoot, 'secret.txt'), 'do not serve');
    await fsp.writeFile(path.join(dir, 'article', 'clip.mp3'), audio);
    await fsp.writeFile(path.join(dir, 'article', 'clip.mp4'), video);
    await fsp.writeFile(path.join(dir, 'article', 'picture.svg'), svg);
    const row = await weekRow(demoWeek);
    await fsp.mkdir(path.dirname(path.join(dir, row.sizeImagePath)), { recursive: true });
    await fsp.writeFile(path.join(dir, row.sizeImagePath), svg);
    media = await createTestApp({ MEDIA_DIR: dir }, { shareDatabaseWith: t });
    cdn = await createTestApp({ MEDIA_BASE_URL: 'https://cdn.example.com/care/' }, { shareDatabaseWith: t });
  });
  afterAll(async () => {
    await media?.close();
    await cdn?.close();
    if (mediaRoot) await fsp.rm(mediaRoot, { recursive: true, force: true });
  });

  it("serves the week's size picture at the address the API hands out", async () => {
    const data = expectEnvelope<PregnancyWeek[]>(
      await media.inject({ method: 'GET', url: `/api/pregnancy-highlights/app-list?week=${demoWeek}` }),
      200,
    ).data[0]!;
    const res = await media.inject({ method: 'GET', url: data.size_image_svg ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toBe(svg);
    // Its PNG was made from this folder's SVG when the server started.
    const png = await media.inject({ method: 'GET', url: data.size_image_path });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toMatch(/^image\/png/);
  });

  it('answers ranges of audio and video with 206', async () => {
    const part = await media.inject({
      method: 'GET',
      url: '/media/article/clip.mp3',
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toMatch(/^audio\/mpeg/);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${audio.length}`);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['cache-control']).toBe('public, max-age=86400');

    const tail = await media.inject({
      method: 'GET',
      url: '/media/article/clip.mp4',
      headers: { range: 'bytes=8000-' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-type']).toMatch(/^video\/mp4/);
    expect(tail.headers['content-range']).toBe(`bytes 8000-8191/${video.length}`);
    expect(tail.rawPayload.equals(video.subarray(8000))).toBe(true);

    const whole = await media.inject({ method: 'GET', url: '/media/article/clip.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(video.length);

    const beyond = await media.inject({
      method: 'GET',
      url: '/media/article/clip.mp3',
      headers: { range: 'bytes=999999-' },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers a missing file with the 404 envelope', async () => {
    expectEnvelope(await media.inject({ method: 'GET', url: '/media/article/nope.svg' }), 404);
    expectEnvelope(await media.inject({ method: 'GET', url: '/media/nope/clip.mp3' }), 404);
  });

  it.each([
    '/media/../secret.txt',
    '/media/..%2fsecret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/article/../../secret.txt',
    '/media/article/..%2f..%2fsecret.txt',
    '/media/%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/../package.json',
    '/media/..%5csecret.txt',
  ])('never serves a file outside the media folder (%s)', async (url) => {
    for (const app of [media, t]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('do not serve');
      expect(res.body).not.toContain('"dependencies"');
    }
  });

  it('hands out media addresses under MEDIA_BASE_URL when it is set', async () => {
    const row = await weekRow(1);
    const data = expectEnvelope<PregnancyWeek[]>(
      await cdn.inject({ method: 'GET', url: '/api/pregnancy-highlights/app-list?week=1' }),
      200,
    ).data[0]!;
    expect(decodeURIComponent(data.size_image_path)).toBe(
      `https://cdn.example.com/care/raster/${row.sizeImagePath.replace(/\.svg$/, '.png')}`,
    );
    expect(decodeURIComponent(data.size_image_svg ?? '')).toBe(
      `https://cdn.example.com/care/${row.sizeImagePath}`,
    );
  });

  it('serves the authored media files that exist in apps/api/media', async () => {
    const root = t.app.deps.config.mediaDir;
    const files = fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(svg|mp3|mp4)$/.test(f))
      : [];
    const types: Record<string, RegExp> = {
      svg: /^image\/svg\+xml/,
      mp3: /^audio\/mpeg/,
      mp4: /^video\/mp4/,
    };
    // One file of each kind is enough to show the folder is served with the right types.
    for (const ext of Object.keys(types)) {
      const file = files.find((f) => f.endsWith(`.${ext}`));
      if (!file) continue;
      const url = `/media/${file.split(path.sep).map(encodeURIComponent).join('/')}`;
      const res = await t.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
      expect(res.statusCode, url).toBe(206);
      expect(res.headers['content-type']).toMatch(types[ext]!);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });
});
