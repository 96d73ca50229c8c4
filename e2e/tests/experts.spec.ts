import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './helpers';

// A visitor finds a mental-health expert by a misspelt search and a filter, opens the profile
// and sees the fees; the list survives a refresh. Screenshots at phone and desktop width.

const DIR = path.resolve(import.meta.dirname, '../screenshots');

test('find an MHC expert by search and filter, and open the profile', async ({ page }) => {
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { name: 'Consult an Expert', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Find an expert for Mental Health Counselling' }).click();
  await expect(page).toHaveURL(/\/expert-detail\?type=mhc/);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Search experts' }).fill('anxeity');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/query=anxeity/);
  await expect(page.getByRole('article', { name: 'Ms. Ananya Iyer' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ms. Meera Krishnan' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Language', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Tamil' }).click();
  // The list stays open for more choices; leaving the field closes it.
  await dialog.getByRole('heading', { name: 'Filter experts' }).click();
  await dialog.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/language=tamil/);
  await expect(page.getByRole('article')).toHaveCount(2);

  // A refresh (or a shared link) shows the same list.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search experts' })).toHaveValue('anxeity');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ms. Ananya Iyer' })).toBeVisible();

  await page.getByRole('link', { name: 'View profile of Ms. Ananya Iyer' }).click();
  await expect(page.getByRole('heading', { name: 'Expert Details', level: 1 })).toBeVisible();
  await expect(page.getByText('₹2,200')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Book', exact: true })).toHaveAttribute(
    'href',
    /\/doctor-appoint\?id=/,
  );
});

test("'No Expert found' for a search nothing matches", async ({ page }) => {
  await page.goto('/expert-detail?type=gc&query=zzqqxx');
  await expect(page.getByText('No Expert found')).toBeVisible();
});

test('screenshots of the expert screens', async ({ page }) => {
  fs.mkdirSync(DIR, { recursive: true });
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const [name, url, ready] of [
      ['consultation', '/consultation', 'Consult an Expert'],
      ['expert-list', '/expert-detail?type=mhc', 'Mental Health Counselling'],
      ['expert-details', '/doctor-detail?id=7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001&type=mhc', 'Expert Details'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: ready, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(DIR, `${name}-${size}.png`), fullPage: true });
    }
  }
});
