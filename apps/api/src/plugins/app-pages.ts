import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web app's page for an address, from index.html and the build's route-pages.json
 * (apps/web/vite-route-pages.ts): the chunks of the screen that address opens are named in the
 * <head>, so a phone downloads them beside the entry instead of one round trip after another,
 * and a main-layout screen's #root holds the layout's shell (the header and a loading line), so
 * the phone paints it before any script has arrived. Addresses no screen matches get index.html
 * as it is (the app shows its own "not found").
 */
interface Page {
  html: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

interface RoutePage {
  path: string;
  layout: string;
  js: string[];
  css: string[];
  /** The API calls the screen makes first (with the patient's token, and without one). */
  data?: string[];
  publicData?: string[];
}

interface RoutePages {
  shells: { main: string };
  routes: RoutePage[];
}

/** React Router's matching: case-insensitive, `:param` one segment, an optional trailing slash. */
function patternOf(route: string): RegExp {
  const body = route
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

function pageOf(html: string): Page {
  return {
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };
}

export function appPages(webDist: string) {
  const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const tablePath = path.join(webDist, 'route-pages.json');
  const { shells, routes: table }: RoutePages = fs.existsSync(tablePath)
    ? JSON.parse(fs.readFileSync(tablePath, 'utf8'))
    : { shells: { main: '' }, routes: [] };
  // Addresses without parameters first, so /ArticleList/watch is not taken by a `:slug` route.
  const routes = table
    .map((route) => ({ route, pattern: patternOf(route.path) }))
    .sort((a, b) => Number(a.route.path.includes(':')) - Number(b.route.path.includes(':')));
  const pages = new Map<string, Page>();

  const build = (route: RoutePage | undefined): Page => {
    if (!route) return pageOf(index);
    const calls = { data: route.data ?? [], publicData: route.publicData ?? [] };
    const links = [
      // Fetched early but not render-blocking: the shell paints with the entry's stylesheet
      // alone; the screen's chunks add their sheets (now cached) before they render. At low
      // priority, behind the stylesheet the shell needs (the entry's preload is low too:
      // apps/web/start.js runs it after the first paint).
      ...route.css.map(
        (href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`,
      ),
      ...route.js.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
      // Read by apps/web/start.js, which asks for them before the app has loaded. JSON in a
      // non-script type runs nothing (the CSP allows no inline script); `<` is escaped so the
      // text cannot close the element.
      ...(calls.data.length || calls.publicData.length
        ? [
            `<script type="application/json" id="app-data">${JSON.stringify(calls).replace(/</g, '\\u003c')}</script>`,
          ]
        : []),
    ].join('\n    ');
    let html = index.replace('</head>', `    ${links}\n  </head>`);
    if (route.layout === 'main' && shells.main)
      html = html.replace('<div id="root"></div>', `<div id="root" data-shell="main">${shells.main}</div>`);
    return pageOf(html);
  };

  return function pageFor(pathname: string): Page {
    const route = routes.find(({ pattern }) => pattern.test(pathname))?.route;
    const key = route?.path ?? '';
    let page = pages.get(key);
    if (!page) {
      page = build(route);
      pages.set(key, page);
    }
    return page;
  };
}

/** Sends `page`, compressed as the browser accepts, or 304 when it has this version. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', page.etag);
  reply.type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
