import fs from 'node:fs';
import path from 'node:path';
import type { ExpertList } from '@care/contracts/experts/schemas';
import { consultationMessages, staffAuthMessages } from '@care/contracts/staff/messages';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, E2E_ADMIN_INVITE } from '../playwright.config';
import { axeFindings, DESKTOP, PHONE, totpCode, withAxe } from './console-helpers';
import { apiGet, naturalWidth, writePng } from './helpers';

// The console against the real staff API: the first admin (invited by the server's own command
// before the browser tests start) sets up their account from the link, signs out and in again,
// and invites an expert, who sets up and opens their day, their hours and their profile. In order:
// each step uses the accounts the one before made.

test.describe.configure({ mode: 'serial' });

const SHOTS = path.resolve(import.meta.dirname, '../screenshots');

const PASSWORD = 'a quiet river at dawn';
let expertInvite = '';

/** The invite link the command printed (its output is kept by the test server's start). */
function adminInviteLink(): string {
  const link = fs.readFileSync(E2E_ADMIN_INVITE, 'utf8').match(/https?:\/\/\S+\/console\/invite#\S+/)?.[0];
  if (!link) throw new Error(`No invite link in ${E2E_ADMIN_INVITE}`);
  return new URL(link).pathname + new URL(link).hash;
}

/** Opens an invite, checks the set-up page, sets the password and the first code: signed in. */
async function acceptInvite(page: Page, link: string, name: string, role: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your console account' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(role, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code that adds Care Console/ })).toBeVisible();
  // The token left the address bar once read.
  expect(new URL(page.url()).hash).toBe('');
  expect(await axeFindings(page)).toEqual([]);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  return secret;
}

test('the first admin sets up from the invite link, signs out and in, and invites an expert', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await withAxe(page);
  const secret = await acceptInvite(page, adminInviteLink(), E2E_ADMIN.name, 'Administrator');

  // An admin starts at the accounts; the navigation offers no clinical screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/staff$/);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText([
    'Staff accounts',
    'Access log',
    'Audit log',
    'Your account',
  ]);
  await page.getByRole('button', { name: 'Close the menu' }).click();
  expect(await axeFindings(page)).toEqual([]);

  // Invite an expert: the link is shown once, with a copy button.
  await page.getByRole('textbox', { name: 'Full name' }).fill('Meera Krishnan');
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill('meera.expert@care.test');
  // The demo data books the demo patient with Dr. Kavitha Raghunathan a few days ahead.
  await page.getByRole('combobox', { name: 'Expert profile' }).click();
  await page.getByRole('option', { name: /Kavitha Raghunathan/ }).click();
  await page.getByRole('button', { name: 'Send invite' }).click();
  const sent = page.getByRole('status').filter({ hasText: staffAuthMessages.inviteSent });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Copy link' })).toBeVisible();
  expertInvite = (await sent.locator('pre, code').first().innerText()).trim();
  expect(expertInvite).toMatch(/\/console\/invite#/);
  // The accounts: the admin's own (an invite becomes an account once it is accepted).
  await expect(page.getByRole('listitem').filter({ hasText: E2E_ADMIN.email })).toContainText('You');
  // The invite waits in the pending list until it is accepted.
  const pending = page.getByRole('list', { name: 'Pending invites' });
  await expect(pending.getByRole('listitem').filter({ hasText: 'meera.expert@care.test' })).toContainText(
    'Kavitha Raghunathan',
  );
  expect(await axeFindings(page)).toEqual([]);

  // An invite sent by mistake is withdrawn: its row goes, and the screen says the link is dead.
  await page.getByRole('textbox', { name: 'Full name' }).fill('Sunil Shah');
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill('sunil.ops@care.test');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Operations' }).click();
  await page.getByRole('button', { name: 'Send invite' }).click();
  const sunil = pending.getByRole('listitem').filter({ hasText: 'sunil.ops@care.test' });
  await expect(sunil).toBeVisible();
  await sunil.getByRole('button', { name: 'Withdraw the invite to Sunil Shah' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw the invite to Sunil Shah?' });
  await confirm.getByRole('button', { name: 'Withdraw invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: staffAuthMessages.inviteWithdrawn })).toBeVisible();
  await expect(sunil).toHaveCount(0);
  // Gone from the page, not only fading (axe reads a fading dialog's text as faint).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(pending.getByRole('listitem').filter({ hasText: 'meera.expert@care.test' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'console-pending-invites-phone.png'), fullPage: true });

  // Sign out: the sign-in page says so. Sign in again with the next step's code.
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: staffAuthMessages.signedOut })).toBeVisible();
  await page.getByRole('textbox', { name: /Work e-mail/ }).fill(E2E_ADMIN.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();

  // The access log opens, and answers (nothing read yet, or entries).
  await page.goto('/console/access-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Access log' })).toBeVisible();
  await expect(page.getByText(/No entries yet|Page 1, newest first/)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

test('the invited expert sets up and opens their day, their week, their hours and their profile', async ({
  page,
}) => {
  // The invite comes from the test before (files run in order, one worker): fail, never skip, without it.
  expect(expertInvite, 'the expert invite made by the test before').toBeTruthy();
  await page.setViewportSize(DESKTOP);
  await withAxe(page);
  await acceptInvite(
    page,
    new URL(expertInvite).pathname + new URL(expertInvite).hash,
    'Meera Krishnan',
    'Expert',
  );

  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Appointments', 'Availability', 'Profile', 'Your account']);
  await expect(page.getByText(/appointments?$|No appointments/).first()).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.locator('label', { hasText: /^Week$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Week of / })).toBeVisible();
  await expect(page).toHaveURL(/view=week/);
  expect(await axeFindings(page)).toEqual([]);

  // The demo patient's appointment with this expert, this week or within the next two (each week
  // opened by its address, so its list is that week's and not the one before, kept while loading).
  const card = page.locator('a[href*="/console/appointments/"]').first();
  const todayInIndia = new Date(Date.now() + 330 * 60_000);
  for (let week = 0; week < 3; week++) {
    const date = new Date(todayInIndia.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/console/schedule?view=week&date=${date}`);
    await expect(page.getByText(/^\d+ appointments?$|^No appointments$/).first()).toBeVisible();
    if (await card.isVisible()) break;
  }
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Intake (not )?filled/);
  await card.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Intake form' })).toBeVisible();
  // Not started yet: the room is closed and says when it opens; no no-show.
  await expect(page.getByRole('button', { name: 'Join the room' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mark as no-show' })).toHaveCount(0);
  // Private notes: saved, and said so.
  await page.getByRole('textbox', { name: 'Notes' }).fill('Ask about the family history.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notes saved.' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Ask about the family history.');

  await nav.getByRole('link', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save weekly hours' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // A new photo: chosen, seen before saving, saved as the 480 px square patients now get.
  const photo = page.getByRole('form', { name: 'Photo' });
  const chooser = page.waitForEvent('filechooser');
  await photo.getByRole('button', { name: /Choose a photo/ }).click();
  await (await chooser).setFiles(writePng(600, 'portrait.png'));
  await expect(photo.getByRole('img', { name: 'The photo you chose, not saved yet' })).toBeVisible();
  await photo.getByRole('button', { name: 'Save photo' }).click();
  await expect(photo.getByRole('status')).toHaveText(consultationMessages.photoSaved);
  const shown = photo.getByRole('img', { name: 'Your photo as patients see it' });
  await expect.poll(() => naturalWidth(shown)).toBe(480);
  const address = await shown.getAttribute('src');
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/expert-photo\/[0-9a-f-]{36}\.jpg$/);
  // The patients' expert list gives the same address, and it opens without a session.
  const listed = await apiGet<ExpertList>('/doctor/list?type=gc');
  expect(listed.result.find((d) => d.fname === 'Kavitha')?.profile_picture).toBe(address);
  const image = await fetch(address!);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'console-profile-photo-desktop.png'), fullPage: true });

  // An admin's screen is not offered, and its address says why.
  await page.goto('/console/staff');
  await expect(page.getByRole('alert').filter({ hasText: staffAuthMessages.forbidden })).toBeVisible();
});
