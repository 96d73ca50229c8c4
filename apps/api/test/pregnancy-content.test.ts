import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PATIENT_NAME_PLACEHOLDER, PREGNANCY_WEEKS } from '@care/contracts/pregnancy/constants';
import { describe, expect, it } from 'vitest';
import type { SeedCareNotes } from '../src/seed/content/content-types.ts';
import { HELP_NUMBERS, pregnancyWeeksSeed as weeks } from '../src/seed/content/pregnancy-weeks.ts';

// Checks the authored week-by-week content without starting the app: what a patient reads on the
// tracker must be complete, consistent from week to week, and its drawings must be safe to serve.

const MEDIA_DIR = join(import.meta.dirname, '..', 'media');
const SVG_NS = 'http://www.w3.org/2000/svg';
/** The drawings are small flat pictures; anything much bigger is probably not what we meant to ship. */
const MAX_SVG_BYTES = 3 * 1024;

const notesOf = (w: (typeof weeks)[number]): [string, SeedCareNotes][] => [
  ['baby', w.baby],
  ['mom', w.mom],
];
const allTexts = (w: (typeof weeks)[number]): string[] => [
  w.size,
  w.descriptionForBaby,
  w.descriptionForMom,
  ...notesOf(w).flatMap(([, n]) => [...n.highlights, ...n.precautions, ...n.recommendations]),
];

describe('pregnancy week content', () => {
  it('has exactly the weeks 1 to 40, in order', () => {
    expect(weeks.map((w) => w.week)).toEqual(Array.from({ length: PREGNANCY_WEEKS }, (_, i) => i + 1));
  });

  it('gives every week a size, both descriptions and enough notes for mom and baby', () => {
    for (const w of weeks) {
      expect(w.size.trim(), `week ${w.week} size`).not.toBe('');
      expect(w.descriptionForBaby.trim().length, `week ${w.week} baby description`).toBeGreaterThan(40);
      expect(w.descriptionForMom.trim().length, `week ${w.week} mom description`).toBeGreaterThan(40);
      for (const [who, n] of notesOf(w)) {
        const at = `week ${w.week} ${who}`;
        expect(n.highlights.length, `${at} highlights`).toBeGreaterThanOrEqual(3);
        expect(n.highlights.length, `${at} highlights`).toBeLessThanOrEqual(5);
        expect(n.precautions.length, `${at} precautions`).toBeGreaterThanOrEqual(2);
        expect(n.precautions.length, `${at} precautions`).toBeLessThanOrEqual(4);
        expect(n.recommendations.length, `${at} recommendations`).toBeGreaterThanOrEqual(2);
        expect(n.recommendations.length, `${at} recommendations`).toBeLessThanOrEqual(4);
        for (const text of [...n.highlights, ...n.precautions, ...n.recommendations]) {
          expect(text.trim(), at).toBe(text);
          expect(text, at).toMatch(/[.?]$/);
        }
      }
    }
  });

  it('never repeats a sentence from one place to another', () => {
    const seen = new Map<string, number>();
    for (const w of weeks) {
      for (const text of allTexts(w).slice(1)) {
        expect(
          seen.get(text),
          `"${text}" appears in week ${seen.get(text)} and week ${w.week}`,
        ).toBeUndefined();
        seen.set(text, w.week);
      }
    }
  });

  it('has nothing to measure before week 4, and then length and weight never go down', () => {
    for (const w of weeks.slice(0, 3)) {
      expect([w.heightCm, w.weightG], `week ${w.week}`).toEqual([0, 0]);
    }
    for (const w of weeks.slice(3)) expect(w.heightCm, `week ${w.week}`).toBeGreaterThan(0);
    for (let i = 1; i < weeks.length; i++) {
      const [prev, cur] = [weeks[i - 1]!, weeks[i]!];
      expect(cur.heightCm, `height week ${cur.week}`).toBeGreaterThanOrEqual(prev.heightCm);
      expect(cur.weightG, `weight week ${cur.week}`).toBeGreaterThanOrEqual(prev.weightG);
    }
  });

  it('matches the standard fetal growth table at its reference weeks', () => {
    const reference: [week: number, cm: number, g: number][] = [
      [8, 1.6, 1],
      [12, 5.4, 14],
      [16, 11.6, 100],
      [20, 25.6, 300],
      [24, 30, 600],
      [28, 37.6, 1000],
      [32, 42.4, 1700],
      [36, 47.4, 2600],
      [40, 51.2, 3400],
    ];
    for (const [week, cm, g] of reference) {
      const w = weeks[week - 1]!;
      expect(w.heightCm, `week ${week} height`).toBeCloseTo(cm, 1);
      expect(Math.abs(w.weightG - g) / g, `week ${week} weight`).toBeLessThanOrEqual(0.05);
    }
  });

  it('uses the patient-name placeholder in some baby highlights, and only in its exact form', () => {
    const named = weeks.filter((w) => w.baby.highlights.some((h) => h.includes(PATIENT_NAME_PLACEHOLDER)));
    expect(named.length).toBeGreaterThanOrEqual(8);
    expect(named.length).toBeLessThanOrEqual(20);
    for (const w of weeks) {
      for (const text of allTexts(w)) {
        // Whatever is left after removing the exact placeholder must hold no braces at all,
        // which catches {patient_name}, {{ patient_name }}, {{name}} and stray halves.
        expect(text.split(PATIENT_NAME_PLACEHOLDER).join(''), `week ${w.week}`).not.toMatch(/[{}]/);
      }
      const outsideBabyHighlights = allTexts(w).filter((t) => !w.baby.highlights.includes(t));
      for (const text of outsideBabyHighlights) {
        expect(text, `week ${w.week}: the name is only filled into baby highlights`).not.toContain(
          PATIENT_NAME_PLACEHOLDER,
        );
      }
    }
  });

  it('has a safe, self-contained SVG drawing for every week', () => {
    for (const w of weeks) {
      expect(w.sizeImage).toBe(`pregnancy-data/week-${String(w.week).padStart(2, '0')}.svg`);
      const file = join(MEDIA_DIR, w.sizeImage);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThanOrEqual(MAX_SVG_BYTES);
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg'), file).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>'), file).toBe(true);
      expect(svg, file).toContain('viewBox="0 0 200 200"');
      expect(svg, file).toContain(`xmlns="${SVG_NS}"`);
      expect(svg.toLowerCase(), file).not.toContain('<script');
      expect(svg.toLowerCase(), file).not.toMatch(/\son[a-z]+\s*=/); // no event handlers
      expect(svg.toLowerCase(), file).not.toContain('<text');
      expect(svg.toLowerCase(), file).not.toContain('<image');
      expect(svg.toLowerCase(), file).not.toContain('<foreignobject');
      // The namespace is the only URL allowed; links inside the file may only point at its own ids.
      expect(svg.split(SVG_NS).join(''), file).not.toMatch(/https?:|\/\/|data:/i);
      for (const [, ref] of svg.matchAll(/href="([^"]*)"/g)) expect(ref, file).toMatch(/^#/);
      for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g)) expect(ref, file).toMatch(/^#/);
    }
  });
});

