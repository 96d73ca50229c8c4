import type { Locator, Page } from '@playwright/test';
import {
  API,
  allowRefusals,
  apiGet,
  bookPaidAppointment,
  createAccount,
  demo,
  expect,
  firstOpenSlot,
  signInOnce,
  submitSignIn,
  test,
  tokenOf,
  writeTinyPng,
} from './helpers';

// Issue 19 #4: closing a dialog gives focus back to the control that opened it, whichever way it
// is closed: Escape, or its own close (or Cancel) button. Every dialog a patient reaches is
// opened here, at phone width (390) and, for the reports page, at 1280. Where closing leaves
// the page (the 'Slot held' OK goes to the booking form), focus lands on the new page's heading:
// the documented target when the opener is gone (apps/web/src/app/dialog-focus.ts).
// Not covered: dialogs behind an account state these tests do not build (Add Review needs a
// past consultation not yet reviewed, which the appointments spec uses up; the sign-up flow's
// OTP and stage dialogs, the gift purchase), which go through the same app-wide keeper.

const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001';

test.describe.configure({ timeout: 150_000 });

/**
 * Opens the dialog from `opener` twice: closed once by Escape and once by `closeButton` (a
 * button inside it); focus must be back on `opener` each time.
 */
async function returnsFocus(page: Page, opener: Locator, dialog: Locator, closeButton: string | RegExp) {
  for (const how of ['Escape', 'button'] as const) {
    await opener.click();
    await expect(dialog).toBeVisible();
    // The dialog has taken focus (Mantine's focus trap).
    await expect
      .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { timeout: 5_000 })
      .toBe(true);
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: closeButton }).first().click();
    await expect(dialog).toHaveCount(0);
    await expect(opener, `focus back on the opener after ${how}`).toBeFocused();
  }
}

