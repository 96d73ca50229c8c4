import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A loading placeholder that is named for screen readers ("Loading appointments") must have a
// role: Mantine's Skeleton is a plain <div>, on which aria-label is not allowed (axe:
// aria-prohibited-attr), and a name without a role is not announced. Each one is a status.
// Read from the source, because axe sees a placeholder only if a screen is still loading when
// it looks (the browser suite caught one on /non once in two runs).

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('loading placeholders', () => {
  it('a Skeleton with a name has role="status"', () => {
    const unnamed: string[] = [];
    let named = 0;
    for (const file of sources(SRC)) {
      for (const [tag] of fs.readFileSync(file, 'utf8').matchAll(/<Skeleton\b[^>]*?\/>/gs)) {
        if (!tag.includes('aria-label')) continue;
        named++;
        if (!/\brole="status"/.test(tag))
          unnamed.push(`${path.relative(SRC, file)}: ${tag.replace(/\s+/g, ' ')}`);
      }
    }
    expect(named).toBeGreaterThan(10);
    expect(unnamed).toEqual([]);
  });
});
