import fs from 'node:fs';
import path from 'node:path';
import { demo, expect, submitSignIn, test } from './helpers';

// Book a Test: a visitor browses and is asked to sign in to book; the demo patient searches
// (a typo too), filters by category, books a home collection at a new address and pays online
// (issue 22), sees it under My test bookings with its payment and window, and is told when
// booking it again. Screenshots at phone and desktop.

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
  // Issue 22: home collection at a new address, tomorrow's first window, the preparation advice,
  // and Pay online now through the sandbox checkout.
  await expect(dialog.getByText(/24 and 72 hours after birth/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog.getByText('Please choose home collection or a visit to the lab.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Home collection' }).check();
  const newAddress = dialog.getByRole('button', { name: 'Add a new address' });
  if (await newAddress.isVisible().catch(() => false)) await newAddress.click();
  await dialog.getByLabel('House or flat, building, street').fill('Flat 3B, Lotus Apartments, 12 MG Road');
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByLabel('State').fill('Maharashtra');
  await dialog.getByLabel('PIN code').fill('012345');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Please enter a 6-digit PIN code that does not start with 0.')).toBeVisible();
  await dialog.getByLabel('PIN code').fill('411001');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByRole('radio', { name: 'Home', exact: true })).toBeChecked();
  await dialog.getByLabel('Collection date').selectOption({ index: 2 });
  await dialog.getByLabel('Time window').selectOption('07:00-09:00');
  await dialog.getByRole('radio', { name: /^Pay online now/ }).check();
  await dialog.getByRole('button', { name: 'Book' }).click();
  await page
    .getByRole('dialog', { name: 'Checkout (sandbox)' })
    .getByRole('button', { name: 'Pay ₹1,200' })
    .click();
  const booked = page.getByRole('dialog', { name: 'Test booked' });
  await expect(booked.getByRole('status').first()).toContainText(
    /Your test is booked\. Booking number T-\d+/,
  );
  await expect(booked).toContainText('A phlebotomist will come to Flat 3B, Lotus Apartments');
  await expect(booked).toContainText('Your payment was successful.');
  await booked.getByRole('button', { name: 'OK' }).click();
  const mine = page.getByRole('region', { name: 'My test bookings' });
  const item = mine.getByRole('listitem').filter({ hasText: 'Newborn Screening (Basic' }).first();
  await expect(item).toContainText('Booked');
  await expect(item).toContainText('Paid');
  await expect(item).toContainText('between 07:00 and 09:00');

  // The same test again while the first is open: said plainly.
  await card.getByRole('button', { name: /^Book / }).click();
  await dialog.getByRole('radio', { name: 'Visit the lab' }).check();
  await dialog.getByLabel('Collection date').selectOption({ index: 2 });
  await dialog.getByLabel('Time window').selectOption('09:00-11:00');
  await dialog.getByRole('radio', { name: 'Pay at collection' }).check();
  await dialog.getByRole('button', { name: 'Book' }).click();
  // (The preparation advice is an alert of its own in the dialog.)
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'You have already booked this test.' }),
  ).toHaveText('You have already booked this test. You can see it under My test bookings.');
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
