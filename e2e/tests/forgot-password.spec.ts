import { expect, test } from '@playwright/test';
import { createAccount, signIn, submitSignIn } from './helpers';
import { waitForCode } from './outbox';

// A fresh account of its own (made through the API), so the demo password never changes.
test('a patient resets a forgotten password with the code texted to the phone', async ({ page }) => {
  const account = await createAccount('Lata');
  const newPassword = 'Fresh#5678';

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const modal = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(modal).toBeVisible();

  // Send OTP waits for a valid number.
  const sendOtp = modal.getByRole('button', { name: 'Send OTP' });
  await expect(modal.getByText('+91')).toBeVisible();
  await expect(sendOtp).toBeDisabled();
  await modal.getByLabel('Phone number').fill('5123456789');
  await expect(sendOtp).toBeDisabled();
  await modal.getByLabel('Phone number').fill(account.phone);
  await expect(sendOtp).toBeEnabled();

  const since = new Date();
  await sendOtp.click();

  // Four single-digit boxes and the resend countdown.
  for (let i = 1; i <= 4; i++) await expect(modal.getByLabel(`OTP digit ${i} of 4`)).toBeVisible();
  await expect(modal.getByLabel('OTP digit 5 of 5')).toHaveCount(0);
  await expect(modal.getByText(/^00:\d\d$/)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();

  // Confirming with no code is refused.
  await modal.getByRole('button', { name: 'Confirm OTP' }).click();
  await expect(page.getByText('Please enter your OTP')).toBeVisible();

  const code = await waitForCode(account.phone, since);
  expect(code).toMatch(/^\d{4}$/);
  for (const [i, digit] of [...code].entries()) await modal.getByLabel(`OTP digit ${i + 1} of 4`).fill(digit);
  await modal.getByRole('button', { name: 'Confirm OTP' }).click();

  // Step 2: the new password, checked before it is sent.
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(reset).toBeVisible();
  await reset.getByLabel('New password').fill('weakpass');
  await reset.getByLabel('Confirm password').fill('different');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    reset.getByText(
      'Please enter Password with minimum 8 characters, one lowercase, one number and an special character',
    ),
  ).toBeVisible();
  await expect(reset.getByText('Password and confirm password must be same.')).toBeVisible();

  await reset.getByLabel('New password').fill(newPassword);
  await reset.getByLabel('Confirm password').fill(newPassword);
  await reset.getByRole('button', { name: 'Reset Password' }).click();

  await expect(
    page.getByText('Password reset successfully. Please sign in with your new password.'),
  ).toBeVisible();
  await expect(reset).toBeHidden();
  await expect(page).toHaveURL('/login');

  // The old password no longer works; the new one does.
  await submitSignIn(page, account.phone, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Sign in failed' })).toContainText(
    'Invalid email id/phone number or password.',
  );
  await expect(page).toHaveURL('/login');
  await signIn(page, account.email, newPassword, account.firstName);
});

test('the reset code must be the one texted: a wrong code does not change the password', async ({ page }) => {
  const account = await createAccount('Rani');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const modal = page.getByRole('dialog', { name: 'Forgot Password' });
  await modal.getByLabel('Phone number').fill(account.phone);
  const since = new Date();
  await modal.getByRole('button', { name: 'Send OTP' }).click();
  const code = await waitForCode(account.phone, since);
  const wrong = [...code].map((d) => String((Number(d) + 1) % 10)).join('');
  for (const [i, digit] of [...wrong].entries())
    await modal.getByLabel(`OTP digit ${i + 1} of 4`).fill(digit);
  await modal.getByRole('button', { name: 'Confirm OTP' }).click();

  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('New password').fill('Other#5678');
  await reset.getByLabel('Confirm password').fill('Other#5678');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  await expect(reset).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(reset).toBeHidden();
  await signIn(page, account.phone, account.password, account.firstName);
});
