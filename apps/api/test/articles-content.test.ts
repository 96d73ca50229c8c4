import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AT_EASE_INTEREST, INTERESTS, PREGNANCY_INTEREST, TRIBES } from '@care/contracts/patient/constants';
import { PREGNANCY_WEEKS } from '@care/contracts/pregnancy/constants';
import { describe, expect, it } from 'vitest';
import { articlesSeed } from '../src/seed/content/articles.ts';

// Invariants of the authored article library: the home screen, the tribe pages and the
// article lists all assume there is something to show for every week, tribe and interest.

const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../media');
const KB = 1024;
const MAX_BYTES = { svg: 4 * KB, mp3: 400 * KB, mp4: 700 * KB } as const;
/** The tags the web's sanitiser keeps and the seed type allows. */
const ALLOWED_TAGS = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a']);

const text = articlesSeed.filter((a) => a.type === 'Text Article');
const audio = articlesSeed.filter((a) => a.type === 'Audio Article');
const video = articlesSeed.filter((a) => a.type === 'Video Article');

const suitsWeek = (a: (typeof articlesSeed)[number], week: number) =>
  (a.weekFrom === undefined || a.weekFrom <= week) && (a.weekTo === undefined || week <= a.weekTo);

const mediaOf = (a: (typeof articlesSeed)[number]) =>
  [a.image, a.audio, a.video].filter((m) => m !== undefined);

describe('article library', () => {
  it('has at least 36 articles with unique lowercase-hyphen slugs', () => {
    expect(articlesSeed.length).toBeGreaterThanOrEqual(36);
    const slugs = articlesSeed.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives each type exactly its own media', () => {
    for (const a of text) {
      expect(a.audio, a.slug).toBeUndefined();
      expect(a.video, a.slug).toBeUndefined();
    }
    for (const a of audio) {
      expect(a.audio, a.slug).toBe(`article/${a.slug}.mp3`);
      expect(a.video, a.slug).toBeUndefined();
    }
    for (const a of video) {
      expect(a.video, a.slug).toBe(`article/${a.slug}.mp4`);
      expect(a.audio, a.slug).toBeUndefined();
    }
    for (const a of articlesSeed) expect(a.image).toBe(`article/${a.slug}.svg`);
  });

  it('has every referenced media file, within its size limit', () => {
    for (const a of articlesSeed) {
      for (const key of mediaOf(a)) {
        const file = path.join(MEDIA_DIR, key);
        expect(fs.existsSync(file), key).toBe(true);
        const ext = path.extname(key).slice(1) as keyof typeof MAX_BYTES;
        expect(fs.statSync(file).size, key).toBeLessThanOrEqual(MAX_BYTES[ext]);
      }
    }
  });

  it('keeps illustrations self-contained: no scripts, no text, no external references', () => {
    for (const a of articlesSeed) {
      const svg = fs.readFileSync(path.join(MEDIA_DIR, a.image), 'utf8');
      expect(svg, a.image).toContain('viewBox="0 0 640 360"');
      expect(svg, a.image).not.toMatch(/<script|<text|<image|<foreignObject|\bon[a-z]+=|href=/i);
    }
  });

  it('gives every tribe at least 2 text, 1 audio and 1 video article', () => {
    for (const tribe of TRIBES) {
      const has = (list: typeof articlesSeed) => list.filter((a) => a.tribes.includes(tribe)).length;
      expect({ tribe, text: has(text) >= 2, audio: has(audio) >= 1, video: has(video) >= 1 }).toEqual({
        tribe,
        text: true,
        audio: true,
        video: true,
      });
    }
  });

  it('files articles under every interest, with 2 of each type for At Ease', () => {
    for (const interest of INTERESTS) {
      expect(
        articlesSeed.some((a) => a.category === interest),
        interest,
      ).toBe(true);
    }
    for (const list of [text, audio, video]) {
      expect(list.filter((a) => a.category === AT_EASE_INTEREST).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least 2 text and 2 video pregnancy articles for every week', () => {
    const pregnancy = (list: typeof articlesSeed) => list.filter((a) => a.category === PREGNANCY_INTEREST);
    for (let week = 1; week <= PREGNANCY_WEEKS; week++) {
      const count = (list: typeof articlesSeed) => pregnancy(list).filter((a) => suitsWeek(a, week)).length;
      expect({ week, text: count(text) >= 2, video: count(video) >= 2 }).toEqual({
        week,
        text: true,
        video: true,
      });
    }
  });

  it('uses valid week ranges only on pregnancy articles', () => {
    for (const a of articlesSeed) {
      if (a.weekFrom === undefined && a.weekTo === undefined) continue;
      expect(a.category, a.slug).toBe(PREGNANCY_INTEREST);
      expect(a.weekFrom ?? 1, a.slug).toBeGreaterThanOrEqual(1);
      expect(a.weekTo ?? PREGNANCY_WEEKS, a.slug).toBeLessThanOrEqual(PREGNANCY_WEEKS);
      expect(a.weekFrom ?? 1, a.slug).toBeLessThanOrEqual(a.weekTo ?? PREGNANCY_WEEKS);
    }
  });

  it('keeps short descriptions to 200 characters and counts in range', () => {
    for (const a of articlesSeed) {
      expect(a.shortDescription.length, a.slug).toBeGreaterThan(0);
      expect(a.shortDescription.length, a.slug).toBeLessThanOrEqual(200);
      expect(a.daysAgo, a.slug).toBeGreaterThanOrEqual(1);
      expect(a.views, a.slug).toBeGreaterThanOrEqual(0);
    }
  });

  it('writes bodies in the allowed HTML only, with links to safe places', () => {
    for (const a of articlesSeed) {
      const tags = [...a.body.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)];
      expect(tags.length, a.slug).toBeGreaterThan(0);
      for (const [tag, name, attrs] of tags) {
        expect(ALLOWED_TAGS.has(name!.toLowerCase()), `${a.slug}: ${tag}`).toBe(true);
        if (name === 'a' && !tag.startsWith('</')) {
          expect(attrs, `${a.slug}: ${tag}`).toMatch(/^ href="(?:\/[A-Za-z][^"]*|tel:\d+|https:\/\/[^"]+)"$/);
        } else {
          expect(attrs, `${a.slug}: ${tag}`).toBe('');
        }
      }
      // Every opened tag is closed again, so one article cannot swallow the page around it.
      for (const name of ALLOWED_TAGS) {
        const opened = a.body.match(new RegExp(`<${name}[ >]`, 'g'))?.length ?? 0;
        const closed = a.body.match(new RegExp(`</${name}>`, 'g'))?.length ?? 0;
        expect(closed, `${a.slug}: <${name}>`).toBe(opened);
      }
    }
  });

  it('gives text articles a full read of 250-600 words', () => {
    for (const a of text) {
      const words = a.body
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, a.slug).toBeGreaterThanOrEqual(250);
      expect(words, a.slug).toBeLessThanOrEqual(600);
    }
  });
});

