// Lighthouse mobile audits, several per page (one run varies by several points on a 2-core
// machine), reported as medians. The default storage reset runs before every audit: it clears
// the HTTP cache and service workers but not localStorage, so a signed-in page is measured cold
// with the session still in place.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { startFlow } from 'lighthouse';

// BENCH_SAVE_REPORTS=1 keeps every audit's full report in .bench/ (the LCP element, the
// simulated request chain), to open in Lighthouse's viewer or read with jq.
let saved = 0;
function keep({ lhr, artifacts }) {
  if (!process.env.BENCH_SAVE_REPORTS) return;
  const dir = path.resolve(import.meta.dirname, '../../.bench');
  fs.mkdirSync(dir, { recursive: true });
  const name = new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '-') || 'root';
  fs.writeFileSync(path.join(dir, `lhr${name}-${++saved}.json`), JSON.stringify(lhr));
  // The full-speed trace the simulation started from (open it in DevTools' Performance panel).
  if (artifacts?.Trace)
    fs.writeFileSync(path.join(dir, `lhr${name}-${saved}.trace.json`), JSON.stringify(artifacts.Trace));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function figuresOf(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    bootup: lhr.audits['bootup-time']?.details?.items ?? [],
    mainThread: lhr.audits['mainthread-work-breakdown']?.details?.items ?? [],
  };
}

function summarise(all) {
  // An audit Lighthouse could not finish scores 0 with no metrics: it is counted, not averaged in.
  const runs = all.filter((r) => Number.isFinite(r.fcp));
  const failed = all.length - runs.length;
  if (runs.length === 0)
    return {
      runs,
      failed,
      scores: [],
      median: 0,
      min: 0,
      max: 0,
      tbt: Number.NaN,
      fcp: Number.NaN,
      lcp: Number.NaN,
    };
  const scores = runs.map((r) => r.score);
  return {
    runs,
    failed,
    scores,
    median: median(scores),
    min: Math.min(...scores),
    max: Math.max(...scores),
    tbt: median(runs.map((r) => r.tbt)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
  };
}

/** `runs` audits of `url` in the Chrome on `port`. */
export async function auditUrl(url, { port, runs }) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const run = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      logLevel: 'error',
    });
    keep(run);
    results.push(figuresOf(run.lhr));
  }
  return summarise(results);
}

/**
 * `runs` audits of a reload of `page` (a puppeteer page already on the screen to measure, whose
 * history state must survive): the HTTP cache is cleared first, as the storage reset would.
 */
export async function auditReload(page, { runs }) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
    const flow = await startFlow(page, {
      flags: { onlyCategories: ['performance'], formFactor: 'mobile', logLevel: 'error' },
    });
    await flow.navigate(async () => {
      await page.reload();
    });
    const result = await flow.createFlowResult();
    keep({ lhr: result.steps[0].lhr });
    results.push(figuresOf(result.steps[0].lhr));
  }
  return summarise(results);
}

export const describeAudit = (a) =>
  `median ${a.median} (${a.min}-${a.max}${a.failed ? `; ${a.failed} audit(s) failed, left out` : ''}), TBT ${Math.round(a.tbt)} ms, FCP ${(a.fcp / 1000).toFixed(1)} s, LCP ${(a.lcp / 1000).toFixed(1)} s`;
