import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// What the console's browser tests share: axe as the patient app's accessibility suite runs it
// (WCAG 2.1 A and AA, experimental rules too, serious and critical findings fail), and the
// console's sizes.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js', {
    paths: [createRequire(import.meta.url).resolve('@axe-core/playwright')],
  }),
  'utf8',
);

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Loads axe into every page this one opens from now on (before any of the page's scripts). */
export async function withAxe(page: Page) {
  await page.addInitScript({ content: AXE_SOURCE });
}

/** axe's serious and critical WCAG findings on the page as it is now, one line each. */
export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: 'void 0' })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags([...WCAG_TAGS, 'experimental'])
    .analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? '') && v.tags.some((tag) => WCAG_TAGS.includes(tag)))
    .flatMap((v) =>
      v.nodes.map((n) => `[${v.impact}] ${v.id}: ${n.target.join(' >> ')} ${n.html.slice(0, 120)}`),
    );
}
