// Every page of pages.mjs: initial JavaScript, then Lighthouse mobile medians beside the floor's.
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { captureFloor, serveFloor } from './floor.mjs';
import { startH2Front } from './h2-front.mjs';
import { initialJs } from './initial-js.mjs';
import { auditReload, auditUrl, describeAudit } from './lighthouse.mjs';
import { H2_PORT, holdFirstSlot, ORIGIN, PAGE_ORIGIN, PAGES, PORT, signInDemo } from './pages.mjs';

const FLOOR_PORT = PORT + 2;

export async function pagesFigures({ chromePath, flags, runs }) {
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = only ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
  const rows = [];

  const browser = await chromium.launch({ executablePath: chromePath, args: flags.slice(1) });
  const floorHtml = await captureFloor(browser);
  for (const page of pages) {
    const js = await initialJs(browser, page);
    rows.push({
      name: `Initial JS of ${page.name} (gzip)`,
      value: `${(js.gz / 1024).toFixed(1)} KB in ${js.files} files`,
      target: `<= ${page.jsBudget} KB`,
      pass: js.gz <= page.jsBudget * 1024,
    });
  }
  await browser.close();
  // LIGHTHOUSE_RUNS=0: the initial JavaScript only (a quick check while trimming a page).
  if (runs === 0) return rows;

  const floorServer = await serveFloor(floorHtml, FLOOR_PORT);
  const front = PAGE_ORIGIN === ORIGIN ? null : await startH2Front(H2_PORT, PORT);
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    const floor = await auditUrl(`http://127.0.0.1:${FLOOR_PORT}/`, { port: chrome.port, runs });
    rows.push({
      name: "Lighthouse floor page (the home's first screen, static, no script)",
      value: describeAudit(floor),
      target: 'reported',
      pass: true,
    });

    // Sign in once in this Chrome: its profile keeps the session in localStorage, which the
    // storage reset before each audit leaves in place.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const setup = await cdp.contexts()[0].newPage();
    await signInDemo(setup, PAGE_ORIGIN);
    await setup.close();

    for (const page of pages) {
      let audit;
      if (page.held) {
        const holder = await cdp.contexts()[0].newPage();
        await holdFirstSlot(holder, PAGE_ORIGIN);
        const pptr = await puppeteer.connect({
          browserURL: `http://127.0.0.1:${chrome.port}`,
          defaultViewport: null,
        });
        const target = (await pptr.pages()).find((p) => p.url().startsWith(`${PAGE_ORIGIN}${page.path}`));
        audit = await auditReload(target, { runs });
        await pptr.disconnect();
        await holder.close();
      } else {
        // /login is audited signed out: the storage reset keeps localStorage, so sign out first.
        if (!page.signedIn) {
          const out = await cdp.contexts()[0].newPage();
          await out.goto(`${PAGE_ORIGIN}/login`);
          await out.evaluate(() => localStorage.clear());
          await out.close();
        }
        audit = await auditUrl(`${PAGE_ORIGIN}${page.path}`, { port: chrome.port, runs });
        if (!page.signedIn) {
          const back = await cdp.contexts()[0].newPage();
          await signInDemo(back, PAGE_ORIGIN);
          await back.close();
        }
      }
      rows.push({
        name: `Lighthouse mobile ${page.name}`,
        value: `${describeAudit(audit)}; floor ${floor.median}, TBT ${Math.round(floor.tbt)} ms`,
        target: `median >= ${page.target}, TBT < 200 ms`,
        pass: audit.median >= page.target && audit.tbt < 200,
        audit,
      });
    }
    await cdp.close();
  } finally {
    await chrome.kill();
    floorServer.close();
    front?.close();
  }
  return rows;
}
