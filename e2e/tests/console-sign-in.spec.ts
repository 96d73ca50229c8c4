import { staffAuthMessages } from '@care/contracts/staff/messages';
import { expect, test } from '@playwright/test';
import { axeFindings, DESKTOP, PHONE, withAxe } from './console-helpers';

// The console's sign-in page at a phone's and a desktop's width, checked by axe, and filled with
// the keyboard alone (signing in for real, with an account made from an invite: console-staff.spec.ts).

for (const size of [PHONE, DESKTOP]) {
  test(`the sign-in page at ${size.width}px has its fields and passes axe`, async ({ page }) => {
    await page.setViewportSize(size);
    await withAxe(page);
    await page.goto('/console/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const code = page.getByRole('textbox', { name: /6-digit code/ });
    await expect(page.getByRole('textbox', { name: /Work e-mail/ })).toHaveAttribute(
      'autocomplete',
      'username',
    );
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Nothing sideways at a phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
  });
}

test('the sign-in form is filled and sent with the keyboard alone, and says what is wrong', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await withAxe(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/staff/')) sent.push(r.url());
  });
  await page.goto('/console/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // From the top of the page: the e-mail is the first field a Tab reaches.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /Work e-mail/ })).toBeFocused();
  await page.keyboard.type('meera@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type('correct horse battery');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /6-digit code/ })).toBeFocused();
  await page.keyboard.type('12 34');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The contract's message at the field, and nothing sent while the form is not right.
  await expect(page.getByText(staffAuthMessages.codeInvalid)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /6-digit code/ })).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
  expect(await axeFindings(page)).toEqual([]);
});
