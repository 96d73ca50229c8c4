import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  API,
  allowRefusals,
  apiPost,
  createAccount,
  expect,
  firstOpenSlot,
  openSlotOf,
  pickDate,
  submitSignIn,
  test,
  writeTinyPng,
} from './helpers';

// A patient chooses a slot, holds it, fills the booking form (coupon, a report), pays in the
// sandbox checkout (declined once, then paid) and is booked; a free booking skips payment; the
// payment link works without signing in. Screenshots at phone and desktop width.

const DIR = path.resolve(import.meta.dirname, '../screenshots');
const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001'; // MHC
const ROHAN = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1002'; // GC
const EXPIRED_BOOKING = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1001';

async function signInAs(page: Page, account: { phone: string; password: string; firstName: string }) {
  await submitSignIn(page, account.phone, account.password);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();
}

async function holdFirstSlot(page: Page, doctorId: string | null, type: 'gc' | 'mhc') {
  if (doctorId) await page.goto(`/doctor-appoint?id=${doctorId}&type=${type}`);
  await expect(page.getByRole('heading', { name: 'Book an Appointment', level: 1 })).toBeVisible();
  const slot = await firstOpenSlot(page);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const held = page.getByRole('dialog', { name: 'Slot held' });
  await expect(held).toContainText('held for you for the next 10 minutes');
  await held.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/consultation-booking/);
  await expect(page.getByRole('timer')).toContainText(/Slot held for \d\d:\d\d/);
}

