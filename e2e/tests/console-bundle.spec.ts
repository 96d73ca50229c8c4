import { expect, type Page, test } from '@playwright/test';

// The console is an app of its own (apps/console, served at /console): its page loads only its
// own files, and the patient app's pages load none of the console's.

/** Every script and stylesheet the page asks for, by path. */
function recordAssets(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()))
      asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

test('/console loads its own bundle and nothing of the patient app', async ({ page }) => {
  const asked = recordAssets(page);
  const response = await page.goto('/console/sign-in');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((path) => !path.startsWith('/console/assets/'))).toEqual([]);
  await expect(page).toHaveTitle('Sign in | Care Console');
});

test('an unknown console address gets the console, which sends a signed-out visitor to sign in', async ({
  page,
}) => {
  const asked = recordAssets(page);
  await page.goto('/console/schedule?view=week');
  await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Fschedule%3Fview%3Dweek$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(asked.filter((path) => !path.startsWith('/console/assets/'))).toEqual([]);
});

test('the patient app asks for no console file', async ({ page }) => {
  const asked = recordAssets(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((path) => path.startsWith('/console'))).toEqual([]);
});

test("the console's hashed files are cached for good, and a missing one is a 404", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/console/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const first = scripts.find((url) => url.includes('/console/assets/'));
  expect(first).toBeDefined();
  const asset = await request.get(first!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gone = await request.get('/console/assets/index-Gone0000.js');
  expect(gone.status()).toBe(404);
});
