import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureRasterMedia } from '../lib/raster-media.ts';
import { appPages, sendPage } from './app-pages.ts';

/**
 * The built web app, with long caching for hashed assets and none for index.html. The web
 * build writes Brotli and gzip copies of its text files; they are sent to browsers that
 * accept them (patients on slow mobile data download a quarter of the bytes).
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Off so that `send` does not replace our Cache-Control with its own `max-age=0`.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  // The history fallback (plugins/error-handling.ts) answers app addresses with this.
  const pageFor = appPages(webDist);
  app.decorateReply('sendAppPage', function (this: FastifyReply, pathname: string) {
    return sendPage(this.request, this, pageFor(pathname));
  });
}

/** Where the staff console lives (apps/console builds with this base). */
export const CONSOLE_PREFIX = '/console';

/**
 * The staff console (apps/console/dist) at /console: its own build, so nothing of it loads with
 * the patient app. Hashed assets are cached for a year; the page itself is never stored (a
 * console page may have been open on a shared workstation, and a new version must reach staff at
 * once). Every /console address without a file extension gets the page (the console's router
 * draws the screen); a missing file is a 404. Same security headers and CSP as the patient app:
 * this registers inside the same site scope.
 */
export async function serveConsole(app: FastifyInstance, consoleDist: string) {
  const indexFile = path.join(consoleDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ consoleDist }, 'staff console not built; /console is not served');
    return;
  }
  const html = fs.readFileSync(indexFile);
  const page = { html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html, { level: 9 }) };
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: consoleDist,
      prefix: `${CONSOLE_PREFIX}/`,
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : filePath.endsWith('.html')
              ? 'no-store'
              : 'no-cache',
        );
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    const sendConsolePage = (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A file that is not there (an old hashed asset after a deploy) is a plain 404, not the page.
      if (/\.[a-z0-9]{1,8}$/i.test(pathname)) return reply.callNotFound();
      reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding');
      reply.type('text/html; charset=utf-8');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    };
    scope.get(CONSOLE_PREFIX, sendConsolePage);
    scope.get(`${CONSOLE_PREFIX}/*`, sendConsolePage);
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** The web app's page for an app address (set when the web app is built). */
    sendAppPage?: (pathname: string) => FastifyReply;
  }
}

/**
 * Article, pregnancy and mood media from apps/api/media at /media (the bucket's folders:
 * article, pregnancy-data, mood). Audio and video need range requests, which `send` answers.
 * With MEDIA_BASE_URL set the API hands out that bucket's addresses instead.
 */
export async function serveMedia(app: FastifyInstance, mediaDir: string) {
  if (!fs.existsSync(mediaDir)) return;
  // The build makes the PNG/WebP copies of the drawings for the phone apps; a server started
  // without it (npm run dev on a fresh clone, tests, a MEDIA_DIR of its own) makes the missing
  // ones now (about 6 s for all of them, then a stat each). Not awaited here, as a plugin has
  // 10 s to load: media requests wait for it instead, so an answered address never 404s.
  const raster = ensureRasterMedia(mediaDir).then(
    (result) => {
      if (result.written > 0)
        app.log.info({ written: result.written, bytes: result.bytes }, 'raster media made');
      for (const { file, error } of result.failed)
        app.log.error({ file, error }, 'raster media could not be made');
    },
    (err: unknown) => app.log.error({ err }, 'raster media could not be made'),
  );
  await app.register(async (media) => {
    media.addHook('onRequest', async () => {
      await raster;
    });
    await registerMediaFiles(media, mediaDir);
  });
}

async function registerMediaFiles(app: FastifyInstance, mediaDir: string) {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      // Names are not content-hashed, so cache for a day rather than forever.
      res.setHeader('Cache-Control', 'public, max-age=86400');
      // Public content (articles, pregnancy drawings, mood faces, experts' photos) that the
      // provider's apps show from their own origins: helmet's same-origin would block it there.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
