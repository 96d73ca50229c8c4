import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The staff console (plugins/static-files.ts serveConsole): apps/console/dist at /console, its page
// for every console address, hashed assets cached for good, the page never stored, and the same
// security headers as the patient app.

const INDEX =
  '<!doctype html><html><head><title>Care Console</title><script type="module" src="/console/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const ASSET = 'console.log("console");'.repeat(80);

let t: TestApp;
let consoleDist: string;

beforeAll(async () => {
  consoleDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'care-console-'));
  await fsp.mkdir(path.join(consoleDist, 'assets'));
  await fsp.writeFile(path.join(consoleDist, 'index.html'), INDEX);
  await fsp.writeFile(path.join(consoleDist, 'assets', 'index-Ab12Cd34.js'), ASSET);
  await fsp.writeFile(
    path.join(consoleDist, 'assets', 'index-Ab12Cd34.js.br'),
    zlib.brotliCompressSync(ASSET),
  );
  await fsp.writeFile(path.join(consoleDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ CONSOLE_DIST: consoleDist });
});
afterAll(async () => {
  await t?.close();
  if (consoleDist) await fsp.rm(consoleDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the staff console at /console', () => {
  it('answers every console address with its page, never stored', async () => {
    for (const url of [
      '/console',
      '/console/',
      '/console/sign-in',
      '/console/appointments/abc?x=1',
      '/console/invite',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe(INDEX);
    }
  });

  it('sends the page with the security headers and CSP of the patient app', async () => {
    const res = await get('/console/schedule');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
  });

  it('compresses the page as the browser accepts', async () => {
    const br = await get('/console/staff', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
    const gz = await get('/console/staff', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
  });

  it('caches hashed assets for good, precompressed when accepted', async () => {
    const res = await get('/console/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect((await get('/console/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with the 404 envelope, not the page', async () => {
    const res = await get('/console/assets/index-Old00000.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, statusCode: 404 });
  });

  it("leaves the patient app's addresses and the API alone", async () => {
    // No web app is built here: an app address is the 404 envelope, not the console's page.
    const web = await get('/profile');
    expect(web.statusCode).toBe(404);
    expect(web.body).not.toContain('Care Console');
    expect((await get('/consoles')).statusCode).toBe(404);
    const api = await t.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.json()).toMatchObject({ status: 0, statusCode: 404 });
  });
});
