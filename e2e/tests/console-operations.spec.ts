import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_OPS_ADMIN, E2E_OPS_ADMIN_INVITE } from '../playwright.config';
import { axeFindings, DESKTOP, PHONE, totpCode, withAxe } from './console-helpers';
import { apiGet, apiPost, createAccount, demo, signInOnce, submitSignIn, tokenOf } from './helpers';

// Issue 22, operations from the console against the real API and database: an admin (invited by
// the server's own command) invites an operations account; a new patient books a home
// collection and pays online; operations finds it in the day's collections, marks the sample
// collected and uploads the report, which the patient then sees in Test Reports (and a text says
// it is ready without naming the test). Then an operator approves a pending review and the
// expert's card shows the rating. Screenshots at phone and desktop; axe on every console screen.

test.describe.configure({ mode: 'serial' });

const SHOTS = path.resolve(import.meta.dirname, '../screenshots');
const PASSWORD = 'lanterns along the ghats';
const OPS = { name: 'Priya Sharma', email: 'priya.ops@care.test' };
const TEST_NAME = 'Thalassaemia Carrier Screening';

let opsSecret = '';
let adminSecret = '';
/** The last TOTP step each account used: a step opens once, and the API allows one step ahead. */
const lastStep = { ops: 0, admin: 0 };
const stepNow = () => Math.floor(Date.now() / 30_000);

/** A code for the next step not yet used by this account (waiting for the clock if need be). */
async function freshCode(secret: string, who: keyof typeof lastStep): Promise<string> {
  while (stepNow() + 1 <= lastStep[who]) await new Promise((r) => setTimeout(r, 1000));
  lastStep[who] = stepNow() + 1;
  // The step recorded, even if the clock crossed into the next one meanwhile.
  return totpCode(secret, lastStep[who] - stepNow());
}

