import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The web app's pages (plugins/app-pages.ts): each address's page names its screen's chunks and,
// in the main layout, carries the layout's shell; the build's route-pages.json says which.

const INDEX =
  '<!doctype html><html><head><title>care</title></head><body><div id="root"></div></body></html>';
const SHELL = '<div class="page-shell">header</div>';
const TABLE = {
  shells: { main: SHELL },
  routes: [
    { path: '/login', layout: 'bare', js: [], css: [] },
    {
      path: '/Appointments',
      layout: 'main',
      js: ['/assets/appointments-1.js'],
      css: ['/assets/appointments-1.css'],
      data: ['patient/upcoming-appointments'],
      publicData: ['doctor/{id}</script><script>alert(1)'],
    },
    { path: '/ArticleList/watch', layout: 'main', js: ['/assets/list-1.js'], css: [] },
    { path: '/ArticleList/watch/:slug', layout: 'main', js: ['/assets/detail-1.js'], css: [] },
    { path: '/', layout: 'main', js: ['/assets/home-1.js'], css: [] },
  ],
};

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'care-pages-'));
  await fsp.writeFile(path.join(webDist, 'index.html'), INDEX);
  await fsp.writeFile(path.join(webDist, 'route-pages.json'), JSON.stringify(TABLE));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  if (webDist) await fsp.rm(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('app pages', () => {
  it("names a main-layout screen's chunks and stylesheets and carries the shell", async () => {
    const res = await page('/Appointments');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('href="/assets/appointments-1.js"');
    expect(res.body).toContain('href="/assets/appointments-1.css"');
    expect(res.body).toContain(`<div id="root" data-shell="main">${SHELL}</div>`);
  });

  it("names the screen's first calls for the page's first script, as inert JSON, and preloads at low priority", async () => {
    const html = (await page('/Appointments')).body;
    const json = html.match(/<script type="application\/json" id="app-data">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      data: ['patient/upcoming-appointments'],
      publicData: ['doctor/{id}</script><script>alert(1)'],
    });
    // A `<` in the list cannot end the element and start a script of its own.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/appointments-1.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/appointments-1.css">',
    );
    // A screen without first calls gets no list.
    expect((await page('/ArticleList/watch')).body).not.toContain('app-data');
  });

  it('matches as the router does: any case, a trailing slash, a query, parameters', async () => {
    for (const url of ['/appointments', '/APPOINTMENTS/', '/Appointments?tab=past'])
      expect((await page(url)).body).toContain('appointments-1.js');
    expect((await page('/ArticleList/watch')).body).toContain('list-1.js');
    const detail = (await page('/ArticleList/watch/first-trimester')).body;
    expect(detail).toContain('detail-1.js');
    expect(detail).not.toContain('list-1.js');
    expect((await page('/')).body).toContain('home-1.js');
  });

  it('gives a bare screen no shell, and an unknown address index.html as it is', async () => {
    const login = (await page('/login')).body;
    expect(login).toContain('<div id="root"></div>');
    expect(login).not.toContain('page-shell');
    const unknown = await page('/no-such-screen');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(INDEX);
    // A segment more than the pattern is another address.
    expect((await page('/Appointments/extra')).body).toBe(INDEX);
  });

  it('answers compressed as accepted, and 304 for the version the browser has', async () => {
    const br = await page('/Appointments', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('appointments-1.js');
    const gz = await page('/Appointments', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('appointments-1.js');
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await page('/Appointments', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another screen's page is another version.
    expect((await page('/', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('keeps API misses in the envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, statusCode: 404 });
  });
});
