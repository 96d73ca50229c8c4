import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, expect, it } from 'vitest';

// The rules `npm run lint` checks (.dependency-cruiser.cjs at the root), run over a throwaway
// tree shaped like the app: one file for each kind of import they allow or refuse.
const require = createRequire(import.meta.url);
const { forbidden } = require('../../../../.dependency-cruiser.cjs');

const files: Record<string, string> = {
  'features/alpha/index.ts': "export { a } from './lib/a';",
  'features/alpha/lib/a.ts': 'export const a = 1;',
  'features/alpha/routes.ts': 'export const alphaRoutes = [];',
  // Allowed: its own internals, another feature's index.ts, shared lib/.
  'features/beta/lib/b.ts': 'export const b = 2;',
  'features/beta/components/allowed.ts':
    "import { a } from '../../alpha';\nimport { b } from '../lib/b';\nimport { c } from '../../../lib/c';\nexport const x = [a, b, c];",
  // Refused: another feature's internals, from a feature no rule names.
  'features/gamma-new/reaches-in.ts': "import { a } from '../alpha/lib/a';\nexport const z = a;",
  // A lazy import is an import too.
  'features/gamma-new/loads-in.ts': "export const load = () => import('../alpha/lib/a');",
  // app/: index.ts and routes.ts are fine, internals are not.
  'app/composes.ts':
    "import { a } from '../features/alpha';\nimport { alphaRoutes } from '../features/alpha/routes';\nimport { a as inner } from '../features/alpha/lib/a';\nexport const w = [a, alphaRoutes, inner];",
  // Shared code depends on no feature.
  'lib/c.ts': 'export const c = 3;',
  'lib/leans-on-a-feature.ts': "import { a } from '../features/alpha';\nexport const v = a;",
};

const root = mkdtempSync(path.join(tmpdir(), 'feature-boundaries-'));
for (const [file, text] of Object.entries(files)) {
  const full = path.join(root, 'apps/web/src', file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, `${text}\n`);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('refuses exactly the imports that cross a boundary, new features included', async () => {
  const { output } = await cruise(['apps/web/src'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  });
  const violations = (output as ICruiseResult).summary.violations
    .map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`)
    .sort();
  const src = 'apps/web/src';
  expect(violations).toEqual([
    `app-uses-feature-entry-points: ${src}/app/composes.ts -> ${src}/features/alpha/lib/a.ts`,
    `feature-internals-are-private: ${src}/features/gamma-new/loads-in.ts -> ${src}/features/alpha/lib/a.ts`,
    `feature-internals-are-private: ${src}/features/gamma-new/reaches-in.ts -> ${src}/features/alpha/lib/a.ts`,
    `shared-code-uses-no-feature: ${src}/lib/leans-on-a-feature.ts -> ${src}/features/alpha/index.ts`,
  ]);
});
