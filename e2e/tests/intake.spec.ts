import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';
import { allowRefusals, bookPaidAppointment, createAccount, expect, pickDate, test } from './helpers';
import { waitForIntakeLink } from './outbox';

// The intake form by link, without signing in: the GC and the MHC variants, prefilled, with the
// spec's messages for bad values, then submitted once; a second visit says it was submitted.
// The MHC form's own two questions (ours): a harm answer other than 'Never' brings the crisis
// numbers at once and after submitting, and the expert's room link shows a banner.

const DIR = path.resolve(import.meta.dirname, '../screenshots');
const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001'; // MHC
const ROHAN = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1002'; // GC
const HARM = /thought of harming yourself or your baby/;
const ACT = 'If you feel you might act on these thoughts, call 112 or go to the nearest hospital now.';

/** The expert's room link the message job texted for this booking. */
async function expertLink(bookingId: string, timeoutMs = 20_000): Promise<string> {
  const file = path.join(E2E_DATA_DIR, 'sms-outbox.jsonl');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      const link = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map(
          (l) =>
            (JSON.parse(l) as { text: string }).text.match(/https?:\/\/\S+\/appointment\/meeting\/\S+/)?.[0],
        )
        .find((l) => l?.includes(bookingId));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no room link texted for ${bookingId}`);
}

test('the GC intake form: prefilled, checked, submitted once', async ({ page, pageProblems }) => {
  const account = await createAccount('Kavya');
  const booked = await bookPaidAppointment(account, ROHAN, 'gc');
  // The texted link, with its own capability (the booking's id alone opens no form).
  await page.goto(await waitForIntakeLink(account.phone, booked.appointmentNo));
  await expect(page.getByRole('heading', { name: 'Patient Intake Form', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Patient intake form' });
  await expect(form.getByLabel('Phone number')).toHaveValue(account.phone);
  await expect(form.getByLabel('E-mail ID')).toHaveValue(account.email);

  // Bad values: the spec's words, nothing sent.
  await form.getByLabel('Phone number').fill('12345');
  await form.getByLabel('E-mail ID').fill('kavya@');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Phone number is not valid')).toBeVisible();
  await expect(form.getByText('E-mail ID is not valid')).toBeVisible();
  await expect(form.getByText('Required').first()).toBeVisible();

  await form.getByLabel('Phone number').fill(account.phone);
  await form.getByLabel('E-mail ID').fill(account.email);
  await form.getByLabel('Age').fill('31');
  await form.getByLabel('City').fill('Pune');
  await form.getByRole('radio', { name: 'Woman' }).check();
  await form.getByLabel('Referred by').fill('Dr. Lata Rao, Sunrise Clinic');
  await form.getByLabel('Reason for referral').fill('Raised risk on the first-trimester screen.');
  await form
    .getByRole('radiogroup', { name: /consultation at Lilac before/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await form
    .getByRole('radiogroup', { name: /genetic tests before/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await form.getByRole('radio', { name: 'First', exact: true }).check();
  await form.getByRole('radio', { name: 'Obstetric/ Prenatal' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your form submitted successfully.');

  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'You are alredy submitted this intake form.',
  );
  allowRefusals(pageProblems, [409]);
});

test('the MHC intake form: a follow-up question after a Yes, our questions, then submitted', async ({
  page,
}) => {
  const account = await createAccount('Tanvi');
  const booked = await bookPaidAppointment(account, ANANYA, 'mhc');
  // The texted link, with its own capability (the booking's id alone opens no form).
  await page.goto(await waitForIntakeLink(account.phone, booked.appointmentNo));
  const form = page.getByRole('form', { name: 'Patient intake form' });
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(`Patient ${account.lastName}`);
  await expect(form.getByLabel('Referred by')).toHaveValue('Self');

  await pickDate(page, form.getByLabel('Date of birth'), '1994-02-11', '11-02-1994');
  await form.getByLabel('Age').fill('32');
  await form.getByLabel('City').fill('Chennai');
  await form.getByLabel('Emergency contact').fill('Arun, brother, 9876501234');
  const answer = async (group: RegExp, option: string) =>
    form.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();
  await answer(/^Gender/, 'Woman');
  // The spec's 'Her /Him' reads 'He / Him' (and is still the value sent).
  const pronouns = form.getByRole('radiogroup', { name: /^Pronouns/ });
  await expect(pronouns.getByRole('radio', { name: 'He / Him', exact: true })).toHaveValue('Her /Him');
  await expect(pronouns.getByRole('radio', { name: 'Her /Him' })).toHaveCount(0);
  await answer(/^Pronouns/, 'She / Her');
  await answer(/^Sexual orientation/, 'Heterosexual');
  await answer(/^Marital status/, 'Married');
  await answer(/employed/, 'Yes');
  await answer(/home maker/, 'No');
  await answer(/mental health services before/, 'No');
  await answer(/psychiatric medication/, 'No');
  await answer(/mental illness in your family/, 'No');
  await answer(/physical health/, 'Good');
  await answer(/Your sleep/, 'Poor');
  await answer(/Your eating/, 'Satisfactory');
  await answer(/sadness, grief or depression/, 'Yes');
  await answer(/anxiety or panic attacks/, 'No');
  await answer(/drink alcohol/, 'No');
  await answer(/Recreational drug use/, 'Never');
  await answer(/pregnant, or have you had a baby in the last 12 months/, 'Yes');

  // The helplines are always on the page; a harm answer other than 'Never' answers at once.
  const note = page.getByRole('note', { name: 'Helplines' });
  await expect(note.getByRole('link', { name: /Tele-MANAS 14416/ })).toHaveAttribute('href', 'tel:14416');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await answer(HARM, 'Sometimes');
  const help = form.getByRole('alert');
  await expect(help).toContainText(ACT);
  await expect(help.getByRole('link', { name: /Tele-MANAS 14416/ })).toHaveAttribute('href', 'tel:14416');
  await expect(help.getByRole('link', { name: /toll-free 1-800-891-4416/ })).toHaveAttribute(
    'href',
    'tel:18008914416',
  );
  await expect(help.getByRole('link', { name: /Emergency 112/ })).toHaveAttribute('href', 'tel:112');
  fs.mkdirSync(DIR, { recursive: true });
  // (the page scrolls smoothly: jump, so the picture is not taken mid-scroll)
  await form
    .getByRole('radiogroup', { name: HARM })
    .evaluate((el) => el.parentElement?.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await page.screenshot({ path: path.join(DIR, 'intake-mhc-harm-alert-phone.png') });
  await form.getByLabel('Significant changes in your life recently').fill('A baby in July; moved cities.');
  await form.getByLabel('What do you hope for from therapy?').fill('To sleep again and feel like myself.');

  // The follow-up appears after the Yes, and is required then.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('For how long?')).toBeVisible();
  await expect(form.getByText('Required')).toBeVisible();
  await expect(form.getByLabel('When did they start?')).toHaveCount(0);
  await form.getByLabel('For how long?').fill('Since the birth, about four months');

  await page.screenshot({ path: path.join(DIR, 'intake-mhc-phone.png'), fullPage: true });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your form submitted successfully.');
  // The numbers again after submitting (not announced a second time).
  const again = page.getByRole('region', { name: 'Help now' });
  await expect(again).toContainText(ACT);
  await expect(again.getByRole('link', { name: /Emergency 112/ })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: path.join(DIR, 'intake-mhc-submitted-help-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: path.join(DIR, 'intake-submitted-desktop.png'), fullPage: true });

  // The expert's room link (texted to the expert) shows the flag before joining.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await expertLink(booked.id));
  const banner = page.getByRole('note', { name: 'From the intake form' });
  await expect(banner).toHaveText(
    "From the intake formThe patient's intake form reports thoughts of harming herself or her baby in the past 7 days. Please ask about this at the start of the session.",
  );
  await page.screenshot({ path: path.join(DIR, 'meeting-expert-intake-flag-phone.png'), fullPage: true });
});

test('an unknown intake link says the booking was not found', async ({ page, pageProblems }) => {
  await page.goto('/patient-intake-form/5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e9999');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Appointment booking not found.');
  allowRefusals(pageProblems, [404]);
});
