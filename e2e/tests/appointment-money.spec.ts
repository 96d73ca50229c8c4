import AxeBuilder from '@axe-core/playwright';
import { REFUND_TIMELINE } from '@care/contracts/booking/policy';
import { formatRupees } from '@care/contracts/common/money';
import type { Page } from '@playwright/test';
import {
  apiGet,
  bookPaidAppointment,
  createAccount,
  demo,
  expect,
  signInOnce,
  submitSignIn,
  test,
  tokenOf,
} from './helpers';

// Issue 19, in the browser at phone and desktop width: an appointment's money and its receipt,
// the intake form from the appointment, cancelling with the amount, where it goes and when said
// before and after, and a live consultation's "Your session is live: Join now". Screenshots go
// to /tmp/shots/appts (looked at, never committed); axe checks each new state.

const SHOTS = '/tmp/shots/appts';
const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Details {
  appointment_no: string;
  is_can_join_room: boolean;
  doctor_id: { fname: string };
  payment: { amount_paid: number } | null;
}

async function axeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the money, the receipt, the intake form and cancelling with the refund said', async ({ page }) => {
      const account = await createAccount('Kavya');
      const booked = await bookPaidAppointment(account, ANANYA);
      const details = await apiGet<{ result: Details }>(`/book-appointment/${booked.id}`, account.token);
      const paid = formatRupees(details.result.payment!.amount_paid);
      await submitSignIn(page, account.phone, account.password);
      await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();

      await page.goto(`/appointment-details?id=${booked.id}`);
      await expect(page.getByRole('heading', { name: 'Booking details' })).toBeVisible();
      const money = page.getByRole('region', { name: 'Payment' });
      await expect(money).toContainText('Amount paid');
      await expect(money).toContainText(paid);
      await expect(money).toContainText('UPI');
      await page.screenshot({ path: `${SHOTS}/details-money-${size.name}.png`, fullPage: true });
      await axeClean(page, 'appointment details with money');

      // The receipt downloads under its number.
      const download = page.waitForEvent('download');
      await money.getByRole('button', { name: 'Download receipt (PDF)' }).click();
      expect((await download).suggestedFilename()).toMatch(/^receipt-RCPT-\d{6}\.pdf$/);
      await expect(money.getByRole('status')).toContainText(/Saved as receipt-RCPT-\d{6}\.pdf/);
      await expect(money).toContainText(/Receipt number\s*RCPT-\d{6}/);

      // The intake form opens from the appointment.
      await page.getByRole('link', { name: 'Fill intake form' }).click();
      await expect(page).toHaveURL(/\/patient-intake-form\/[A-Za-z0-9_-]{43}$/);
      await expect(page.getByRole('heading', { name: 'Patient Intake Form' })).toBeVisible();
      await page.goBack();

      // Cancelling says the amount before, and after on the page it lands on.
      await page.getByRole('button', { name: 'Cancel Booking' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel Booking' });
      await expect(confirm).toContainText(`${paid} will be refunded in full. ${REFUND_TIMELINE}`);
      await page.screenshot({ path: `${SHOTS}/cancel-dialog-${size.name}.png` });
      await axeClean(page, 'cancel dialog');
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await expect(page).toHaveURL('/consultation');
      const notice = page.getByRole('alert').filter({ hasText: 'Appointment cancelled' });
      await expect(notice).toContainText(
        `Appointment ${booked.appointmentNo} has been cancelled. ${paid} is being refunded. ${REFUND_TIMELINE}`,
      );
      // It stays until dismissed.
      await page.waitForTimeout(5000);
      await expect(notice).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/cancelled-landing-${size.name}.png` });
      await axeClean(page, 'landing after cancel');
      await notice.getByRole('button').click();
      await expect(notice).toHaveCount(0);

      // The cancelled appointment shows the refund on its way.
      await page.goto(`/appointment-details?id=${booked.id}`);
      await expect(page.getByRole('list', { name: 'Refunds' })).toContainText(paid);
      await page.screenshot({ path: `${SHOTS}/details-cancelled-${size.name}.png`, fullPage: true });
    });

    test('a live consultation says "Your session is live: Join now" on its card and details', async ({
      page,
    }) => {
      await signInOnce(page, demo.phone, demo.password, demo.firstName);
      const upcoming = await apiGet<(Details & { _id: string })[]>(
        '/patient/upcoming-appointments',
        await tokenOf(page),
      );
      const live = upcoming.find((a) => a.is_can_join_room);
      expect(live, 'the demo data has a consultation open now').toBeTruthy();

      await page.goto('/Appointments');
      const card = page.getByRole('article').filter({ hasText: live!.appointment_no });
      await expect(card).toContainText('Your session is live:');
      await expect(card.getByRole('link', { name: /^Join now/ })).toHaveAttribute(
        'href',
        `/appointment/meeting/${live!._id}`,
      );
      await page.screenshot({ path: `${SHOTS}/live-card-${size.name}.png` });
      await axeClean(page, 'appointments with a live card');

      await card.getByRole('link', { name: /^View Appointment/ }).click();
      await expect(page).toHaveURL(new RegExp(`id=${live!._id}`));
      await expect(page.getByRole('heading', { name: 'Booking details' })).toBeVisible();
      await expect(page.getByText('Your session is live:')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Join now' })).toBeVisible();
      await expect(page.getByText(/The video room opens here/)).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/live-details-${size.name}.png`, fullPage: true });
      await axeClean(page, 'live appointment details');
    });
  });
}
