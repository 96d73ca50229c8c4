import { createHmac } from 'node:crypto';
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

/** Base32 (RFC 4648) as authenticator apps read a secret. */
function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/[\s=]/g, '').toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => Number.parseInt(b, 2)));
}

/**
 * The code an authenticator app shows for `secret` (RFC 6238: HMAC-SHA1, 30-second steps, 6
 * digits), `stepsAhead` steps from now: the API takes one step either side, and each step once,
 * so a second sign-in in the same half-minute uses the next step's code.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const step = Math.floor(Date.now() / 30_000) + stepsAhead;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}
