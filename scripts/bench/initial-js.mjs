// The JavaScript a page downloads before it settles (gzip level 9 of each script, summed), as a
// browser at phone width loads it.
import { gzipSync } from 'node:zlib';
import { holdFirstSlot, ORIGIN, signInDemo } from './pages.mjs';

export async function initialJs(browser, { path, signedIn, held }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (signedIn) {
      const setup = await context.newPage();
      await signInDemo(setup);
      await setup.close();
    }
    const page = await context.newPage();
    if (held) await holdFirstSlot(page);
    const scripts = new Map();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.set(res.url(), res);
    });
    // A reload keeps the held slot's history state; the cache is bypassed so every file counts.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (held) await page.reload({ waitUntil: 'networkidle' });
    else await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
    let gz = 0;
    for (const res of scripts.values()) gz += gzipSync(await res.body(), { level: 9 }).length;
    return { gz, files: scripts.size };
  } finally {
    await context.close();
  }
}
