// npm run bench: the performance budgets of README.md, measured in one run.
//  1. requests/second of /api/health against a bare node:http server (target >= 0.85 of it)
//  2. gzipped initial JavaScript of /login (budget 150 KB)
//  3. Lighthouse mobile performance score of /login (median of 5 runs, target >= 95)
//  4. start-up time to the first answer with an existing data folder (target 1.5 s)
//  5. requests/second of GET /api/article/app-list (the home page's list) against the same bare server
//  6. gzipped initial JavaScript of / signed in as the demo patient (budget 200 KB)
//  7. Lighthouse mobile performance score of / signed in as the demo patient (median of 5, target >= 90)
//  8. requests/second of GET /api/doctor/list and 9. of the slot call, against the bare server
// 10. the time 200 concurrent bookings of one slot take to settle (PGlite, target under 2 s)
// 11. gzipped initial JavaScript of /consultation-booking (reported)
// 12. the expert list (/expert-detail) and the slot picker (/doctor-appoint, signed in): their
//     gzipped initial JavaScript and Lighthouse mobile medians (reported; issue 19)
// Needs `npm run build` first and Debian's Chromium at /usr/bin/chromium (or CHROME_PATH).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/api/dist/server.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const results = [];

if (!fs.existsSync(server)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, timeoutMs = 30_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - start;
    } catch {}
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${url}`);
}

function startApi(port, dataDir) {
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses to start without an SMS sender; the bench sends no texts.
      SMS_OUTBOX: 'true',
      // Nor without an e-mail sender; the bench sends none.
      EMAIL_OUTBOX: 'true',
      // Nor without a payment provider; the bench pays in the sandbox.
      PAYMENT_SANDBOX: 'true',
      // Nor without its public address (the links in texts, e-mails and answers).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The load generator is one address; the per-address limit would answer 429s.
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

async function rps(url) {
  const result = await autocannon({ url, connections: 50, pipelining: 1, duration: DURATION });
  return result.requests.average;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));

// First start creates the database and demo data; the measured start finds them in place.
let api = startApi(3301, dataDir);
await waitFor('http://127.0.0.1:3301/api/health', 60_000);
await stop(api);

const startedAt = performance.now();
api = startApi(3301, dataDir);
await waitFor('http://127.0.0.1:3301/api/health');
const startupMs = performance.now() - startedAt;
results.push({
  name: 'Start-up to first answer (existing data)',
  value: `${(startupMs / 1000).toFixed(2)} s`,
  target: '<= 1.5 s',
  pass: startupMs <= 1500,
});

// 1. Throughput against a bare node:http baseline answering the same envelope. The baseline
// runs in its own process, as the API does, so neither shares the load generator's thread.
const BARE_SERVER = `
  const http = require('node:http');
  http.createServer((_req, res) => {
    const body = JSON.stringify({ status: 1, statusCode: 200, message: 'OK', data: { uptime: Math.round(process.uptime()) } });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(3302, '127.0.0.1');
`;
const bare = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: 'ignore' });
await waitFor('http://127.0.0.1:3302/');
const bareRps = await rps('http://127.0.0.1:3302/');
await stop(bare);
const apiRps = await rps('http://127.0.0.1:3301/api/health');
const ratio = apiRps / bareRps;
results.push({
  name: 'GET /api/health req/s vs bare node:http',
  value: `${Math.round(apiRps)} vs ${Math.round(bareRps)} (${ratio.toFixed(2)})`,
  target: '>= 0.85',
  pass: ratio >= 0.85,
});

// 5. The home page's article list, a real database query per request, against the same bare figure.
const LIST_URL =
  'http://127.0.0.1:3301/api/article/app-list?category=Pregnancy%20%26%20Reproductive%20Wellness&week=21';
const listCheck = await fetch(LIST_URL);
if (!listCheck.ok) throw new Error(`article/app-list answered ${listCheck.status}`);
const listRps = await rps(LIST_URL);
results.push({
  name: 'GET /api/article/app-list req/s vs bare node:http',
  value: `${Math.round(listRps)} vs ${Math.round(bareRps)} (${(listRps / bareRps).toFixed(2)})`,
  target: 'reported; lists are cached for 15 s per instance, answers checked by the response schema',
  pass: true,
});

// 8 and 9. The expert list and an expert's slots (database queries: trigram/full-text search
// off, schedule and bookings of a day) against the same bare figure.
const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001';
const slotDate = (() => {
  // Her next Tuesday, Thursday or Saturday at least two days ahead (Asia/Kolkata).
  const d = new Date(Date.now() + 5.5 * 3_600_000 + 2 * 86_400_000);
  while (![2, 4, 6].includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() + 1);
  return d;
})();
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
for (const [name, url] of [
  ['GET /api/doctor/list?type=mhc', 'http://127.0.0.1:3301/api/doctor/list?type=mhc&page=1&records=10'],
  [
    'GET /api/schedule-timing/get-slot-by-day-and-date',
    `http://127.0.0.1:3301/api/schedule-timing/get-slot-by-day-and-date?day=${DAYS[slotDate.getUTCDay()]}&date=${slotDate.toISOString().slice(0, 10)}&doctor_id=${ANANYA}`,
  ],
]) {
  const check = await fetch(url);
  if (!check.ok) throw new Error(`${name} answered ${check.status}`);
  const value = await rps(url);
  results.push({
    name: `${name} req/s vs bare node:http`,
    value: `${Math.round(value)} vs ${Math.round(bareRps)} (${(value / bareRps).toFixed(2)})`,
    target: 'reported; a database query per request',
    pass: true,
  });
}

