// Adds up the test reports CI wrote and prints the closing line. A step that failed without
// a report (lint, typecheck, build) counts as one failure.
import fs from 'node:fs';

const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of ['.ci/out/vitest.json', '.ci/out/vitest-pg.json']) {
  const r = read(f);
  if (!r) continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
const pw = read('.ci/out/playwright.json');
if (pw) {
  // A flaky test (passed only on a retry) counts as failed.
  passed += pw.stats.expected;
  failed += pw.stats.unexpected + (pw.stats.flaky ?? 0);
  if (pw.stats.flaky) console.log(`${pw.stats.flaky} flaky browser test(s): passed only on a retry`);
  skipped += pw.stats.skipped;
}
const failedSteps = process.argv.slice(2);
const reported = new Set(['tests (PGlite)', 'API tests (PostgreSQL)', 'browser tests']);
for (const s of failedSteps) {
  if (!reported.has(s)) failed += 1;
  else if (failed === 0) failed += 1; // a runner that crashed before reporting
}
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length || failed ? 1 : 0);
