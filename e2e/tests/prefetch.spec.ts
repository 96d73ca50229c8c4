import { demo, expect, signInOnce, test } from './helpers';

// The page of each address names its screen's first API calls; its first script (apps/web/
// start.js) asks for them before the app has loaded, and the app's client takes the answers
// (src/lib/prefetched.ts). If a route table's `data` drifted from what the screen asks for, the
// call would be made twice (once early, once by the app): this checks every such screen makes
// each call once and leaves no early answer untaken.

const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001';

const screens: { path: string; first: string[] }[] = [
  { path: '/', first: ['/api/pregnancy-highlights/app-list?week=', '/api/patient/get-mood-list'] },
  { path: '/expert-detail?type=mhc', first: ['/api/doctor/list?type=mhc&page=1&records=10'] },
  { path: `/doctor-detail?id=${ANANYA}&type=mhc`, first: [`/api/doctor/${ANANYA}`] },
  { path: `/doctor-appoint?id=${ANANYA}&type=mhc`, first: [`/api/doctor/${ANANYA}`] },
  { path: '/Appointments', first: ['/api/patient/upcoming-appointments'] },
  { path: '/my-reports', first: ['/api/report/list', '/api/report/access-log'] },
  { path: '/gifts', first: ['/api/coupon'] },
  { path: '/book-test', first: ['/api/test/my-bookings', '/api/test'] },
];

test("each screen's first calls are made once, early, and taken by the app", async ({ page }) => {
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  for (const screen of screens) {
    const asked: string[] = [];
    const listen = (request: { url(): string; method(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.method() === 'GET')
        asked.push(url.pathname + url.search);
    };
    page.on('request', listen);
    await page.goto(screen.path);
    await page.waitForLoadState('networkidle');
    page.off('request', listen);

    for (const first of screen.first)
      expect(
        asked.filter((url) => url === first || (first.endsWith('=') && url.startsWith(first))),
        `${first} on ${screen.path} (asked: ${asked.join(', ')})`,
      ).toHaveLength(1);
    expect(
      asked.filter((url) => url === '/api/config'),
      `config on ${screen.path}`,
    ).toHaveLength(1);
    // Nothing the page asked for early was left for nobody.
    const left = await page.evaluate(() => {
      const early = (window as unknown as { __appPrefetch?: Map<string, unknown> }).__appPrefetch;
      return [...(early?.keys() ?? [])];
    });
    expect(left, screen.path).toEqual([]);
  }
});

test('a visitor gets the public calls early, and no call that needs a session', async ({ page }) => {
  const asked: { url: string; auth: boolean }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      asked.push({ url: url.pathname + url.search, auth: 'authorization' in request.headers() });
  });
  await page.goto('/book-test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((a) => a.url === '/api/test')).toEqual([{ url: '/api/test', auth: false }]);
  expect(asked.some((a) => a.url === '/api/test/my-bookings')).toBe(false);
  expect(asked.every((a) => !a.auth)).toBe(true);
});
