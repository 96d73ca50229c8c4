// The floor page: the signed-in home's first screen as static HTML with no script, served from
// its own port with its styles and pictures from the API (a <base> element). Every route's
// Lighthouse figures are read beside the floor's, measured in the same run: a slower or faster
// machine moves both, and the gap between them is what the app's own code costs.
import http from 'node:http';
import { ORIGIN, signInDemo } from './pages.mjs';

export async function captureFloor(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await signInDemo(page);
    await page.waitForLoadState('networkidle');
    return await page.evaluate((origin) => {
      const doc = document.documentElement.cloneNode(true);
      for (const el of doc.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"]'))
        el.remove();
      // Mantine injects some of its styles at run time: they are copied in as one style element.
      const inline = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
      for (const el of doc.querySelectorAll('style')) el.remove();
      const head = doc.querySelector('head');
      const base = document.createElement('base');
      base.href = `${origin}/`;
      head.prepend(base);
      const style = document.createElement('style');
      style.textContent = inline;
      head.append(style);
      return `<!doctype html>\n${doc.outerHTML}`;
    }, ORIGIN);
  } finally {
    await context.close();
  }
}

export function serveFloor(html, port) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
