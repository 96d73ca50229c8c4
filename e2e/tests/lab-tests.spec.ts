import fs from 'node:fs';
import path from 'node:path';
import { demo, expect, submitSignIn, test } from './helpers';

// Book a Test: a visitor browses and is asked to sign in to book; the demo patient searches
// (a typo too), filters by category, books a test, sees it under My test bookings, and is told
// when booking it again. Screenshots at phone and desktop.

const DIR = path.resolve(import.meta.dirname, '../screenshots');

test('search and book a lab test, and see the booking', async ({ page, pageProblems }) => {
  await page.goto('/book-test');
  await expect(page.getByRole('heading', { name: 'Book a Test', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // A visitor who books is sent to sign in and brought back.
  await page.getByRole('button', { name: /^Book NIPT/ }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fbook-test/);

  // Signing in brings the patient back to the tests.
  await submitSignIn(page, demo.phone, demo.password);
  await expect(page).toHaveURL('/book-test');
  await page.getByLabel('Search tests').fill('thalasemia');
  await expect(page).toHaveURL(/search=thalasemia/);
  await expect(page.getByRole('article', { name: /Thalassaemia Carrier Screening/ })).toBeVisible();
  await page.getByLabel('Search tests').fill('');
  await page
    .getByRole('textbox', { name: 'Category' })
    .or(page.getByRole('combobox', { name: 'Category' }))
    .click();
  await page.getByRole('option', { name: 'For babies and children' }).click();
  await expect(page).toHaveURL(/category=forBabiesChildren/);
  await expect(page.getByRole('article', { name: /Newborn Screening \(Basic/ })).toBeVisible();
  await expect(page.getByRole('article', { name: /^NIPT/ })).toHaveCount(0);

  const card = page.getByRole('article', { name: /Newborn Screening \(Basic/ });
  await expect(card).toContainText('₹1,200');
  await card.getByRole('button', { name: /^Book / }).click();
  const dialog = page.getByRole('dialog', { name: 'Book this test?' });
  await expect(dialog).toContainText('MRP ₹1,200');
  await dialog.getByRole('button', { name: 'Book' }).click();
  const booked = page.getByRole('dialog', { name: 'Test booked' });
  await expect(booked.getByRole('status')).toContainText(/Your test is booked\. Booking number T-\d+/);
  await booked.getByRole('button', { name: 'OK' }).click();
  const mine = page.getByRole('region', { name: 'My test bookings' });
  await expect(mine.getByRole('listitem').filter({ hasText: 'Newborn Screening (Basic' })).toContainText(
    'Booked',
  );

  // The same test again while the first is open: said plainly.
  await card.getByRole('button', { name: /^Book / }).click();
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You have already booked this test. You can see it under My test bookings.',
  );
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !/status of 409/.test(p)));
  await page.keyboard.press('Escape');

  fs.mkdirSync(DIR, { recursive: true });
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(DIR, `book-test-${size}.png`), fullPage: true });
  }
});
