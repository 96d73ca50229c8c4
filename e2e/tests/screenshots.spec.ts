import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { demo, fillSignUpDetails, newPhone, newSurname, pickDate, signIn, verifyPhone } from './helpers';

// Pictures of every main screen at phone and desktop width for people to look at
// (e2e/screenshots, not committed). Each shot first waits for the screen's own content.

const DIR = path.resolve(import.meta.dirname, '../screenshots');
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const;

test.beforeAll(() => fs.mkdirSync(DIR, { recursive: true }));

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** Saves `<name>-phone.png` and `<name>-desktop.png`; modals are shot as the screen shows them. */
async function snap(page: Page, name: string, ready: Locator, opts: { fullPage?: boolean } = {}) {
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await expect(ready).toBeVisible();
    await settle(page);
    const file = path.join(DIR, `${name}-${label}.png`);
    await page.screenshot({
      path: file,
      fullPage: opts.fullPage ?? true,
      animations: 'disabled',
      scale: 'css',
    });
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
  }
  await page.setViewportSize(SIZES[0][1]);
}

test('public screens', async ({ page }) => {
  await page.goto('/login');
  await snap(page, 'login', page.getByRole('heading', { name: 'Welcome back' }));

  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await snap(page, 'forgot-password-modal', page.getByRole('dialog', { name: 'Forgot Password' }), {
    fullPage: false,
  });

  await page.goto('/registeration/register');
  await snap(page, 'register', page.getByRole('heading', { level: 1, name: 'Sign Up' }));

  await page.goto('/');
  await snap(page, 'home-signed-out', page.getByRole('heading', { level: 1, name: /Care for every stage/ }));

  await page.goto('/ContactUs');
  await snap(page, 'contact-us', page.getByRole('heading', { level: 1, name: 'Contact Us' }));

  await page.goto('/quick-support');
  await page.getByRole('button', { name: 'Appointments', exact: true }).click();
  await page.getByRole('button', { name: 'Booking', exact: true }).click();
  await page.getByRole('button', { name: 'How do I book a genetic counselling session?' }).click();
  await snap(
    page,
    'quick-support',
    page.getByRole('region', { name: 'How do I book a genetic counselling session?' }),
  );

  await page.goto('/about-us');
  await snap(page, 'about-us', page.getByRole('heading', { level: 2, name: 'Who we are' }));

  await page.goto('/no-such-page');
  await snap(page, 'not-found', page.getByRole('heading', { name: "We couldn't find that page" }));
});

test('sign-up steps', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/registeration/register');
  await verifyPhone(page, phone);
  await fillSignUpDetails(page, {
    firstName: 'Sana',
    lastName: newSurname(),
    email: `sana.${phone}@example.com`,
    password: 'Secret@123',
  });
  await snap(page, 'register-step2-gender-dob', page.getByRole('heading', { name: /^Hi Sana, Please help/ }));

  await page.getByRole('radio', { name: 'Woman', exact: true }).click();
  await pickDate(page, page.getByLabel('Date of Birth'), '1996-09-12');
  await page.getByRole('button', { name: 'Next' }).click();
  await snap(page, 'register-step3-interest', page.getByRole('heading', { name: 'Select Interest' }));

  await page.getByRole('checkbox', { name: /^Pregnancy & Reproductive Wellness/ }).click();
  const stage = page.getByRole('dialog', { name: 'Your Stage' });
  await stage.getByRole('radio', { name: 'I am pregnant' }).click();
  await snap(page, 'register-step3-stage-modal', stage.getByLabel('Last menstrual period'), {
    fullPage: false,
  });
});

test('signed-in screens', async ({ page }) => {
  await signIn(page, demo.email, demo.password, demo.firstName);
  await snap(page, 'home-signed-in', page.getByRole('heading', { level: 1, name: `Hi ${demo.firstName}` }));

  await page.goto('/profile');
  await snap(page, 'profile', page.getByLabel('Name'));
});
