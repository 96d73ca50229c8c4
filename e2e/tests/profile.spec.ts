import { expect, test } from '@playwright/test';
import { createAccount, demo, naturalWidth, signIn, writeTinyPng } from './helpers';

// Each test changes an account of its own (made through the API), never the demo patient.

test('a patient changes the name and picks a tribe; home greets the new name', async ({ page }) => {
  const account = await createAccount('Nisha');
  await signIn(page, account.email, account.password, account.firstName);

  // Open Edit Profile from the header's account menu.
  await page
    .getByRole('button', { name: `Account menu for ${account.firstName} ${account.lastName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Your Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();

  const name = page.getByLabel('Name');
  await expect(name).toHaveValue(`${account.firstName} ${account.lastName}`);
  await expect(page.getByLabel('E-mail')).toBeDisabled();
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('Phone number')).toBeDisabled();
  await expect(page.getByLabel('Phone number')).toHaveValue(account.phone);
  await expect(page.getByRole('checkbox', { name: 'At Ease' })).toBeChecked();

  // The name is checked before saving.
  await name.fill('Rekha 42');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid Name')).toBeVisible();
  await expect(page).toHaveURL('/profile');

  await name.fill('Rekha Verma');
  const grief = page.getByRole('checkbox', { name: 'Grief', exact: true });
  await expect(grief).not.toBeChecked();
  // The chip's checkbox is visually hidden; a patient clicks the chip itself.
  await page.getByText('Grief', { exact: true }).click();
  await expect(grief).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Rekha' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Rekha Verma' })).toBeVisible();

  // Saved on the server: a fresh load of the profile shows both changes.
  await page.goto('/profile');
  await expect(page.getByLabel('Name')).toHaveValue('Rekha Verma');
  await expect(page.getByRole('checkbox', { name: 'Grief', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Anxiety', exact: true })).not.toBeChecked();
});

test('a patient uploads a profile picture and deletes it again', async ({ page }) => {
  const account = await createAccount('Isha');
  const fullName = `${account.firstName} ${account.lastName}`;
  const png = writeTinyPng();
  await signIn(page, account.email, account.password, account.firstName);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();

  const main = page.getByRole('main');
  // No picture yet: the avatars show initials, not an image.
  await expect(main.getByRole('img', { name: fullName })).toHaveCount(0);

  await page.getByRole('button', { name: 'Change picture' }).click();
  const modal = page.getByRole('dialog', { name: 'Profile picture' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Update' })).toBeDisabled();

  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles(png);

  const preview = modal.getByRole('img', { name: 'New profile picture preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => naturalWidth(preview)).toBe(2);
  await modal.getByRole('button', { name: 'Update' }).click();

  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(modal).toBeHidden();
  // The uploaded picture is served back and decodes, on the page and in the header.
  const avatar = main.getByRole('img', { name: fullName });
  await expect(avatar).toBeVisible();
  expect(await avatar.getAttribute('src')).not.toMatch(/^blob:/);
  await expect.poll(() => naturalWidth(avatar)).toBe(2);
  // The header's picture is decoration inside the account button, which carries the name.
  const headerAvatar = page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(fullName) })
    .locator('img');
  await expect(headerAvatar).toBeVisible();
  await expect.poll(() => naturalWidth(headerAvatar)).toBe(2);

  // Still there after a reload (it was saved, not only previewed).
  await page.reload();
  await expect.poll(() => naturalWidth(main.getByRole('img', { name: fullName }))).toBe(2);

  await page.getByRole('button', { name: 'Change picture' }).click();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Profile picture removed.')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(main.getByRole('img', { name: fullName })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('img', { name: fullName })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: fullName })).toBeVisible();
  await expect(main.getByRole('img', { name: fullName })).toHaveCount(0);
});

test('a picture that is not JPG or PNG is refused with the spec message', async ({ page }) => {
  // Nothing is saved here, so the demo patient will do.
  await signIn(page, demo.email, demo.password, demo.firstName);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change picture' }).click();
  const modal = page.getByRole('dialog', { name: 'Profile picture' });
  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(modal.getByRole('alert')).toHaveText('Select file type JPG, PNG or PDF file.');
  await expect(modal.getByRole('button', { name: 'Update' })).toBeDisabled();
});
