/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest does not process CSS, so the rules are read from the stylesheet itself.
const css = readFileSync(path.join(import.meta.dirname, 'chat-drawer.module.css'), 'utf8');

/** The panel's --drawer-size at a viewport width, by applying the stylesheet's rules in order. */
function drawerSizeAt(viewport: number): string | undefined {
  let size: string | undefined;
  const rule = /(?:@media \(min-width: (\d+)px\) \{\s*)?\.content \{[^}]*--drawer-size: ([^;]+);/g;
  for (const [, minWidth, value] of css.matchAll(rule)) {
    if (minWidth === undefined || viewport >= Number(minWidth)) size = value;
  }
  return size;
}

describe('chat drawer width (spec section 2)', () => {
  it.each([
    [280, '100%'],
    [320, '100%'],
    [321, '80%'],
    [390, '80%'],
    [576, '80%'],
    [577, '60%'],
    [768, '60%'],
    [769, '40%'],
    [1024, '40%'],
    [1025, '30%'],
    [1440, '30%'],
  ])('at %ipx the drawer is %s wide', (viewport, expected) => {
    expect(drawerSizeAt(viewport)).toBe(expected);
  });
});