// The clinical review's corrections (content v3), checked on the authored text itself.
describe('article library after the clinical review', () => {
  const bodyOf = (slug: string) => {
    const a = articlesSeed.find((x) => x.slug === slug);
    expect(a, slug).toBeDefined();
    return a!.body;
  };
  const plain = (html: string) => html.replace(/<[^>]+>/g, '');

  it('never says NIPT reads the baby’s DNA: it reads cell-free DNA mostly from the placenta', () => {
    for (const a of articlesSeed) {
      expect(`${a.title} ${a.shortDescription} ${a.body}`, a.slug).not.toMatch(/baby.s DNA/i);
    }
    expect(plain(bodyOf('nt-scan-explained'))).toMatch(
      /NIPT \(cell-free DNA testing\)\. It reads [^.]*mostly from the placenta/,
    );
  });

  it('tests for gestational diabetes at the first antenatal visit and again at 24 to 28 weeks, 75 g, 2 hours, non-fasting', () => {
    const gdm = plain(bodyOf('gestational-diabetes-explained'));
    expect(gdm).toMatch(/MoHFW 2018/);
    expect(gdm).toMatch(/at her first antenatal visit, and again at 24 to 28 weeks/);
    expect(gdm).toMatch(/do not need to fast/);
    expect(gdm).toMatch(/75 g of glucose/);
    expect(gdm).toMatch(/two hours later/);
    expect(gdm).not.toMatch(/whether to come fasting/);
    expect(plain(bodyOf('your-first-trimester'))).toMatch(
      /first glucose test for diabetes \(75 g of glucose, no fasting needed/,
    );
  });

  it('leads the movements article with her baby’s own pattern and a same-day visit, with no kick count', () => {
    const body = bodyOf('your-babys-movements');
    expect(
      body.startsWith(
        '<p><strong>Know your baby’s usual pattern of movements; if they slow down or change, go to hospital the same day.</strong>',
      ),
    ).toBe(true);
    for (const a of articlesSeed) {
      expect(a.body, a.slug).not.toMatch(
        /\b10 movements|movements (with)?in 2 hours|count(ing)? (the )?(kicks|movements)/i,
      );
    }
  });
});