// 2 and 6. Initial JavaScript of a page, as a browser loads it (for / after signing in as the demo).
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });

async function signInDemo(page) {
  await page.goto('http://127.0.0.1:3301/login', { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail or phone number').fill('9876543210');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('http://127.0.0.1:3301/');
}

// The booking form needs a held slot in the page's history state: the demo patient holds the
// first open slot of Ananya Iyer (MHC) and the form is then loaded afresh (a reload keeps the
// history state), so what is counted is what /consultation-booking itself downloads.
async function holdFirstSlot(page) {
  await page.goto('http://127.0.0.1:3301/doctor-appoint?id=7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001&type=mhc', {
    waitUntil: 'networkidle',
  });
  const days = page.getByRole('radiogroup', { name: 'Consultation date' }).getByRole('radio');
  await days.first().waitFor();
  for (let i = 0; i < (await days.count()); i++) {
    await days.nth(i).click();
    await page.getByLabel('Loading slots').waitFor({ state: 'detached' });
    await page
      .getByRole('radiogroup', { name: 'Time slot' })
      .or(page.getByText('No Slots Available'))
      .first()
      .waitFor();
    const open = page.getByRole('radiogroup', { name: 'Time slot' }).locator('button:not([disabled])');
    if ((await open.count()) > 0) {
      await open.first().click();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.getByRole('dialog', { name: 'Slot held' }).getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(/\/consultation-booking/);
      return;
    }
  }
  throw new Error('no open slot this week');
}

async function initialJs(url, { signedIn, before }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (signedIn) {
    const setup = await context.newPage();
    await signInDemo(setup);
    await setup.close();
  }
  const page = await context.newPage();
  if (before) await before(page);
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), res);
  });
  if (before) await page.reload({ waitUntil: 'networkidle' });
  else await page.goto(url, { waitUntil: 'networkidle' });
  if (before) await page.getByRole('form', { name: 'Consultation booking' }).waitFor();
  let gz = 0;
  for (const res of scripts.values()) gz += gzipSync(await res.body(), { level: 9 }).length;
  await context.close();
  return { gz, files: scripts.size };
}

