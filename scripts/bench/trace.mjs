// npm run bench:trace -- <path> [<path> ...]: where a page's main thread goes on a slow phone.
// Loads each page (signed in as the demo patient, but /login) in Chromium with the CPU slowed
// four times and the network of Lighthouse's mobile preset (150 ms, 1.6 Mbps), records a
// DevTools trace (written to .bench/trace-<page>.json: open it in DevTools' Performance panel)
// and a CPU profile, and prints every task over 50 ms with the work and functions inside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { holdFirstSlot, ORIGIN, PAGES, PORT, signInDemo } from './pages.mjs';
import { root, startApi, stop, waitFor } from './server.mjs';

const outDir = path.join(root, '.bench');
fs.mkdirSync(outDir, { recursive: true });
const wanted = process.argv.slice(2);
// BENCH_TRACE_UNTHROTTLED=1 loads the page at full speed, as Lighthouse's simulated mode records
// it before multiplying each task by four: then a task over 12.5 ms is a long task on the phone.
const UNTHROTTLED = Boolean(process.env.BENCH_TRACE_UNTHROTTLED);
const LONG_US = UNTHROTTLED ? 12_500 : 50_000;
const pages = wanted.length ? PAGES.filter((p) => wanted.includes(p.name) || wanted.includes(p.path)) : PAGES;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

const fileOf = (url) => (url ? url.split('/').pop().split('?')[0] : '(native)');

// With a build made with source maps (`npx vite build --sourcemap` in apps/web), functions are
// named by their source file and line instead of their minified names.
const { SourceMapConsumer } = await import('source-map-js');
const maps = new Map();
function sourceOf(frame) {
  const file = fileOf(frame.url);
  const mapPath = path.join(root, 'apps/web/dist/assets', `${file}.map`);
  if (!frame.url.includes('/assets/') || !fs.existsSync(mapPath)) return null;
  if (!maps.has(file)) maps.set(file, new SourceMapConsumer(JSON.parse(fs.readFileSync(mapPath, 'utf8'))));
  const pos = maps.get(file).originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return null;
  return `${pos.name ?? frame.functionName} ${pos.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}`;
}

/** Self time (ms) per function within [from, to] (trace clock, µs) from a CPU profile. */
function selfTimeIn(profile, from, to) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const frame = byId.get(profile.samples[i]).callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const key = sourceOf(frame) ?? `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}`;
    const next = profile.timeDeltas[i + 1] ?? 0;
    totals.set(key, (totals.get(key) ?? 0) + next / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function tracePage(browser, page) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  if (page.signedIn) {
    const setup = await context.newPage();
    await signInDemo(setup);
    await setup.close();
  }
  const tab = await context.newPage();
  if (page.held) await holdFirstSlot(tab);
  else await tab.goto(`${ORIGIN}/favicon.svg`);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (!UNTHROTTLED) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  if (page.held) await tab.reload({ waitUntil: 'networkidle' });
  else await tab.goto(`${ORIGIN}${page.path}`, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  await context.close();
  const name = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  fs.writeFileSync(path.join(outDir, `trace-${name}.json`), JSON.stringify({ traceEvents: events }));
  return { events, profile };
}

function report(page, { events, profile }) {
  // The renderer's main thread: the one that ran the page's first script.
  const evaluate = events.find(
    (e) =>
      ['EvaluateScript', 'v8.compileModule', 'FunctionCall'].includes(e.name) &&
      (e.args?.data?.url ?? e.args?.fileName ?? '').includes('/assets/'),
  );
  if (!evaluate) return console.log(`${page.name}: no script ran`);
  const main = events.filter((e) => e.pid === evaluate.pid && e.tid === evaluate.tid);
  const navStart = main.find((e) => e.name === 'navigationStart')?.ts ?? main[0].ts;
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > LONG_US);
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const ms = (ts) => `${Math.round((ts - navStart) / 1000)} ms`;
  console.log(
    `\n== ${page.name}: FCP ${paint ? ms(paint.ts) : '-'}, last LCP candidate ${lcps.length ? ms(lcps.at(-1).ts) : '-'}, ${tasks.length} tasks over ${LONG_US / 1000} ms, blocking ${Math.round(tasks.reduce((s, t) => s + (t.dur / 1000) * (UNTHROTTLED ? 4 : 1) - 50, 0))} ms (4x CPU${UNTHROTTLED ? ', simulated from a full-speed load' : ''})`,
  );
  const totals = new Map();
  for (const task of tasks) {
    const inside = main.filter(
      (e) => e.ph === 'X' && e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task,
    );
    const kinds = new Map();
    for (const e of inside) {
      if (
        /RunTask|ThreadController|mojo|Watcher|Scheduler|Microtask|ThrottlingURLLoader|URLLoader|Resource|StackGuard|HandleInterrupts|BytecodeBudget/.test(
          e.name,
        )
      )
        continue;
      const label = ['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule'].includes(e.name)
        ? `${e.name} ${fileOf(e.args?.data?.url ?? e.args?.fileName)}`
        : e.name === 'FunctionCall'
          ? `FunctionCall ${e.args?.data?.functionName || ''} ${fileOf(e.args?.data?.url)}`
          : e.name;
      kinds.set(label, (kinds.get(label) ?? 0) + e.dur / 1000);
    }
    const top = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join('; ');
    console.log(`  task at ${ms(task.ts)}: ${Math.round(task.dur / 1000)} ms: ${top}`);
    const fns = selfTimeIn(profile, task.ts, task.ts + task.dur);
    console.log(
      `     ${fns
        .slice(0, 6)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join('; ')}`,
    );
    for (const [k, v] of fns) totals.set(k, (totals.get(k) ?? 0) + v);
  }
  console.log(
    `  functions across those tasks (self ms): ${[...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join('; ')}`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-data-'));
const api = startApi(PORT, { dataDir });
try {
  await waitFor(`${ORIGIN}/api/health`, 60_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  for (const page of pages) report(page, await tracePage(browser, page));
  await browser.close();
} finally {
  await stop(api);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
