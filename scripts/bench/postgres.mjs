// The expert list and the slot call on PostgreSQL with two production API instances behind
// one database (issue 20), and the 200-patient booking burst on that server. Used by
// scripts/bench.mjs; needs `npm run build` first.
//
//   const rows = await postgresFigures({ databaseUrl, bareRps, seconds });
//
// `databaseUrl` names the server (any database on it: it is only connected to as an admin). The
// instances run on a database of their own, `bench`, dropped and created afresh each time (never
// the tests' database). Each row is { name, value, target: 'reported', pass: true }.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const server = path.join(root, 'apps/api/dist/server.js');
const BENCH_DB = 'bench';
const PORTS = [3321, 3322];
const CONNECTIONS = 50;
const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001';
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, timeoutMs = 60_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** `databaseUrl` with another database name. */
function withDatabase(databaseUrl, name) {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function freshBenchDatabase(databaseUrl) {
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
  return withDatabase(databaseUrl, BENCH_DB);
}

/** A production API instance on `databaseUrl` (the same settings as scripts/bench.mjs's). */
function startApi(port, dataDir, databaseUrl) {
  return spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SMS_OUTBOX: 'true',
      EMAIL_OUTBOX: 'true',
      PAYMENT_SANDBOX: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

/** Requests/second of `path` with half the connections on each instance, run at once and added. */
async function bothInstances(pathAndQuery, seconds) {
  const runs = PORTS.map((port) =>
    autocannon({
      url: `http://127.0.0.1:${port}${pathAndQuery}`,
      connections: CONNECTIONS / PORTS.length,
      pipelining: 1,
      duration: seconds,
    }),
  );
  const results = await Promise.all(runs);
  const errors = results.reduce((n, r) => n + r.errors + r.non2xx, 0);
  if (errors) throw new Error(`${pathAndQuery}: ${errors} failed answers`);
  return results.reduce((sum, r) => sum + r.requests.average, 0);
}

/** Ananya Iyer's next working day (Tue, Thu or Sat) at least two days ahead, Asia/Kolkata. */
function slotPath() {
  const d = new Date(Date.now() + 5.5 * 3_600_000 + 2 * 86_400_000);
  while (![2, 4, 6].includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() + 1);
  return `/api/schedule-timing/get-slot-by-day-and-date?day=${DAYS[d.getUTCDay()]}&date=${d.toISOString().slice(0, 10)}&doctor_id=${ANANYA}`;
}

export async function postgresFigures({ databaseUrl, bareRps, seconds = 8 }) {
  if (!fs.existsSync(server)) throw new Error('Build first: npm run build');
  const rows = [];
  const benchUrl = await freshBenchDatabase(databaseUrl);
  const dirs = PORTS.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-')));
  const apis = [];
  try {
    // The first instance migrates and seeds; the second then starts on the ready database.
    for (const [i, port] of PORTS.entries()) {
      apis.push(startApi(port, dirs[i], benchUrl));
      await waitFor(`http://127.0.0.1:${port}/api/health`);
      // /api/health answers before the database is ready; an expert call waits for it.
      await waitFor(`http://127.0.0.1:${port}/api/doctor/list?type=mhc&page=1&records=10`);
    }
    // Start-up work that runs on timers after the first answer (the chat safety model is trained,
    // jobs take their first pass) is let finish before measuring.
    await bothInstances('/api/doctor/list?type=mhc&page=1&records=10', 3);
    for (const [name, pathAndQuery] of [
      ['GET /api/doctor/list?type=mhc', '/api/doctor/list?type=mhc&page=1&records=10'],
      ['GET /api/schedule-timing/get-slot-by-day-and-date', slotPath()],
    ]) {
      const check = await fetch(`http://127.0.0.1:${PORTS[0]}${pathAndQuery}`);
      if (!check.ok) throw new Error(`${name} answered ${check.status}`);
      const value = await bothInstances(pathAndQuery, seconds);
      rows.push({
        name: `${name} req/s on PostgreSQL, two instances, vs bare node:http`,
        value: `${Math.round(value)} vs ${Math.round(bareRps)} (${(value / bareRps).toFixed(2)})`,
        target: 'reported',
        pass: true,
      });
    }
  } finally {
    for (const api of apis) await stop(api);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }

  // The booking burst of scripts/bench.mjs's item 10, on this server (the test makes and drops
  // its own databases there).
  const run = spawnSync(
    'npx',
    ['vitest', 'run', 'apps/api/test/burst-booking.test.ts', '-t', '200 patients'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
    },
  );
  const ms = Number(/settled in (\d+) ms/.exec(`${run.stdout}${run.stderr}`)?.[1] ?? Number.NaN);
  rows.push({
    name: '200 concurrent bookings of one slot settle (PostgreSQL, two instances)',
    value: Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'not measured (the burst test failed)',
    target: 'reported',
    pass: true,
  });
  return rows;
}
