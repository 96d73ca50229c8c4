import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { createAccount, expect, firstOpenSlot, signOut, submitSignIn, test } from './helpers';

// Gift a session: a patient buys a gift in the sandbox checkout (the form's messages first),
// copies the code, sees it in Coupon History; the recipient is texted; another patient books a
// consultation with the code, which covers the fee (no payment), and the gift shows Used.
// Screenshots at phone and desktop.

const DIR = path.resolve(import.meta.dirname, '../screenshots');
const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001';

async function signInAs(page: Page, account: { phone: string; password: string; firstName: string }) {
  await submitSignIn(page, account.phone, account.password);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();
}

function textsTo(phone: string): string[] {
  const file = path.join(E2E_DATA_DIR, 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === phone)
    .map((m) => m.text);
}

test('buy a gift, copy its code, and redeem it as another patient when booking', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const buyer = await createAccount('Kavya');
  await signInAs(page, buyer);
  await page.goto('/gifts');
  await expect(page.getByRole('heading', { name: 'Gift a Session', level: 1 })).toBeVisible();
  await expect(page.getByText('No coupon available')).toBeVisible();
  const value = page.getByRole('combobox', { name: 'Gift value' });
  await expect(value).toHaveValue('₹1,500');
  // ₹500 to ₹5,000 in steps of 500.
  await value.click();
  await expect(page.getByRole('option')).toHaveText([
    '₹500',
    '₹1,000',
    '₹1,500',
    '₹2,000',
    '₹2,500',
    '₹3,000',
    '₹3,500',
    '₹4,000',
    '₹4,500',
    '₹5,000',
  ]);
  await page.getByRole('option', { name: '₹1,500' }).click();
  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, 'gifts-empty-phone.png'), fullPage: true });

  await page.getByRole('button', { name: 'Buy' }).click();
  const form = page.getByRole('dialog', { name: 'Gift a session worth ₹1,500' });
  await expect(form.getByLabel('Your name')).toHaveValue(`Kavya ${buyer.lastName}`);
  await expect(form.getByLabel('Your phone')).toHaveAttribute('readonly', '');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByText('Required!').first()).toBeVisible();
  await expect(form.getByText('Please input your phone number!')).toBeVisible();
  await form.getByLabel('Their first name').fill('Tara');
  await form.getByLabel('Their last name').fill('Menon2');
  await form.getByLabel('Their mobile number').fill('12345');
  await form.getByLabel('Their e-mail').fill('tara@');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByText('Enter a valid Name')).toBeVisible();
  await expect(form.getByText('Please check your phone number!')).toBeVisible();
  await expect(form.getByText('Enter a Valid email')).toBeVisible();
  await form.getByLabel('Their last name').fill('Menon');
  const recipientPhone = `9${String(Date.now()).slice(-9)}`;
  await form.getByLabel('Their mobile number').fill(recipientPhone);
  await form.getByLabel('Their e-mail').fill('tara@example.com');
  await form.getByRole('radio', { name: 'Mental Health Counselling' }).check();
  await form.getByLabel('Personal message (optional)').fill('Happy birthday, take care of yourself.');
  await page.screenshot({ path: path.join(DIR, 'gifts-form-phone.png'), fullPage: true });
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  const created = page.getByRole('dialog', { name: 'Coupon created successfully' });
  await expect(created).toContainText('A gift of ₹1,500 for Tara Menon');
  await created.getByRole('button', { name: 'Pay ₹1,500' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout (sandbox)' });
  await expect(checkout).toContainText('₹1,500');
  await checkout.getByRole('button', { name: 'Pay ₹1,500' }).click();
  const sent = page.getByRole('dialog', { name: 'Your gift is on its way' });
  await expect(sent).toContainText('Tara Menon will get the code by text.');
  const code = (await sent.getByText(/^GIFT-/).textContent()) ?? '';
  expect(code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await sent.getByRole('button', { name: 'Copy code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await sent.getByRole('button', { name: 'OK' }).click();

  // The recipient was texted the code only: the sender's words go by e-mail (a phone may be shared).
  await expect.poll(() => textsTo(recipientPhone).join('\n')).toContain(code);
  expect(textsTo(recipientPhone).join('\n')).not.toContain('Happy birthday, take care of yourself.');

  // Coupon History: the code, its value, 'In use', and the recipient's details on opening it.
  const history = page.getByRole('region', { name: 'Coupon History' });
  const item = history.getByRole('button', { name: new RegExp(`Gift ${code}, ₹1,500, In use`) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(history).toContainText(`+91 ${recipientPhone}`);
  await expect(history).toContainText('tara@example.com');
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(DIR, `gifts-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // Another patient books a consultation with the code: it covers the fee, so nothing to pay.
  await signOut(page);
  await page.goto('/login');
  const friend = await createAccount('Tara');
  await signInAs(page, friend);
  await page.goto(`/doctor-appoint?id=${ANANYA}&type=mhc`);
  await expect(page.getByRole('heading', { name: 'Book an Appointment', level: 1 })).toBeVisible();
  const slot = await firstOpenSlot(page);
  await slot.click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('dialog', { name: 'Slot held' }).getByRole('button', { name: 'Ok' }).click();
  const booking = page.getByRole('form', { name: 'Consultation booking' });
  await booking.getByRole('radio', { name: /^Self ₹/ }).click();
  await booking.getByLabel('Coupon code').fill(code.toLowerCase());
  await booking.getByRole('button', { name: 'Apply' }).click();
  await expect(booking.getByRole('status')).toHaveText('Coupon applied successfully.');
  await expect(booking.getByLabel('Price')).toContainText('− ₹1,500');
  await booking.getByLabel('I confirm I am 18 years of age or above').check();
  await booking.getByLabel(/I accept the/).check();
  await booking.getByRole('button', { name: /^(Pay|Confirm booking)/ }).click();
  const done = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(done).toContainText('Your appointment is booked.');
  await done.getByRole('button', { name: 'OK' }).click();

  // The buyer sees it Used.
  await signOut(page);
  await page.goto('/login');
  await signInAs(page, buyer);
  await page.goto('/gifts');
  await expect(
    page
      .getByRole('region', { name: 'Coupon History' })
      .getByRole('button', { name: new RegExp(`Gift ${code}, ₹1,500, Used`) }),
  ).toBeVisible();
});