const login = await initialJs('http://127.0.0.1:3301/login', { signedIn: false });
results.push({
  name: 'Initial JS of /login (gzip)',
  value: `${(login.gz / 1024).toFixed(1)} KB in ${login.files} files`,
  target: '<= 150 KB',
  pass: login.gz <= 150 * 1024,
});
const home = await initialJs('http://127.0.0.1:3301/', { signedIn: true });
results.push({
  name: 'Initial JS of / signed in (gzip)',
  value: `${(home.gz / 1024).toFixed(1)} KB in ${home.files} files`,
  target: '<= 200 KB',
  pass: home.gz <= 200 * 1024,
});
const booking = await initialJs('http://127.0.0.1:3301/consultation-booking', {
  signedIn: true,
  before: holdFirstSlot,
});
results.push({
  name: 'Initial JS of /consultation-booking (gzip)',
  value: `${(booking.gz / 1024).toFixed(1)} KB in ${booking.files} files`,
  target: 'reported',
  pass: true,
});
const EXPERT_LIST = 'http://127.0.0.1:3301/expert-detail?type=mhc';
const SLOT_PICKER = 'http://127.0.0.1:3301/doctor-appoint?id=7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001&type=mhc';
const expertList = await initialJs(EXPERT_LIST, { signedIn: false });
results.push({
  name: 'Initial JS of /expert-detail (gzip)',
  value: `${(expertList.gz / 1024).toFixed(1)} KB in ${expertList.files} files`,
  target: 'reported',
  pass: true,
});
const slotPicker = await initialJs(SLOT_PICKER, { signedIn: true });
results.push({
  name: 'Initial JS of /doctor-appoint signed in (gzip)',
  value: `${(slotPicker.gz / 1024).toFixed(1)} KB in ${slotPicker.files} files`,
  target: 'reported',
  pass: true,
});
await browser.close();

// 3 and 7. Lighthouse mobile performance score: one run varies by several points on a
// 2-core machine, so each page is audited 5 times and the budget holds on the median.
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });

async function lighthouseScores(url, extra = {}) {
  const scores = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const run = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      logLevel: 'error',
      ...extra,
    });
    scores.push(Math.round((run?.lhr.categories.performance.score ?? 0) * 100));
  }
  const sorted = [...scores].sort((x, y) => x - y);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1), scores };
}
const describeScores = (s) =>
  `median ${s.median} of ${s.scores.length} (range ${s.min}-${s.max}: ${s.scores.join(', ')})`;

try {
  const loginScores = await lighthouseScores('http://127.0.0.1:3301/login');
  results.push({
    name: 'Lighthouse mobile performance /login',
    value: describeScores(loginScores),
    target: 'median >= 95',
    pass: loginScores.median >= 95,
  });

  // Signed in: sign in through the same Chrome (its profile keeps the session in
  // localStorage), then audit / without Lighthouse clearing storage.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const setup = await cdp.contexts()[0].newPage();
  await signInDemo(setup);
  await setup.close();
  await cdp.close();
  const homeScores = await lighthouseScores('http://127.0.0.1:3301/', { disableStorageReset: true });
  results.push({
    name: 'Lighthouse mobile performance / (signed in as the demo patient)',
    value: describeScores(homeScores),
    target: 'median >= 90',
    pass: homeScores.median >= 90,
  });
  // Issue 19: the expert list (public) and the slot picker (signed in), reported.
  const listScores = await lighthouseScores(EXPERT_LIST, { disableStorageReset: true });
  results.push({
    name: 'Lighthouse mobile performance /expert-detail',
    value: describeScores(listScores),
    target: 'reported',
    pass: true,
  });
  const pickerScores = await lighthouseScores(SLOT_PICKER, { disableStorageReset: true });
  results.push({
    name: 'Lighthouse mobile performance /doctor-appoint (signed in)',
    value: describeScores(pickerScores),
    target: 'reported',
    pass: true,
  });
} finally {
  await chrome.kill();
}

await stop(api);
fs.rmSync(dataDir, { recursive: true, force: true });

// 10. 200 concurrent bookings of one slot on two API instances over embedded PGlite: the
// burst test measures it (through app.inject, one patient per request) and prints the figure.
{
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync(
    'npx',
    ['vitest', 'run', 'apps/api/test/burst-booking.test.ts', '-t', '200 patients'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TEST_DATABASE_URL: '' },
    },
  );
  const ms = Number(/settled in (\d+) ms/.exec(`${run.stdout}${run.stderr}`)?.[1] ?? Number.NaN);
  results.push({
    name: '200 concurrent bookings of one slot settle (PGlite, two instances)',
    value: Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'not measured (the burst test failed)',
    target: '< 2 s',
    pass: ms < 2000,
  });
}

console.log('\nBenchmark results');
for (const r of results)
  console.log(`${r.pass ? 'PASS' : 'MISS'}  ${r.name}: ${r.value} (target ${r.target})`);
// The budgets are asserted: a miss (the booking burst not settling in 2 s among them) fails the run.
const missed = results.filter((r) => r.pass === false);
if (missed.length) {
  console.log(`\n${missed.length} budget(s) missed`);
  process.exitCode = 1;
}
