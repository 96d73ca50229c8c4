// The expert list and the slot call on PostgreSQL with two production API instances behind
// one database (issue 20), and the 200-patient booking burst on that server. Used by
// scripts/bench.mjs; needs `npm run build` first.
//
//   const rows = await postgresFigures({ databaseUrl, bareRps, seconds });
//
// `databaseUrl` names the server (any database on it: it is only connected to as an admin). The
// instances run on a database of their own, `bench`, dropped and created afresh each time (never
// the tests' database). Each row is { name, value, target: 'reported', pass: true }.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { root, serverPath, startApi, stop, waitFor } from './server.mjs';

const BENCH_DB = 'bench';
const PORTS = [3321, 3322];
const CONNECTIONS = 50;

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

/** `calls`: [name, path] of the expert list and the slot call, as scripts/bench.mjs measures them on PGlite. */
export async function postgresFigures({ databaseUrl, bareRps, seconds = 8, calls }) {
  if (!fs.existsSync(serverPath)) throw new Error('Build first: npm run build');
  const rows = [];
  const benchUrl = await freshBenchDatabase(databaseUrl);
  const dirs = PORTS.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-')));
  const apis = [];
  try {
    // The first instance migrates and seeds; the second then starts on the ready database.
    for (const [i, port] of PORTS.entries()) {
      apis.push(startApi(port, { dataDir: dirs[i], databaseUrl: benchUrl }));
      await waitFor(`http://127.0.0.1:${port}/api/health`, 60_000);
      // /api/health answers before the database is ready; an expert call waits for it.
      await waitFor(`http://127.0.0.1:${port}${calls[0][1]}`, 60_000);
    }
    // Start-up work that runs on timers after the first answer (the chat safety model is trained,
    // jobs take their first pass) is let finish before measuring.
    await bothInstances(calls[0][1], 3);
    for (const [name, pathAndQuery] of calls) {
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
