import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ArticleCard } from '@care/contracts/articles/schemas';
import type { Pagination } from '@care/contracts/common/envelope';
import type { PregnancyWeek } from '@care/contracts/pregnancy/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RASTER_WIDTHS, rasterizeMedia } from '../src/lib/raster-media.ts';
import { insertArticle } from './helpers/content-fixtures.ts';
import { createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The phone apps' image views cannot decode SVG: the picture fields the spec names answer a PNG
// (a WebP beside it), and the web keeps its SVG in an added *_svg field.

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ORIGIN = 'http://localhost:80';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Fetches a raster picture the API answered and reads it back with sharp. */
async function picture(url: string, format: 'png' | 'webp') {
  const res = await t.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe(`image/${format}`);
  const bytes = res.rawPayload;
  if (format === 'png') expect(bytes.subarray(0, 8).equals(PNG_MAGIC), url).toBe(true);
  else {
    expect(bytes.subarray(0, 4).toString('latin1'), url).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
  }
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe(format);
  // Real pictures, not a placeholder pixel: a palette PNG of a drawing still takes some bytes.
  expect(bytes.length).toBeGreaterThan(500);
  return { width: meta.width, height: meta.height };
}

/** The PNG, its WebP sibling and the SVG of one answered picture. */
async function expectRaster(image: string | null, svg: string | null, width: number, height: number) {
  expect(image).toMatch(new RegExp(`^${ORIGIN}/media/raster/.+\\.png$`));
  expect(await picture(image!, 'png')).toEqual({ width, height });
  expect(await picture(image!.replace(/\.png$/, '.webp'), 'webp')).toEqual({ width, height });
  expect(svg).toMatch(new RegExp(`^${ORIGIN}/media/.+\\.svg$`));
  const web = await t.inject({ method: 'GET', url: svg! });
  expect(web.statusCode, svg!).toBe(200);
  expect(web.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(web.body).toContain('<svg');
  // Smaller than either raster for the web, which is why it keeps the SVG.
  expect(web.rawPayload.length).toBeLessThan(
    (await t.inject({ method: 'GET', url: image! })).rawPayload.length,
  );
}

describe('pictures the phone apps can show', () => {
  it('articles: image_path is a 1280x720 PNG (WebP beside it), image_svg the SVG', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/article/app-list/text?records=50' });
    const cards = expectEnvelope<{ result: ArticleCard[]; pagination: Pagination }>(res, 200).data.result;
    const pictured = cards.filter((c) => c.image_svg !== null);
    expect(pictured.length).toBeGreaterThan(3);
    expect(RASTER_WIDTHS.article).toBe(1280);
    for (const card of pictured) await expectRaster(card.image_path, card.image_svg, 1280, 720);
  });

  it('the pregnancy tracker: size_image_path is a 176px PNG, size_image_svg the SVG', async () => {
    for (const week of [1, 21, 40]) {
      const res = await t.inject({ method: 'GET', url: `/api/pregnancy-highlights/app-list?week=${week}` });
      const [data] = expectEnvelope<PregnancyWeek[]>(res, 200).data;
      await expectRaster(data!.size_image_path, data!.size_image_svg, 176, 176);
    }
  });

  it('moods: mood_icon is an 88px PNG, mood_icon_svg the SVG', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/patient/get-mood-list' });
    const moods = expectEnvelope<{ mood_icon: string; mood_icon_svg: string | null }[]>(res, 200).data;
    expect(moods).toHaveLength(5);
    for (const mood of moods) await expectRaster(mood.mood_icon, mood.mood_icon_svg, 88, 88);
  });

  it('a picture that is not one of our SVGs is answered as stored, with no SVG', async () => {
    const photo = await insertArticle(t, { imagePath: 'https://cdn.example/photos/clinic.jpg' });
    const none = await insertArticle(t, { imagePath: null });
    const read = async (slug: string) =>
      expectEnvelope<ArticleCard>(
        await t.inject({ method: 'GET', url: `/api/article/get-article-by-slug?slug=${slug}` }),
        200,
      ).data;
    expect(await read(photo.slug)).toMatchObject({
      image_path: 'https://cdn.example/photos/clinic.jpg',
      image_svg: null,
    });
    expect(await read(none.slug)).toMatchObject({ image_path: null, image_svg: null });
  });
});

describe('making the rasters', () => {
  let dir: string;
  const face = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${fill}"/></svg>`;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'care-raster-test-'));
    await fs.mkdir(path.join(dir, 'mood'));
    await fs.writeFile(path.join(dir, 'mood', 'calm.svg'), face('#ff0000'));
    // Not a picture folder: left alone.
    await fs.mkdir(path.join(dir, 'other'));
    await fs.writeFile(path.join(dir, 'other', 'x.svg'), face('#00ff00'));
  });
  afterAll(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('makes missing ones, keeps fresh ones and remakes those older than their SVG', async () => {
    const first = await rasterizeMedia(dir);
    expect(first).toMatchObject({ written: 1, kept: 0, failed: [] });
    const png = path.join(dir, 'raster', 'mood', 'calm.png');
    const red = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(red.info.width).toBe(88);
    // The middle pixel is the circle's red.
    const middle = (44 * red.info.width + 44) * red.info.channels;
    expect([...red.data.subarray(middle, middle + 3)]).toEqual([255, 0, 0]);
    await expect(fs.stat(path.join(dir, 'raster', 'other'))).rejects.toThrow();

    expect(await rasterizeMedia(dir)).toMatchObject({ written: 0, kept: 1 });

    // A redrawn SVG: its rasters are remade from it.
    await fs.writeFile(path.join(dir, 'mood', 'calm.svg'), face('#0000ff'));
    const earlier = new Date(Date.now() - 3_600_000);
    for (const format of ['png', 'webp'])
      await fs.utimes(path.join(dir, 'raster', 'mood', `calm.${format}`), earlier, earlier);
    expect(await rasterizeMedia(dir)).toMatchObject({ written: 1, kept: 0 });
    const blue = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([...blue.data.subarray(middle, middle + 3)]).toEqual([0, 0, 255]);
  });

  it('reports an SVG it cannot draw and goes on with the others', async () => {
    await fs.writeFile(path.join(dir, 'mood', 'broken.svg'), '<svg this is not');
    const result = await rasterizeMedia(dir);
    expect(result.failed.map((f) => f.file)).toEqual(['mood/broken.svg']);
    expect(result.kept).toBe(1);
    await fs.rm(path.join(dir, 'mood', 'broken.svg'));
  });
});
