import { expect, test } from '@playwright/test';
import {
  demo,
  fillSignUpDetails,
  isoDaysFromToday,
  labPatient,
  newPhone,
  newSurname,
  pickDate,
  shown,
  signIn,
  signOut,
  submitSignIn,
  verifyPhone,
} from './helpers';
import { waitForCode } from './outbox';

test.describe('sign-up', () => {
  test('a new patient signs up in four steps, lands signed in, signs out and back in', async ({ page }) => {
    const phone = newPhone();
    const patient = {
      firstName: 'Meera',
      lastName: newSurname(),
      email: `meera.${phone}@example.com`,
      password: 'Secret@123',
    };

    await page.goto('/registeration/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

    // Until the phone is verified every other field is disabled, and Sign Up says why.
    for (const label of ['First name', 'Last name', 'Confirm password'])
      await expect(page.getByLabel(label)).toBeDisabled();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    // The phone field's own message comes first: none given, then not a valid number; a valid
    // number that is not verified yet gets the toast.
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    const signUp = page.getByRole('button', { name: 'Sign Up', exact: true });
    await signUp.click();
    await expect(page.getByText('Please enter phone number')).toBeVisible();
    await page.getByLabel('Phone number').fill('512345');
    await expect(verify).toBeDisabled();
    await signUp.click();
    await expect(page.getByText('Enter valid phone number')).toBeVisible();
    await expect(page.getByText('Please verify your mobile number to sign up.')).toHaveCount(0);
    await page.getByLabel('Phone number').fill(phone);
    await signUp.click();
    await expect(page.getByText('Please verify your mobile number to sign up.')).toBeVisible();

    await verifyPhone(page, phone);
    await expect(page.getByRole('img', { name: 'Phone verified' })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeEnabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeEnabled();

    await fillSignUpDetails(page, patient);

    // Step 2: gender and date of birth.
    await expect(page).toHaveURL('/registeration/genderDob');
    await expect(
      page.getByRole('heading', { name: `Hi ${patient.firstName}, Please help us with some more details` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter your gender')).toBeVisible();
    await page.getByRole('radio', { name: 'Woman', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Woman', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await pickDate(page, page.getByLabel('Date of Birth'), '2000-06-15');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: interests. 'At Ease' alone finishes.
    await expect(page).toHaveURL('/registeration/interest');
    await expect(page.getByRole('heading', { name: 'Select Interest' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Please select interest')).toBeVisible();
    await page.getByRole('checkbox', { name: /^At Ease/ }).click();
    await expect(page.getByRole('checkbox', { name: /^At Ease/ })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Finish' }).click();

    const created = page
      .getByRole('dialog')
      .filter({ hasText: 'Your account has been successfully created' });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'OK' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: `Hi ${patient.firstName}` })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Account menu for ${patient.firstName} ${patient.lastName}` }),
    ).toBeVisible();

    // Sign out from the header menu: the spec's question, then OK.
    await signOut(page);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: /Care for every stage/ })).toBeVisible();
    // The landing offers Sign In twice (hero and the closing invitation).
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The account is real: its e-mail and password sign in again.
    await signIn(page, patient.email, patient.password, patient.firstName);
  });

  test('the pregnancy interest asks for the stage and, when pregnant, the LMP date', async ({ page }) => {
    const phone = newPhone();
    await page.goto('/registeration/register');
    await verifyPhone(page, phone);
    await fillSignUpDetails(page, {
      firstName: 'Divya',
      lastName: newSurname(),
      email: `divya.${phone}@example.com`,
      password: 'Secret@123',
    });
    await page.getByRole('radio', { name: 'Woman', exact: true }).click();
    await pickDate(page, page.getByLabel('Date of Birth'), '1998-02-03');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Select Interest' })).toBeVisible();
    await page.getByRole('checkbox', { name: /^Pregnancy & Reproductive Wellness/ }).click();

    const stageModal = page.getByRole('dialog', { name: 'Your Stage' });
    await expect(stageModal).toBeVisible();
    const trying = stageModal.getByRole('radio', { name: 'I am trying to get pregnant' });
    const pregnant = stageModal.getByRole('radio', { name: 'I am pregnant' });
    const lmpField = stageModal.getByLabel('Last menstrual period');

    // Saving without a stage is refused with the spec's message.
    await stageModal.getByRole('button', { name: 'Save' }).click();
    await expect(stageModal.getByText('Please Select Menstrual details')).toBeVisible();

    // Only 'I am pregnant' asks for the LMP date; choosing a tile deselects the others.
    await trying.click();
    await expect(trying).toHaveAttribute('aria-checked', 'true');
    await expect(lmpField).toHaveCount(0);
    await pregnant.click();
    await expect(pregnant).toHaveAttribute('aria-checked', 'true');
    await expect(trying).toHaveAttribute('aria-checked', 'false');
    await expect(lmpField).toBeVisible();
    await stageModal.getByRole('button', { name: 'Save' }).click();
    await expect(stageModal.getByText('Please Select LMP Date')).toBeVisible();

    const lmp = isoDaysFromToday(-45);
    await pickDate(page, lmpField, lmp);
    await expect(lmpField).toHaveText(shown(lmp));
    await stageModal.getByRole('button', { name: 'Save' }).click();
    await expect(stageModal).toBeHidden();

    // With the pregnancy interest the last button reads Next, not Finish.
    await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();

    const created = page
      .getByRole('dialog')
      .filter({ hasText: 'Your account has been successfully created' });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Divya' })).toBeVisible();
    // 45 days since the LMP: week 7 (whole weeks plus one).
    expect(await page.evaluate(() => localStorage.getItem('week'))).toBe('7');
    expect(await page.evaluate(() => localStorage.getItem('conceive_status'))).toBe('Already Conceived');
  });

  test('an already registered phone is offered the sign-in page', async ({ page }) => {
    await page.goto('/registeration/register');
    await page.getByLabel('Phone number').fill(demo.phone);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    const prompt = page.getByRole('dialog', { name: 'Patient already present please Sign In' });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'OTP Verification' })).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('a lab patient links the Patient ID and gets the names and e-mail prefilled', async ({ page }) => {
    await page.goto('/registeration/register');
    await verifyPhone(page, labPatient.phone);

    const link = page.getByRole('dialog', { name: 'Link with Patient ID' });
    await expect(link).toBeVisible();
    await link.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(link.getByText('Please input Patient ID!')).toBeVisible();
    await link.getByLabel('Patient ID').fill(labPatient.patientId);
    await link.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(link).toBeHidden();

    await expect(page.getByLabel('First name')).toHaveValue(labPatient.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(labPatient.lastName);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(labPatient.email);
    // Prefilled from the lab record, so locked.
    await expect(page.getByLabel('First name')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('readonly', '');

    await page.getByLabel('Password', { exact: true }).fill('Secret@123');
    await page.getByLabel('Confirm password').fill('Secret@123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // Step 2 keeps the lab record's gender and date of birth.
    await expect(
      page.getByRole('heading', {
        name: `Hi ${labPatient.firstName}, Please help us with some more details`,
      }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Woman', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('radio', { name: 'Woman', exact: true })).toBeDisabled();
    await expect(page.getByLabel('Date of Birth')).toHaveText(labPatient.dob);
  });
});

test.describe('sign-in', () => {
  test('the demo patient signs in with e-mail and with phone', async ({ page }) => {
    await signIn(page, demo.email, demo.password, demo.firstName);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await signOut(page);
    await signIn(page, demo.phone, demo.password, demo.firstName);
  });

  test('the form checks its fields and a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a email id/phone number')).toBeVisible();
    await expect(page.getByText('Please Enter Password')).toBeVisible();

    await page.getByLabel('E-mail or phone number').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email id/phone number')).toBeVisible();
    await expect(page.getByText('Password must contain 8 characters')).toBeVisible();

    await submitSignIn(page, demo.email, 'Wrong@12345');
    const alert = page.getByRole('alert').filter({ hasText: 'Sign in failed' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Invalid email id/phone number or password.');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a visitor opening /profile signs in first and comes back to /profile', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    await submitSignIn(page, demo.email, demo.password);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(`${demo.firstName} ${demo.lastName}`);
  });
});

test('the sign-up OTP is the one texted to the phone (a wrong code is refused)', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/registeration/register');
  await page.getByLabel('Phone number').fill(phone);
  const since = new Date();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const otpModal = page.getByRole('dialog', { name: 'OTP Verification' });
  await expect(otpModal).toBeVisible();
  const code = await waitForCode(phone, since);
  const wrong = [...code].map((d) => String((Number(d) + 1) % 10)).join('');
  await otpModal.getByLabel('OTP digit 1 of 5').fill(wrong);
  await otpModal.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  await expect(otpModal).toBeVisible();
  await expect(page.getByLabel('First name')).toBeDisabled();
  // The resend link waits out its 00:SS countdown.
  await expect(otpModal.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  await expect(otpModal.getByText(/^00:\d\d$/)).toBeVisible();
});