function inviteLinkFrom(file: string): string {
  const link = fs.readFileSync(file, 'utf8').match(/https?:\/\/\S+\/console\/invite#\S+/)?.[0];
  if (!link) throw new Error(`No invite link in ${file}`);
  return new URL(link).pathname + new URL(link).hash;
}

/** Opens an invite, sets the password and the first code: signed in. Answers the TOTP secret. */
async function acceptInvite(page: Page, link: string, role: string): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your console account' })).toBeVisible();
  await expect(page.getByText(role, { exact: true })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  return secret;
}

/** Signs operations in again (each TOTP step opens once: the next step's code each time). */
async function signInOps(page: Page) {
  await page.goto('/console/sign-in');
  await page.getByRole('textbox', { name: /Work e-mail/ }).fill(OPS.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(await freshCode(opsSecret, 'ops'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lab collections' })).toBeVisible();
}

/** The texts the server sent to `phone` (the SMS outbox of the test server). */
function textsTo(phone: string): string[] {
  const file = path.join(E2E_DATA_DIR, 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((l) => l.to === phone)
    .map((l) => l.text);
}

/** A one-page PDF (the API checks the bytes start as a PDF does). */
function writeReportPdf(): string {
  const file = path.join(test.info().outputDir, 'report.pdf');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  fs.writeFileSync(file, body);
  return file;
}

test('an admin invites operations, who signs in to the lab collections', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await withAxe(page);
  adminSecret = await acceptInvite(page, inviteLinkFrom(E2E_OPS_ADMIN_INVITE), 'Administrator');
  lastStep.admin = stepNow();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill(OPS.name);
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(OPS.email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Operations' }).click();
  await page.getByRole('button', { name: 'Send invite' }).click();
  const sent = page.getByRole('status').filter({ has: page.locator('pre, code') });
  const link = (await sent.locator('pre, code').first().innerText()).trim();
  expect(link).toMatch(/\/console\/invite#/);

  // The audit log: an admin's screen, searchable (entries come as operations work).
  await page.goto('/console/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  lastStep.ops = stepNow();
  opsSecret = await acceptInvite(
    page,
    new URL(link, 'http://x').pathname + new URL(link, 'http://x').hash,
    'Operations',
  );
  // Operations starts at the lab; its navigation has no clinical screen and no accounts.
  await expect(page.getByRole('heading', { level: 1, name: 'Lab collections' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Reviews' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Appointments' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
});

test('a patient books a home collection and pays; operations collects and uploads the report; the patient sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The patient, on a phone.
  const patient = await createAccount('Kavya');
  const phoneContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await submitSignIn(phone, patient.phone, patient.password);
  await expect(phone).toHaveURL('/');
  await phone.goto(`/book-test?search=${encodeURIComponent('thalassaemia carrier')}`);
  const card = phone.getByRole('article', { name: new RegExp(TEST_NAME) });
  await card.getByRole('button', { name: /^Book / }).click();
  const dialog = phone.getByRole('dialog', { name: 'Book this test?' });
  await dialog.getByRole('radio', { name: 'Home collection' }).check();
  const newAddress = dialog.getByRole('button', { name: 'Add a new address' });
  if (await newAddress.isVisible().catch(() => false)) await newAddress.click();
  await dialog.getByLabel('Name of the address').fill('Home');
  await dialog.getByLabel('House or flat, building, street').fill('House 14, Ashok Nagar, 2nd Cross');
  await dialog.getByLabel('City').fill('Bengaluru');
  await dialog.getByLabel('State').fill('Karnataka');
  await dialog.getByLabel('PIN code').fill('560050');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByRole('radio', { name: 'Home', exact: true })).toBeChecked();
  // Tomorrow (the first entry is the prompt, then today): every window of it is open.
  await dialog.getByLabel('Collection date').selectOption({ index: 2 });
  const date = await dialog.getByLabel('Collection date').inputValue();
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByLabel('Time window').selectOption('07:00-09:00');
  await dialog.getByRole('radio', { name: /^Pay online now/ }).check();
  await dialog.getByRole('button', { name: 'Book' }).click();
  const checkout = phone.getByRole('dialog', { name: 'Checkout (sandbox)' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  const booked = phone.getByRole('dialog', { name: 'Test booked' });
  await expect(booked).toContainText('Your payment was successful.');
  const bookingNo = (await booked.getByRole('status').first().innerText()).match(/T-\d+/)?.[0];
  expect(bookingNo).toBeTruthy();
  await booked.getByRole('button', { name: 'OK' }).click();
  await phone.screenshot({ path: path.join(SHOTS, 'lab-booking-paid-phone.png'), fullPage: true });

  // Operations, at a desk: the day's collections, by window.
  await page.setViewportSize(DESKTOP);
  await withAxe(page);
  await signInOps(page);
  await page.goto(`/console/lab/collections?date=${date}`);
  const row = page.getByRole('row').filter({ hasText: bookingNo! });
  await expect(row).toContainText(TEST_NAME);
  await expect(row).toContainText('House 14, Ashok Nagar');
  await expect(row).toContainText(/Paid/i);
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: `Mark collected: ${bookingNo}` }).click();
  await expect(row).toContainText(/Sample collected/i);
  await page.screenshot({ path: path.join(SHOTS, 'console-lab-collections-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: `Upload report: ${bookingNo}` }).click();
  const upload = page.getByRole('dialog', { name: `Upload the report for ${bookingNo}` });
  await upload.locator('input[type=file]').setInputFiles(writeReportPdf());
  await upload
    .getByRole('textbox', { name: 'Status' })
    .or(upload.getByRole('combobox', { name: 'Status' }))
    .click();
  await page.getByRole('option', { name: 'Low Risk' }).click();
  await upload.getByRole('textbox', { name: 'Signed by' }).fill('Dr. Leela Menon');
  expect(await axeFindings(page)).toEqual([]);
  await upload.getByRole('button', { name: 'Upload report' }).click();
  await expect(upload).toHaveCount(0);
  await expect(row).toContainText(/Report ready/i);

  // The same screen on a phone: cards.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByText(bookingNo!).filter({ visible: true }).first()).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'console-lab-collections-phone.png'), fullPage: true });

  // The patient: the report in Test Reports, and a text that says it is ready without the test.
  await phone.goto('/my-reports');
  await phone.getByRole('tab', { name: 'Test Reports' }).click();
  await expect(phone.getByText(TEST_NAME).first()).toBeVisible();
  await expect(phone.getByText('Low Risk').first()).toBeVisible();
  await phone.screenshot({ path: path.join(SHOTS, 'lab-report-ready-phone.png'), fullPage: true });
  await expect
    .poll(() => textsTo(patient.phone).find((t) => /report is ready/i.test(t)) ?? '', { timeout: 20_000 })
    .toMatch(/report is ready/i);
  for (const text of textsTo(patient.phone)) expect(text).not.toMatch(/thalass/i);
  const mine = phone.getByRole('region', { name: 'My test bookings' });
  await phone.goto('/book-test');
  await expect(mine.getByRole('listitem').filter({ hasText: bookingNo! })).toContainText('Report ready');
  await phoneContext.close();

  // An admin finds both moves in the audit log, with who and the state before and after.
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.getByRole('textbox', { name: /Work e-mail/ }).fill(E2E_OPS_ADMIN.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(await freshCode(adminSecret, 'admin'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // (Signing in returns to the page the last session was on, here operations' lab screen.)
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await page.goto('/console/audit-log');
  await page.getByRole('textbox', { name: 'Words' }).fill(bookingNo!);
  await page.getByRole('button', { name: 'Search' }).click();
  const entries = page.getByRole('article');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(OPS.name);
  await entries.first().getByRole('button', { name: 'Show before and after' }).click();
  await expect(entries.first().getByRole('table')).toContainText('report_ready');
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'console-audit-log-desktop.png'), fullPage: true });
});

test('an operator approves a pending review and the expert’s card shows the rating', async ({
  page,
  browser,
}) => {
  // The demo patient reviews a past consultation (the one the appointments test left, if any).
  const patientContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const patientPage = await patientContext.newPage();
  await signInOnce(patientPage, demo.phone, demo.password, demo.firstName);
  const token = await tokenOf(patientPage);
  const past = await apiGet<{ _id: string; reviewed: boolean; doctor: { _id: string } }[]>(
    '/patient/past-appointments',
    token,
  );
  const comment = `Explained every option patiently (${Date.now()}).`;
  const open = past.find((a) => !a.reviewed);
  if (open) await apiPost('/testimonial/add', { book_appointment_id: open._id, rating: 5, comment }, token);

  await page.setViewportSize(PHONE);
  await withAxe(page);
  await signInOps(page);
  await page.goto('/console/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const review = page
    .getByRole('listitem')
    .filter({ hasText: open ? comment : /./ })
    .first();
  await expect(review).toBeVisible();
  const label = (await review.getAttribute('aria-label')) ?? '';
  const expertName = label.match(/^Review of (.+) by /)?.[1];
  expect(expertName).toBeTruthy();
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'console-reviews-phone.png'), fullPage: true });
  await review.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('status').first()).toBeVisible();

  // The patients' expert list shows the rating on that expert's card (in the list of their type).
  let found = false;
  for (const type of ['gc', 'mhc']) {
    await patientPage.goto(`/expert-detail?type=${type}`);
    await expect(patientPage.getByRole('article').first()).toBeVisible();
    const card = patientPage.getByRole('article', { name: expertName! });
    if ((await card.count()) === 0) continue;
    found = true;
    await expect(card.getByTestId('expert-rating')).toContainText(/out of 5 from \d+ reviews?/);
    await card.scrollIntoViewIfNeeded();
    await patientPage.screenshot({ path: path.join(SHOTS, 'expert-card-rated-phone.png') });
    break;
  }
  expect(found, `${expertName} is listed to patients`).toBe(true);
  await patientContext.close();
});

/** Every screen operations has, with the heading it opens to. */
const OPERATIONS_SCREENS = [
  ['lab/collections', 'Lab collections'],
  ['lab/catalogue', 'Lab catalogue'],
  ['coupons', 'Coupons'],
  ['gifts', 'Gift codes'],
  ['payments', 'Payments'],
  ['experts', 'Experts'],
  ['reviews', 'Reviews'],
  ['enquiries', 'Contact enquiries'],
  ['content', 'Content'],
  ['content/articles/new', 'New article'],
  ['content/quick-support', 'Quick-support answers'],
] as const;

test('every operations screen opens with its data at phone and desktop widths, axe clean', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await withAxe(page);
  await page.setViewportSize(DESKTOP);
  await signInOps(page);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const [address, heading] of OPERATIONS_SCREENS) {
      await page.goto(`/console/${address}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Loaded: no loader and no error left on the screen.
      await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
      const findings = await axeFindings(page);
      expect(findings, `${address} at ${size}`).toEqual([]);
      await page.screenshot({
        path: path.join(SHOTS, `console-ops-${address.replaceAll('/', '-')}-${size}.png`),
        fullPage: true,
      });
    }
  }
});