test('find an expert, choose a slot, apply a coupon, attach a report, pay after a declined and a dismissed try, and see the booking', async ({
  page,
  pageProblems,
}) => {
  const account = await createAccount('Meera');
  await signInAs(page, account);

  // Found by a misspelt concern, then Book on the profile.
  await page.goto('/expert-detail?type=mhc&query=anxeity');
  await page.getByRole('link', { name: 'View profile of Ms. Ananya Iyer' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/doctor-appoint\\?id=${ANANYA}`));

  // Book without a slot: the spec's error modal.
  await expect(page.getByRole('heading', { name: 'Ms. Ananya Iyer' })).toBeVisible();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const noSlot = page.getByRole('dialog', { name: 'Time slot' });
  await expect(noSlot).toContainText('Please select time slot');
  await noSlot.getByRole('button', { name: 'Ok' }).click();

  await holdFirstSlot(page, null, 'mhc');
  const form = page.getByRole('form', { name: 'Consultation booking' });
  await expect(form.getByLabel('Full name')).toHaveValue(`Meera ${account.lastName}`);

  // Pay on an empty choice: the spec's messages, nothing sent.
  await form.getByRole('button', { name: /^Pay/ }).click();
  await expect(form.getByText('Please select counselling type')).toBeVisible();
  await expect(form.getByText('Please confirm your age')).toBeVisible();
  await expect(form.getByText('Please accept terms & conditions')).toBeVisible();

  await form.getByRole('radio', { name: /Couple/ }).check();
  await form.getByLabel('Coupon code').fill('welcome100');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('status')).toHaveText('Coupon applied successfully.');
  await expect(form.getByRole('button', { name: 'Clear' })).toBeVisible();
  await expect(form.getByLabel('Price')).toContainText('− ₹100');
  const price = form.getByLabel('Price');
  const total =
    (await price
      .getByText(/^₹[\d,]+$/)
      .last()
      .textContent()) ?? '';

  // A report: the title first, then the file.
  await form.getByRole('button', { name: 'Choose file' }).click();
  await expect(form.getByText('Please input document title')).toBeVisible();
  await form.getByLabel('Document title').fill('Previous assessment');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(writeTinyPng());
  await expect(form.getByRole('list', { name: 'Attached reports' })).toContainText('Previous assessment');

  await form.getByLabel('I confirm I am 18 years of age or above').check();
  await form.getByLabel(/I accept the/).check();

  // Declined in the checkout: 'Payment Failed / Please try again'.
  await form.getByRole('button', { name: `Pay ${total}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout (sandbox)' });
  await expect(checkout).toContainText(total);
  await checkout.getByRole('button', { name: 'Decline payment' }).click();
  const failed = page.getByRole('dialog', { name: 'Payment Failed' });
  await expect(failed).toContainText('Please try again');
  await failed.getByRole('button', { name: 'OK' }).click();

  // Closed with Escape: the same outcome.
  await form.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(checkout).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(failed).toContainText('Please try again');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toHaveCount(0);

  // Pay again: the same booking, a fresh checkout, paid.
  await form.getByRole('button', { name: `Pay ${total}` }).click();
  await checkout.getByText('Card', { exact: true }).click();
  await checkout.getByRole('button', { name: `Pay ${total}` }).click();
  const done = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(done).toContainText(/Appointment number: \S+/);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/consultation');
  allowRefusals(pageProblems, [402]); // the declined payment

  // The consultation is listed with the expert, and the report went with it.
  await page.goto(`/booking?doctor=${ANANYA}`);
  await expect(page.getByRole('heading', { name: 'Upcoming Consultations', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  const [booking] = await fetch(`${API}/patient/upcoming-bookings-by-doctor?doctor_id=${ANANYA}`, {
    headers: { authorization: `Bearer ${account.token}` },
  })
    .then((r) => r.json())
    .then((b: { data: { status: string; report: { title: string }[] }[] }) => b.data);
  expect(booking?.status).toBe('confirmed');
  expect(booking?.report.map((r) => r.title)).toEqual(['Previous assessment']);

  await page.goto(`/booking?doctor=${ANANYA}&history=1`);
  await expect(page.getByText("You don't have consultation history")).toBeVisible();
});

test('a free consultation for someone else skips payment', async ({ page }) => {
  const account = await createAccount('Isha');
  await signInAs(page, account);
  await holdFirstSlot(page, ROHAN, 'gc');
  const form = page.getByRole('form', { name: 'Consultation booking' });
  await form.getByText('For someone else').click();
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await form.getByLabel('Full name').fill('Ravi Kumar');
  await form.getByLabel('Gender').click();
  await page.getByRole('option', { name: 'Man', exact: true }).click();
  await form.getByLabel('Email ID').fill('ravi.kumar@example.com');
  await form.getByLabel('Phone number').fill('9812345678');
  await pickDate(page, form.getByLabel('Date of birth'), '1985-03-15');
  await form.getByRole('radio', { name: /First consultation/ }).check();
  await form.getByRole('radio', { name: 'Doctor' }).check();
  await form.getByRole('button', { name: /^Pay/ }).click();
  await expect(form.getByText('Please enter Doctor name!')).toBeVisible();
  await form.getByLabel('Doctor name').fill('Dr. Lata Rao');
  await form.getByLabel('Hospital/Clinic Address').fill('Sunrise Clinic, Pune');
  await form.getByLabel('Coupon code').fill('FREECONSULT');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByLabel('Price')).toContainText('Total payable₹0');
  await form.getByLabel('I confirm I am 18 years of age or above').check();
  await form.getByLabel(/I accept the/).check();
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  const done = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(done).toContainText('Your appointment is booked.');
  await expect(done).toContainText(/Appointment number: \S+/);
  await expect(page.getByRole('dialog', { name: 'Checkout (sandbox)' })).toHaveCount(0);
});

test('the booking form without a chosen slot goes home', async ({ page }) => {
  const account = await createAccount('Tara');
  await signInAs(page, account);
  await page.goto('/consultation-booking');
  await expect(page).toHaveURL('/');
});

test('the payment link: payable without signing in, then paid; not found and expired', async ({
  page,
  pageProblems,
}) => {
  const account = await createAccount('Nisha');
  // A booking made on the phone app, left unpaid: hold, then book (the answer has the order).
  const { date, slot } = await openSlotOf(ROHAN);
  const choice = { doctor_id: ROHAN, date, time_slot_start: slot.start_time, time_slot_end: slot.end_time };
  await apiPost('/book-appointment/hold', choice, account.token);
  const tnc = (await fetch(`${API}/page/tnc?type=gc`).then((r) => r.json())) as {
    data: { data: { _id: string } };
  };
  const booked = await apiPost<{
    data: { book_appointment_id: string; appointment_no: string; payment_link: string };
  }>(
    '/book-appointment?type=gc',
    {
      ...choice,
      type: 'gc',
      some_one_else: false,
      full_name: `Nisha ${account.lastName}`,
      gender: 'female',
      dob: '1995-06-15',
      email: account.email,
      phone: account.phone,
      is_this_your_first_consultation: 'first',
      referred_by: 'self',
      is_accepted_my_age_is_18_and_above: true,
      is_accepted_tnc: true,
      tnc_id: tnc.data.data._id,
    },
    account.token,
  );
  const { appointment_no, payment_link } = booked.data;

  // The booking answer's payment link, with its own capability (the booking's id alone shows the
  // page but does not pay).
  await page.goto(new URL(payment_link).pathname);
  await expect(page.getByRole('heading', { name: 'Appointment Payment', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByText(appointment_no)).toBeVisible();
  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, 'appointment-payment-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: path.join(DIR, 'appointment-payment-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout (sandbox)' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByRole('dialog', { name: 'Congratulations!' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status')).toContainText('Paid. Your appointment is booked.');
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Payment for this booking has already done')).toBeVisible();
  await page.goto('/patient-appointment-payment/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Appointment booking not found.')).toBeVisible();
  await page.goto(`/patient-appointment-payment/${EXPIRED_BOOKING}`);
  await expect(
    page.getByText('Your Payment link is expired. Please book the appointment again.'),
  ).toBeVisible();
  allowRefusals(pageProblems, [404, 409, 410]);
});

/** The first open slot of an expert in the next three weeks, read from the API. */
test('screenshots of the booking screens', async ({ page }) => {
  const account = await createAccount('Zoya');
  await signInAs(page, account);
  fs.mkdirSync(DIR, { recursive: true });
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/doctor-appoint?id=${ANANYA}&type=mhc`);
    const slot = await firstOpenSlot(page);
    await slot.click();
    await page.screenshot({ path: path.join(DIR, `doctor-appoint-${size}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByRole('dialog', { name: 'Slot held' }).getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByRole('form', { name: 'Consultation booking' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(DIR, `consultation-booking-${size}.png`), fullPage: true });

    // The checkout, the success dialog and the consultations with the expert.
    const form = page.getByRole('form', { name: 'Consultation booking' });
    await form.getByRole('radio', { name: /^Self.*₹/ }).check();
    await form.getByLabel('I confirm I am 18 years of age or above').check();
    await form.getByLabel(/I accept the/).check();
    await form.getByRole('button', { name: /^Pay/ }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout (sandbox)' });
    await expect(checkout).toBeVisible();
    await page.screenshot({ path: path.join(DIR, `checkout-sandbox-${size}.png`), animations: 'disabled' });
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    const done = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(done).toContainText(/Appointment number: \S+/);
    await page.screenshot({ path: path.join(DIR, `booking-success-${size}.png`), animations: 'disabled' });
    await done.getByRole('button', { name: 'OK' }).click();
    await page.goto(`/booking?doctor=${ANANYA}`);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: path.join(DIR, `doctor-bookings-${size}.png`), fullPage: true });
  }
});
