import fs from 'node:fs';
import path from 'node:path';
import { allowRefusals, bookPaidAppointment, createAccount, expect, pickDate, test } from './helpers';

// The intake form by link, without signing in: the GC and the MHC variants, prefilled, with the
// spec's messages for bad values, then submitted once; a second visit says it was submitted.

const DIR = path.resolve(import.meta.dirname, '../screenshots');
const ANANYA = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001'; // MHC
const ROHAN = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1002'; // GC

test('the GC intake form: prefilled, checked, submitted once', async ({ page, pageProblems }) => {
  const account = await createAccount('Kavya');
  const booked = await bookPaidAppointment(account, ROHAN, 'gc');
  await page.goto(`/patient-intake-form/${booked.id}`);
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

test('the MHC intake form: a follow-up question after a Yes, then submitted', async ({ page }) => {
  const account = await createAccount('Tanvi');
  const booked = await bookPaidAppointment(account, ANANYA, 'mhc');
  await page.goto(`/patient-intake-form/${booked.id}`);
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
  await form.getByLabel('Significant changes in your life recently').fill('A baby in July; moved cities.');
  await form.getByLabel('What do you hope for from therapy?').fill('To sleep again and feel like myself.');

  // The follow-up appears after the Yes, and is required then.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('For how long?')).toBeVisible();
  await expect(form.getByText('Required')).toBeVisible();
  await expect(form.getByLabel('When did they start?')).toHaveCount(0);
  await form.getByLabel('For how long?').fill('Since the birth, about four months');

  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, 'intake-mhc-phone.png'), fullPage: true });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your form submitted successfully.');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: path.join(DIR, 'intake-submitted-desktop.png'), fullPage: true });
});

test('an unknown intake link says the booking was not found', async ({ page, pageProblems }) => {
  await page.goto('/patient-intake-form/5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e9999');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Appointment booking not found.');
  allowRefusals(pageProblems, [404]);
});