// The clinical review's corrections (content v3): each must hold for every week, so a later edit
// cannot quietly bring an old text back.
describe('pregnancy week content after the clinical review', () => {
  const everyText = weeks.flatMap((w) => allTexts(w).map((text) => ({ week: w.week, text })));
  const textsOf = (week: number) => allTexts(weeks[week - 1]!).join(' ');
  /** A line that sends her for urgent help. */
  const URGENT =
    /go(ing)? to (a |your )?hospital|hospital check|urgent|emergenc|a doctor at once|get help at once/i;

  it('gives 108, 102 and 112 in every line that sends her for urgent help', () => {
    const urgent = everyText.filter(({ text }) => URGENT.test(text));
    expect(urgent.length).toBeGreaterThanOrEqual(25);
    for (const { week, text } of urgent) {
      for (const number of ['108', '102', '112']) {
        expect(text, `week ${week}: ${text}`).toMatch(new RegExp(`\\b${number}\\b`));
      }
    }
    // And a line that names one of them names all three, with what each is for.
    for (const { week, text } of everyText.filter((x) => /\b(108|102|112)\b/.test(x.text))) {
      expect(text, `week ${week}`).toMatch(/\b108\b/);
      expect(text, `week ${week}`).toMatch(/\b102\b/);
      expect(text, `week ${week}`).toMatch(/\b112\b/);
      expect(text, `week ${week}`).toMatch(/mother-and-baby/);
    }
    expect(weeks[27]!.mom.precautions.join(' ')).toContain(HELP_NUMBERS);
  });

  it('tests for gestational diabetes at the first antenatal visit and again at 24 to 28 weeks, without fasting', () => {
    expect(textsOf(8)).toMatch(/first antenatal visit[^.]*first glucose test/);
    expect(textsOf(8)).toMatch(
      /75 g of glucose, without needing to fast, and blood is taken two hours later/,
    );
    expect(weeks[22]!.descriptionForMom).toMatch(
      /second glucose test[^.]*first antenatal visit[^.]*24 and 28 weeks/,
    );
    expect(weeks[23]!.descriptionForMom).toMatch(/Between 24 and 28 weeks your doctor will test you again/);
    expect(weeks[23]!.descriptionForMom).toMatch(/first test was at your first antenatal visit/);
    expect(weeks[23]!.descriptionForMom).toMatch(/75 g of glucose in water, whether or not you have eaten/);
    expect(textsOf(24)).toMatch(/You do not need to fast for the pregnancy glucose test/);
    for (const { week, text } of everyText) {
      expect(text, `week ${week}`).not.toMatch(/some tests are done fasting|come fasting/i);
    }
  });

  it('leads the movements advice with her baby’s own pattern and a same-day visit, with no kick count', () => {
    for (const { week, text } of everyText) {
      expect(text, `week ${week}`).not.toMatch(
        /\b10 movements|movements (with)?in 2 hours|count(ing)? (the )?(kicks|movements)/i,
      );
    }
    // The first movements advice (week 26) and the third trimester's start (week 28) lead with it.
    expect(weeks[25]!.baby.recommendations.find((r) => /movements/.test(r))).toMatch(
      /^Learn your baby’s usual pattern of movements; from now on, if they slow down or change, go to hospital the same day, and straight away if they stop\./,
    );
    expect(weeks[27]!.descriptionForMom).toMatch(
      /^Welcome to the third trimester\. Know your baby’s usual pattern of movements; if they slow down or change, go to hospital the same day, and straight away if they stop/,
    );
    expect(weeks[27]!.baby.precautions.find((p) => /movements/.test(p))).toMatch(
      /^If your baby’s movements slow down or change, go to hospital the same day, and straight away if you cannot feel them at all/,
    );
  });

  it('never says NIPT reads the baby’s DNA', () => {
    for (const { week, text } of everyText) expect(text, `week ${week}`).not.toMatch(/baby.s DNA/i);
  });
});
