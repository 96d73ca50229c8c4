// Starting and stopping production API servers for the bench.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const serverPath = path.join(root, 'apps/api/dist/server.js');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until `url` answers 2xx; resolves to the milliseconds it took. */
export async function waitFor(url, timeoutMs = 30_000) {
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

/** A production API on `port`, over `dataDir` (PGlite) or `databaseUrl` (PostgreSQL). */
export function startApi(port, { dataDir, databaseUrl, publicUrl } = {}) {
  return spawn(process.execPath, [serverPath], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses to start without an SMS sender; the bench sends no texts.
      SMS_OUTBOX: 'true',
      // Nor without an e-mail sender; the bench sends none.
      EMAIL_OUTBOX: 'true',
      // Nor without a payment provider; the bench pays in the sandbox.
      PAYMENT_SANDBOX: 'true',
      // Nor without its public address (the links in texts, e-mails and answers).
      PUBLIC_URL: publicUrl ?? `http://127.0.0.1:${port}`,
      // The load generator is one address; the per-address limit would answer 429s.
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

/**
 * A bare node:http server answering the same envelope as /api/health, in its own process as
 * the API is, so neither shares the load generator's thread: the yardstick every req/s figure
 * is divided by, since machines of this class differ by two to five times from day to day.
 */
export function startBare(port) {
  const source = `
    const http = require('node:http');
    http.createServer((_req, res) => {
      const body = JSON.stringify({ status: 1, statusCode: 200, message: 'OK', data: { uptime: Math.round(process.uptime()) } });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }).listen(${port}, '127.0.0.1');
  `;
  return spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
}
