import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CANCELLATION_POLICY, RESCHEDULE_POLICY } from '../../packages/contracts/src/booking/policy';
import { API, apiPost, createAccount, expect, pickDate, submitSignIn, test } from './helpers';

// Issue 19, the booking flow a patient can trust, at phone and desktop width: the slot picker
// opens on a day with a free slot and hides the past, length and fee by Book, the policies by
// Pay, someone else's form starts empty, a gift worth more than the fee says what it covers and
// "Confirm booking", and the success dialog's calendar, intake and appointment actions.

const SHOTS = '/tmp/shots/booking';
const GAPS_SHOTS = '/tmp/shots/gaps';
const ROHAN = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1002'; // GC
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** WCAG 2.1 A/AA violations of serious or critical impact on the page as it is now. */
async function axeClean(page: Page, where: string) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/** The first day from today (Asia/Kolkata) on which the expert has a slot still free, as the API says. */
async function firstFreeDay(doctorId: string): Promise<string> {
  for (let i = 0; i < 21; i++) {
    const d = new Date(Date.now() + (i * 24 + 5.5) * 3600_000).toISOString().slice(0, 10);
    const day = WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()];
    const res = (await fetch(
      `${API}/schedule-timing/get-slot-by-day-and-date?day=${day}&date=${d}&doctor_id=${doctorId}`,
    ).then((r) => r.json())) as {
      data: { result: { schedule_timing_slot: { time_slots: { booked: boolean; past: boolean }[] }[] } };
    };
    if (res.data.result.schedule_timing_slot[0]?.time_slots.some((s) => !s.booked && !s.past)) return d;
  }
  throw new Error('no free day in three weeks');
}

