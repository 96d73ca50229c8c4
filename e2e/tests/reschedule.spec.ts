import AxeBuilder from '@axe-core/playwright';
import { RESCHEDULE_POLICY } from '@care/contracts/booking/policy';
import { rescheduleMessages } from '@care/contracts/booking/reschedule';
import type { Page } from '@playwright/test';
import {
  apiGet,
  bookPaidAppointment,
  createAccount,
  expect,
  firstOpenSlot,
  openSlotOf,
  submitSignIn,
  test,
} from './helpers';

// Rescheduling (issue 19): a patient moves a paid consultation from its details to another free
// slot of the same expert, confirms, reads what happened, and the details show the new time, where
// it was moved from and no Reschedule any more. At phone and desktop widths, axe on every state.

const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001';
const SHOTS = '/tmp/shots/reschedule';
/** axe (WCAG 2.1 A and AA): no serious or critical finding on the page as it is now. */
async function axeClean(page: Page, where: string) {
  await page.waitForTimeout(300); // dialogs fade in: colours are final after the transition
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe on ${where}`).toEqual([]);
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a patient reschedules a paid consultation once from its details (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const account = await createAccount('Meera');
    const booked = await bookPaidAppointment(account, ANANYA, 'mhc', await openSlotOf(ANANYA, 3));
    await submitSignIn(page, account.phone, account.password);
    await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();

    await page.goto(`/appointment-details?id=${booked.id}`);
    await expect(page.getByRole('heading', { name: 'Appointment Details', level: 1 })).toBeVisible();
    // The booking details' date and time ('3 Dec 2026, Thursday', '10:00 AM to 10:45 AM IST').
    const date = page.getByText(/^\d{1,2} \w{3} \d{4}, \w+day$/).first();
    const time = page.getByText(/ IST$/).first();
    const when = async () => `${await date.textContent()} ${await time.textContent()}`;
    const before = await when();
    await expect(page.getByText(RESCHEDULE_POLICY)).toBeVisible();
    await axeClean(page, 'details with Reschedule');
    await page.screenshot({ path: `${SHOTS}/${size.width}-0-details.png`, fullPage: size.width > 1000 });
    await page.getByRole('button', { name: 'Reschedule' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reschedule consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(RESCHEDULE_POLICY)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await axeClean(page, 'reschedule dialog');
    const slot = await firstOpenSlot(page);
    await slot.click();
    await expect(dialog.getByText(/^New time:/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${size.width}-1-pick.png` });
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(
      dialog.getByText(/^Move your consultation from .+ IST to .+ IST\? You can do this once\.$/),
    ).toBeVisible();
    await axeClean(page, 'reschedule confirm');
    await page.screenshot({ path: `${SHOTS}/${size.width}-2-confirm.png` });
    await dialog.getByRole('button', { name: 'Move consultation' }).click();

    const done = page.getByRole('dialog', { name: 'Consultation moved' });
    await expect(done.getByRole('status')).toHaveText(
      new RegExp(
        `^Your consultation ${booked.appointmentNo} is now on \\w{3} \\d{1,2} \\w{3} at \\d{1,2}:\\d{2} [AP]M IST\\. We've sent you a text and an e-mail with the new time\\.$`,
      ),
    );
    await axeClean(page, 'reschedule success');
    await page.screenshot({ path: `${SHOTS}/${size.width}-3-done.png` });
    await done.getByRole('button', { name: 'Back to appointment' }).click();
    await expect(done).toBeHidden();

    // The details show the new time, where it was moved from, and no Reschedule any more.
    await expect(page.getByText('Moved from')).toBeVisible();
    await expect.poll(when).not.toBe(before);
    await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
    await expect(page.getByText(rescheduleMessages.already)).toBeVisible();
    await axeClean(page, 'details after the move');
    await page.screenshot({ path: `${SHOTS}/${size.width}-4-details.png`, fullPage: true });

    // The server agrees, and a refresh keeps it.
    const after = await apiGet<{ result: { rescheduled_from: string | null; can_reschedule: boolean } }>(
      `/book-appointment/${booked.id}`,
      account.token,
    );
    expect(after.result.rescheduled_from).not.toBeNull();
    expect(after.result.can_reschedule).toBe(false);
    await page.reload();
    await expect(page.getByText('Moved from')).toBeVisible();
  });
}
