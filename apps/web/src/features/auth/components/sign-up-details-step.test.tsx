import { otpMessages, signUpMessages } from '@care/contracts/auth/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { clearDraft } from '../lib/registration-draft';
import { RegisterPage } from '../routes/register-page';
import { testPublicConfig } from '../testing/public-config';

const otherFields = () => [
  screen.getByLabelText('First name'),
  screen.getByLabelText('Last name'),
  screen.getByLabelText('E-mail'),
  screen.getByLabelText('Password'),
  screen.getByLabelText('Confirm password'),
];

function stubSignUpApi(validateMessage: string = otpMessages.validated) {
  return stubFetch((url) => {
    if (url.includes('send-otp')) return { body: ok({ token: 'send-token' }, 'OTP sent successfully.') };
    if (url.includes('validate-otp'))
      return { body: ok({ token: 'verified-token', patient_exists: false }, validateMessage) };
    return { body: ok(testPublicConfig) };
  });
}

async function verifyPhone(user: ReturnType<typeof userEvent.setup>, phone = '9123456789') {
  await user.type(screen.getByLabelText('Phone number'), phone);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog', { name: 'OTP Verification' });
  await user.click(within(dialog).getByLabelText('OTP digit 1 of 5'));
  await user.keyboard('12345');
  await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'OTP Verification' })).toBeNull());
}

afterEach(() => {
  clearDraft();
});

describe('Sign-up step 1', () => {
  it('keeps every field but the phone disabled until the phone is verified', async () => {
    const fetchMock = stubSignUpApi();
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/registeration/register' });

    for (const field of otherFields()) expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();

    await verifyPhone(user);

    for (const field of otherFields()) expect(field).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Phone verified' })).toBeInTheDocument();
    const validate = fetchMock.mock.calls.find(([u]) => String(u).includes('validate-otp'));
    expect(JSON.parse(String(validate?.[1]?.body))).toEqual({
      phone: '9123456789',
      otp: '12345',
      token: 'send-token',
    });
    expect(validate?.[1]?.headers).toMatchObject({ token: 'send-token' });
  });

  it('on Sign Up pressed too early, says what is wrong with the phone first, then asks to verify it', async () => {
    stubSignUpApi();
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/registeration/register' });
    const phone = screen.getByLabelText('Phone number');
    const signUp = screen.getByRole('button', { name: 'Sign Up' });

    await user.click(signUp);
    expect(await screen.findByText(signUpMessages.phoneRequired)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(signUpMessages.phoneRequired);
    expect(screen.queryByText(signUpMessages.verifyPhoneToSignUp)).not.toBeInTheDocument();

    await user.type(phone, '512345');
    await user.click(signUp);
    expect(await screen.findByText(signUpMessages.phoneInvalid)).toBeInTheDocument();
    expect(screen.queryByText(signUpMessages.verifyPhoneToSignUp)).not.toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '9123456789');
    await user.click(signUp);
    expect(await screen.findByText(signUpMessages.verifyPhoneToSignUp)).toBeInTheDocument();
    expect(screen.queryByText(signUpMessages.phoneInvalid)).not.toBeInTheDocument();
  });

  it('asks for the OTP when the boxes are not filled', async () => {
    stubSignUpApi();
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/registeration/register' });
    await user.type(screen.getByLabelText('Phone number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'OTP Verification' });
    expect(within(dialog).getAllByLabelText(/OTP digit \d of 5/)).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(signUpMessages.otpMissing)).toBeInTheDocument();
  });

  it('clears verification and the other fields when a verified phone is changed', async () => {
    stubSignUpApi();
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/registeration/register' });
    await verifyPhone(user);
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Phone number'), '{Backspace}8');
    expect(screen.getByLabelText('First name')).toHaveValue('');
    for (const field of otherFields()) expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('offers to sign in when the phone is already registered', async () => {
    stubFetch((url) =>
      url.includes('send-otp')
        ? {
            status: 409,
            body: { status: 0, statusCode: 409, message: otpMessages.patientAlreadyExists, data: null },
          }
        : { body: ok(testPublicConfig) },
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/registeration/register' });
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: signUpMessages.alreadyRegistered });
    expect(within(dialog).getByText(signUpMessages.alreadyRegisteredQuestion)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('opens the link-with-Patient-ID modal when the patient already exists', async () => {
    stubSignUpApi(otpMessages.validatedLinkPatient);
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/registeration/register' });
    await verifyPhone(user);
    const dialog = await screen.findByRole('dialog', { name: 'Link with Patient ID' });
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText(signUpMessages.patientIdRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create new' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link with Patient ID' })).toBeNull());
    expect(screen.getByLabelText('First name')).toBeEnabled();
  });
});

describe('Linking a lab Patient ID', () => {
  it('prefills and locks the fields from the linked record', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.includes('send-otp')) return { body: ok({ token: 'send-token' }) };
      if (url.includes('validate-otp'))
        return {
          body: ok({ token: 'verified-token', patient_exists: true }, otpMessages.validatedLinkPatient),
        };
      if (url.includes('verify-dtrf-patient'))
        return {
          body: ok(
            {
              patient_id: 'P-100001',
              name: { firstName: 'Priya', lastName: 'Nair' },
              email: 'priya@example.com',
              gender: 'female',
              dob: '1991-08-22',
            },
            otpMessages.patientLinked,
          ),
        };
      return { body: ok(testPublicConfig) };
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/registeration/register' });
    await verifyPhone(user, '9123456780');
    const dialog = await screen.findByRole('dialog', { name: 'Link with Patient ID' });
    await user.type(within(dialog).getByLabelText('Patient ID'), 'P-100001');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link with Patient ID' })).toBeNull());

    expect(screen.getByLabelText('First name')).toHaveValue('Priya');
    expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveValue('priya@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('readonly');
    const link = fetchMock.mock.calls.find(([u]) => String(u).includes('verify-dtrf-patient'));
    expect(JSON.parse(String(link?.[1]?.body))).toEqual({ phone: '9123456780', patient_id: 'P-100001' });
    expect(link?.[1]?.headers).toMatchObject({ Authorization: 'Bearer verified-token' });
  });
});

describe('Sign-up steps 2 and 3', () => {
  it('sends a reloaded later step back to step 1', async () => {
    stubSignUpApi();
    renderWithProviders(<RegisterPage />, { path: '/registeration/interest' });
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  });
});