const tileName = (iso: string) =>
  `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!.slice(0, 3)} ${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;

/** A gift bought and paid through the API (as the phone app would): its code. */
async function buyGift(token: string, rupees: number): Promise<string> {
  const gift = await apiPost<{ code: string; razorpayRes: { id: string } }>(
    '/coupon',
    {
      discount: rupees,
      consolation_type: 'gc',
      some_one_else: true,
      first_name: 'Gift',
      last_name: 'Giver',
      phone: `9${String(Date.now()).slice(-9)}`,
      email: 'gift.giver@example.com',
      pMessage: '',
    },
    token,
  );
  const paid = await fetch(`${API}/payment/sandbox/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: gift.razorpayRes.id, method: 'upi', outcome: 'pay' }),
  }).then((r) => r.json());
  await fetch(`${API}/payment/razorpay/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(paid.data),
  });
  return gift.code;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  const wide = viewport.width > 600;
  const tag = wide ? 'desktop' : 'phone';

  test.describe(`at ${viewport.width} px`, () => {
    test.use(wide ? { viewport, isMobile: false, hasTouch: false } : { viewport });

    test('the slot picker opens on a free day, without past slots, 7 days on screen, length and fee by Book', async ({
      page,
    }) => {
      const account = await createAccount('Kiran');
      await submitSignIn(page, account.phone, account.password);
      await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();
      const free = await firstFreeDay(ROHAN);
      await page.goto(`/doctor-appoint?id=${ROHAN}&type=gc`);
      const slots = page.getByRole('radiogroup', { name: 'Time slot' });
      await expect(slots).toBeVisible();
      const strip = page.getByRole('radiogroup', { name: 'Consultation date' });
      await expect(strip.getByRole('radio', { name: tileName(free) })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(slots.locator('button:not([disabled])').first()).toBeVisible();
      await expect(page.getByText('Passed')).toHaveCount(0);
      await expect(page.getByText('No Slots Available')).toHaveCount(0);
      await expect(page.getByLabel('Session length and fee')).toHaveText(/^\d+ min · (from )?₹[\d,]+$/);
      // The days the walk to the free day found empty read so, and the strip says what the strike means.
      const shownDays = await strip.getByRole('radio').evaluateAll((els) => els.map((e) => e.textContent));
      const walked = Array.from({ length: 7 }, (_, i) =>
        new Date(Date.now() + (i * 24 + 5.5) * 3600_000).toISOString().slice(0, 10),
      ).filter((d) => d < free);
      expect(shownDays).toHaveLength(7);
      for (const d of walked)
        await expect(strip.getByRole('radio', { name: `${tileName(d)}, no free slots` })).toBeVisible();
      await expect(strip.getByRole('radio', { name: `${tileName(free)}, no free slots` })).toHaveCount(0);
      if (walked.length)
        await expect(page.getByText('Days struck through have no free slots.')).toBeVisible();
      await page.screenshot({ path: `${GAPS_SHOTS}/date-strip-${tag}.png` });

      // All seven days on screen, each a 44 px target at least.
      const days = strip.getByRole('radio');
      await expect(days).toHaveCount(7);
      for (let i = 0; i < 7; i++) {
        const box = (await days.nth(i).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const slotBox = (await slots.getByRole('radio').first().boundingBox())!;
      expect(slotBox.height).toBeGreaterThanOrEqual(44);

      // The strip is a radio group: the arrow keys move the choice.
      const checked = strip.getByRole('radio', { checked: true });
      await checked.focus();
      await page.keyboard.press('End');
      await expect(days.nth(6)).toBeFocused();
      await expect(days.nth(6)).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Home');
      await expect(days.nth(0)).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(days.nth(1)).toHaveAttribute('aria-checked', 'true');
      await page.screenshot({ path: `${SHOTS}/slot-picker-${tag}.png`, fullPage: true });
      await axeClean(page, 'slot picker');
    });

    test("the expert's page says the cancellation and reschedule rules before Book", async ({ page }) => {
      const account = await createAccount('Neha');
      await submitSignIn(page, account.phone, account.password);
      await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();
      await page.goto(`/doctor-detail?id=${ROHAN}&type=gc`);
      const terms = page.getByLabel('Before you book');
      await expect(terms).toContainText(CANCELLATION_POLICY);
      await expect(terms).toContainText(RESCHEDULE_POLICY);
      // The session length beside each fee and in the terms (session_minutes, issue 19).
      await expect(terms).toContainText(/Video consultation of \d+ min\./);
      await expect(page.getByText(/^\d+ min · ₹[\d,]+$/).first()).toBeVisible();
      await terms.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/expert-terms-${tag}.png` });
      await page.screenshot({ path: `${GAPS_SHOTS}/expert-session-length-${tag}.png` });
      await axeClean(page, "expert's page");
    });

    test('for someone else with a gift worth more than the fee: empty fields, policy by Pay, Confirm booking, the success dialog', async ({
      page,
    }) => {
      const account = await createAccount('Pooja');
      const code = await buyGift(account.token, 5000);
      await submitSignIn(page, account.phone, account.password);
      await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();

      await page.goto(`/doctor-appoint?id=${ROHAN}&type=gc`);
      const slots = page.getByRole('radiogroup', { name: 'Time slot' });
      await slots.locator('button:not([disabled])').first().click();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.getByRole('dialog', { name: 'Slot held' }).getByRole('button', { name: 'Ok' }).click();
      await expect(page).toHaveURL(/\/consultation-booking/);

      const form = page.getByRole('form', { name: 'Consultation booking' });
      const terms = form.getByLabel('Before you book');
      await expect(terms).toContainText(/Video consultation of \d+ min\./);
      await expect(terms).toContainText(CANCELLATION_POLICY);

      // Someone else: every field empty, Gender with its placeholder (not the account's 'Woman').
      await form.getByText('For someone else').click();
      await expect(form.getByLabel('Full name')).toHaveValue('');
      const gender = form.getByLabel('Gender');
      await expect(gender).toHaveValue('');
      await expect(gender).toHaveAttribute('placeholder', 'Select gender');
      await expect(form.getByLabel('Booked for before')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/someone-else-${tag}.png`, fullPage: true });

      await form.getByLabel('Full name').fill('Ravi Kumar');
      await gender.click();
      await page.getByRole('option', { name: 'Man', exact: true }).click();
      await form.getByLabel('Email ID').fill('ravi.kumar@example.com');
      await form.getByLabel('Phone number').fill('9812345678');
      await pickDate(page, form.getByLabel('Date of birth'), '1985-03-15');
      await form.getByRole('radio', { name: /First consultation/ }).check();
      await form.getByLabel('Coupon code').fill(code);
      await form.getByRole('button', { name: 'Apply' }).click();
      await expect(form.getByRole('note')).toHaveText(
        /^Your gift of ₹5,000 covers this ₹[\d,]+ consultation in full\. The remaining ₹[\d,]+ is not kept\.$/,
      );
      await form.getByLabel('I confirm I am 18 years of age or above').check();
      await form.getByLabel(/I accept the/).check();
      await expect(form.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
      if (!wide)
        for (const target of [
          form.getByRole('button', { name: 'Clear' }),
          form.getByRole('radio', { name: 'For me' }),
          form.getByText('I confirm I am 18 years of age or above'),
          form.getByRole('button', { name: 'Choose file' }),
          form.getByRole('button', { name: 'Confirm booking' }),
        ])
          expect(
            (await target.boundingBox())!.height,
            (await target.textContent()) ?? '',
          ).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: `${SHOTS}/gift-covers-${tag}.png`, fullPage: true });
      await axeClean(page, 'booking form, someone else, gift');
      await form.getByRole('button', { name: 'Confirm booking' }).click();

      const done = page.getByRole('dialog', { name: 'Congratulations!' });
      await expect(done).toContainText('Video consultation with Dr. Rohan Mehta');
      await expect(done).toContainText(/IST/);
      await expect(done).toContainText('A text message and an e-mail with these details are on their way');
      const no = ((await done.getByText(/^A-\d+$/).textContent()) ?? '').trim();
      expect(no).toMatch(/^A-\d+$/);

      // Google Calendar: UTC times, no health words in the title.
      const google = done.getByRole('link', { name: 'Google Calendar' });
      await expect(google).toHaveAttribute('target', '_blank');
      const href = new URL((await google.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://calendar.google.com/calendar/render');
      expect(href.searchParams.get('action')).toBe('TEMPLATE');
      expect(href.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
      expect(href.searchParams.get('text')).toMatch(new RegExp(`video consultation ${no}$`));

      // The .ics downloads, with the bearer token.
      const download = page.waitForEvent('download');
      await done.getByRole('button', { name: 'Download .ics' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`appointment-${no}.ics`);
      const ics = fs.readFileSync((await file.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('METHOD:REQUEST');
      await page.screenshot({ path: `${SHOTS}/success-${tag}.png` });
      await axeClean(page, 'success dialog');

      await expect(done.getByRole('link', { name: 'View appointment' })).toHaveAttribute(
        'href',
        /\/appointment-details\?id=/,
      );
      // The intake form, by its own link.
      await done.getByRole('button', { name: 'Fill the intake form' }).click();
      await expect(page).toHaveURL(/\/patient-intake-form\/[A-Za-z0-9_-]{43}$/);
      await expect(page.getByRole('heading', { name: 'Patient Intake Form' })).toBeVisible();

      // The next booking: Ravi is offered under "Booked for before".
      await page.goto(`/doctor-appoint?id=${ROHAN}&type=gc`);
      await slots.locator('button:not([disabled])').first().click();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.getByRole('dialog', { name: 'Slot held' }).getByRole('button', { name: 'Ok' }).click();
      await form.getByText('For someone else').click();
      await form.getByLabel('Booked for before').click();
      await page.getByRole('option', { name: 'Ravi Kumar' }).click();
      await expect(form.getByLabel('Full name')).toHaveValue('Ravi Kumar');
      await expect(form.getByLabel('Gender')).toHaveValue('Man');
      await expect(form.getByLabel('Phone number')).toHaveValue('9812345678');

      // Paying for it opens the sandbox checkout: 44 px targets on a phone, axe clean.
      await form.getByRole('radio', { name: /First consultation/ }).check();
      await form.getByLabel('I confirm I am 18 years of age or above').check();
      await form.getByLabel(/I accept the/).check();
      await form.getByRole('button', { name: /^Pay/ }).click();
      const checkout = page.getByRole('dialog', { name: 'Checkout (sandbox)' });
      await expect(checkout).toBeVisible();
      if (!wide)
        for (const target of [
          checkout.getByRole('button', { name: 'Close' }),
          checkout.locator('label').filter({ hasText: 'UPI' }),
          checkout.locator('label').filter({ hasText: 'Netbanking' }),
          checkout.getByRole('button', { name: 'Decline payment' }),
          checkout.getByRole('button', { name: /^Pay ₹/ }),
        ]) {
          const box = (await target.boundingBox())!;
          expect(box.height, (await target.textContent()) || 'close').toBeGreaterThanOrEqual(44);
          expect(box.width, (await target.textContent()) || 'close').toBeGreaterThanOrEqual(44);
        }
      await page.screenshot({ path: `${GAPS_SHOTS}/sandbox-checkout-${tag}.png` });
      await axeClean(page, 'sandbox checkout');
      await page.keyboard.press('Escape');
      await expect(checkout).toHaveCount(0);
    });
  });
}
