import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// The media's pictures are drawn as SVG, which the web shows best (small and sharp at any
// size) but which the provider's Android and iOS apps cannot show: ImageView and UIImage do not
// decode SVG. Each SVG therefore also has a PNG (every phone decodes it) and a WebP (a third of
// the bytes; Android, iOS 14+), in a generated folder beside the SVGs: raster/<key>.png|webp.
// They are made by `npm run build -w apps/api` and, when missing or older than their SVG, when
// the server starts (a fresh clone's `npm run dev` or tests, or a MEDIA_DIR of its own).
// This file is also imported by build.mjs under plain Node, so it keeps to erasable TypeScript.

/** The folder under the media root that holds the generated pictures (git-ignored). */
export const RASTER_DIR = 'raster';

/**
 * Pixel width of each folder's pictures: twice what the web shows them at, for phones' 2x
 * screens. Articles fill a 640x360 frame (article-image.tsx), the size drawing is 88px wide
 * (week-overview.tsx), a mood face 44px (mood-check-in.module.css).
 */
export const RASTER_WIDTHS: Readonly<Record<string, number>> = {
  article: 1280,
  'pregnancy-data': 176,
  mood: 88,
  // Experts' portraits (issue 19): the detail page shows them at 112px, the cards at 72px.
  doctor: 240,
};

export type RasterFormat = 'png' | 'webp';

/** A media key of a drawing we rasterise (article/x.svg), not an absolute address. */
function isOwnSvg(key: string): boolean {
  return !/^https?:\/\//i.test(key) && /\.svg$/i.test(key) && (key.split('/')[0] ?? '') in RASTER_WIDTHS;
}

/** article/x.svg -> raster/article/x.png; null for a key that has no raster copy. */
export function rasterKey(key: string | null, format: RasterFormat = 'png'): string | null {
  if (!key || !isOwnSvg(key)) return null;
  return `${RASTER_DIR}/${key.replace(/\.svg$/i, `.${format}`)}`;
}

/**
 * The keys a picture field answers: `image`, what the spec's field carries (the PNG when the
 * drawing is ours, else the key as stored), and `svg`, the drawing itself when it is an SVG.
 */
export function pictureKeys(key: string | null): { image: string | null; svg: string | null } {
  if (!key) return { image: null, svg: null };
  return { image: rasterKey(key) ?? key, svg: /\.svg$/i.test(key) ? key : null };
}

async function mtimeOf(file: string): Promise<number | null> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** Writes through a temporary file, so a server reading (or another process writing) never sees half a picture. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

async function render(svgFile: string, width: number): Promise<Record<RasterFormat, Buffer>> {
  const svg = await fs.readFile(svgFile);
  // librsvg draws at 72 dpi by default, i.e. at the SVG's own size; draw at the density that
  // gives the target width so the picture is rendered sharp rather than scaled up.
  const own = (await sharp(svg).metadata()).width || width;
  const density = Math.min(72 * Math.max(width / own, 1), 10_000);
  const drawn = sharp(svg, { density }).resize({ width });
  const [png, webp] = await Promise.all([
    // A palette of up to 256 colours suits these flat drawings and quarters the PNG.
    drawn.clone().png({ compressionLevel: 9, palette: true, effort: 10 }).toBuffer(),
    drawn.clone().webp({ quality: 80 }).toBuffer(),
  ]);
  return { png, webp };
}

export interface RasterResult {
  /** Pictures written this time. */
  written: number;
  /** Pictures already there and up to date. */
  kept: number;
  /** Bytes of every generated picture, by format. */
  bytes: Record<RasterFormat, number>;
  failed: { file: string; error: string }[];
}

/**
 * Makes the PNG and WebP of every SVG in the media folders that lacks them or has an older one.
 * Fast when all are there (a stat per file), so it runs at every start.
 */
export async function rasterizeMedia(mediaDir: string): Promise<RasterResult> {
  const result: RasterResult = { written: 0, kept: 0, bytes: { png: 0, webp: 0 }, failed: [] };
  for (const [folder, width] of Object.entries(RASTER_WIDTHS)) {
    let names: string[];
    try {
      names = await fs.readdir(path.join(mediaDir, folder));
    } catch {
      continue;
    }
    for (const name of names.filter((n) => /\.svg$/i.test(n)).sort()) {
      const key = `${folder}/${name}`;
      const svgFile = path.join(mediaDir, key);
      const targets = {
        png: path.join(mediaDir, rasterKey(key, 'png') ?? ''),
        webp: path.join(mediaDir, rasterKey(key, 'webp') ?? ''),
      };
      const svgTime = (await mtimeOf(svgFile)) ?? 0;
      const [pngTime, webpTime] = [await mtimeOf(targets.png), await mtimeOf(targets.webp)];
      if (pngTime !== null && webpTime !== null && pngTime >= svgTime && webpTime >= svgTime) {
        result.kept += 1;
        result.bytes.png += (await fs.stat(targets.png)).size;
        result.bytes.webp += (await fs.stat(targets.webp)).size;
        continue;
      }
      try {
        const drawn = await render(svgFile, width);
        await writeAtomically(targets.png, drawn.png);
        await writeAtomically(targets.webp, drawn.webp);
        result.written += 1;
        result.bytes.png += drawn.png.length;
        result.bytes.webp += drawn.webp.length;
      } catch (error) {
        result.failed.push({ file: key, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return result;
}

const started = new Map<string, Promise<RasterResult>>();

/** rasterizeMedia once per media folder per process (test files share a worker's modules). */
export function ensureRasterMedia(mediaDir: string): Promise<RasterResult> {
  const dir = path.resolve(mediaDir);
  let run = started.get(dir);
  if (!run) {
    run = rasterizeMedia(dir);
    started.set(dir, run);
  }
  return run;
}