test('report dialogs: Add Report, sort by risk, the viewer, delete', async ({ page }) => {
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  const token = await tokenOf(page);
  for (const left of await apiGet<{ _id: string }[]>('/report/list', token))
    await fetch(`${API}/report/${left._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.goto('/my-reports');
    const addButton = page.getByRole('button', { name: 'Add Report' });
    const add = page.getByRole('dialog', { name: 'Add Report' });
    await returnsFocus(page, addButton, add, 'Close');

    // One report to view and delete (the dialog closes itself when the file is added).
    if (width === 390) {
      await addButton.click();
      await add.getByLabel('Document title').fill('Focus check');
      const chooser = page.waitForEvent('filechooser');
      await add.getByRole('button', { name: 'Choose file' }).click();
      await (await chooser).setFiles(writeTinyPng());
      await expect(add).toHaveCount(0);
    }
    const row = page.getByRole('listitem', { name: 'Focus check' });
    await returnsFocus(
      page,
      row.getByRole('button', { name: 'View Focus check' }),
      page.getByRole('dialog', { name: 'Focus check' }),
      'Close',
    );
    await returnsFocus(
      page,
      row.getByRole('button', { name: 'Delete Focus check' }),
      page.getByRole('dialog', { name: 'Delete report' }),
      'Cancel',
    );

    await page.getByRole('tab', { name: 'Test Reports' }).click();
    await returnsFocus(
      page,
      page.getByRole('button', { name: 'Sort by risk status' }),
      page.getByRole('dialog', { name: 'Sort by risk status' }),
      'Cancel',
    );
    const nipt = page.getByRole('tabpanel').getByRole('listitem', { name: /^NIPT/ });
    const name = (await nipt.getAttribute('aria-label')) ?? '';
    await returnsFocus(
      page,
      nipt.getByRole('button', { name: `View ${name}` }),
      page.getByRole('dialog', { name }),
      'Close',
    );
  }
});

test('home, header and experts: Tools, the assistant, the phone menu and sign-out, expert filters', async ({
  page,
}) => {
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  const { assistant_name: assistant } = await apiGet<{ assistant_name: string }>('/config');

  await page.goto('/non');
  const health = page.getByRole('region', { name: 'Your Health' });
  await health.scrollIntoViewIfNeeded();
  await returnsFocus(
    page,
    health.getByRole('button', { name: /Tools/ }),
    page.getByRole('dialog', { name: 'Tools' }),
    'Close',
  );

  const ease = page.getByRole('region', { name: 'At Ease' });
  await ease.scrollIntoViewIfNeeded();
  await returnsFocus(
    page,
    ease.getByRole('button', { name: new RegExp(`^Chat with ${assistant}`) }),
    page.getByRole('dialog', { name: `Chat With ${assistant}` }),
    'Close chat',
  );

  // The phone menu, and the sign-out question opened from inside it: Cancel returns to the burger.
  const burger = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await returnsFocus(page, burger, menu, 'Close');
  const signOut = page.getByRole('dialog', { name: 'Sign out' });
  for (const how of ['Escape', 'Cancel']) {
    await burger.click();
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(signOut).toBeVisible();
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await signOut.getByRole('button', { name: 'Cancel' }).click();
    await expect(signOut).toHaveCount(0);
    await expect(menu).toHaveCount(0);
    await expect(burger, `focus back on the menu button after ${how}`).toBeFocused();
  }

  await page.goto('/expert-detail?type=mhc');
  await expect(page.getByRole('article').first()).toBeVisible();
  await returnsFocus(
    page,
    page.getByRole('button', { name: /^Filters/ }),
    page.getByRole('dialog', { name: 'Filter experts' }),
    'Close',
  );
});

test('an appointment: Shared Reports and the cancel question', async ({ page }) => {
  const account = await createAccount('Tara');
  const booked = await bookPaidAppointment(account, ANANYA);
  await submitSignIn(page, account.phone, account.password);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();
  await page.goto(`/appointment-details?id=${booked.id}`);
  await expect(page.getByRole('heading', { name: 'Appointment Details', level: 1 })).toBeVisible();
  await returnsFocus(
    page,
    page.getByRole('button', { name: 'Shared Reports (0)' }),
    page.getByRole('dialog', { name: 'Shared Reports' }),
    'Close',
  );
  await returnsFocus(
    page,
    page.getByRole('button', { name: 'Cancel Booking' }),
    page.getByRole('dialog', { name: 'Cancel Booking' }),
    /^(No|Close)$/,
  );
});

test('booking: Slot held goes on to the form (focus on its heading), Payment Failed returns to Pay', async ({
  page,
  pageProblems,
}) => {
  const account = await createAccount('Noor');
  await submitSignIn(page, account.phone, account.password);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();
  await page.goto(`/doctor-appoint?id=${ANANYA}&type=mhc`);
  await expect(page.getByRole('heading', { name: 'Book an Appointment', level: 1 })).toBeVisible();

  // No slot chosen: the 'Time slot' message returns to Book.
  const book = page.getByRole('button', { name: 'Book', exact: true });
  await returnsFocus(page, book, page.getByRole('dialog', { name: 'Time slot' }), 'Ok');

  const slot = await firstOpenSlot(page);
  await slot.click();
  await book.click();
  const held = page.getByRole('dialog', { name: 'Slot held' });
  await expect(held).toBeVisible();
  await held.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/consultation-booking/);
  // The opener is gone with its page: focus is on the new page's heading, not the body.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  const form = page.getByRole('form', { name: 'Consultation booking' });
  await form.getByRole('radio', { name: /Couple/ }).check();
  await form.getByLabel('I confirm I am 18 years of age or above').check();
  await form.getByLabel(/I accept the/).check();
  const pay = form.getByRole('button', { name: /^Pay/ });
  const checkout = page.getByRole('dialog', { name: 'Checkout (sandbox)' });
  const failed = page.getByRole('dialog', { name: 'Payment Failed' });

  // Declined in the checkout, then Payment Failed closed by its OK button; then the checkout
  // dismissed by Escape, and Payment Failed closed by Escape: focus is back on Pay each time.
  for (const how of ['button', 'Escape'] as const) {
    await pay.click();
    await expect(checkout).toBeVisible();
    if (how === 'button') await checkout.getByRole('button', { name: 'Decline payment' }).click();
    else await page.keyboard.press('Escape');
    await expect(failed).toContainText('Please try again');
    await expect.poll(() => failed.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    if (how === 'button') await failed.getByRole('button', { name: 'OK' }).click();
    else await page.keyboard.press('Escape');
    await expect(failed).toHaveCount(0);
    await expect(pay, `focus back on Pay after Payment Failed (${how})`).toBeFocused();
  }
  allowRefusals(pageProblems, [402]); // the declined payment
});
