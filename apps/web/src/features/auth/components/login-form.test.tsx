import { loginMessages } from '@care/contracts/auth/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/session';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { LoginPage } from '../routes/login-page';
import { testPublicConfig } from '../testing/public-config';

const patient = {
  patient_id: 'P-1',
  name: { firstName: 'Asha', lastName: 'Rao' },
  email: 'demo@example.com',
  dob: '1994-05-01',
  phone: '9876543210',
  gender: 'female',
  tribe: [],
  interest: ['At Ease'],
  lmp: null,
  lmp_as_of: null,
  conceive_status: null,
  profile_pic: null,
  profile_pic_url: null,
  week: 0,
};

describe('LoginPage', () => {
  it('shows the heading of the spec', () => {
    stubFetch(() => ({ body: ok(testPublicConfig) }));
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Please enter your details.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/registeration/register');
  });

  it('asks for a username and an 8-character password', async () => {
    const fetchMock = stubFetch(() => ({ body: ok(testPublicConfig) }));
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a email id/phone number')).toBeInTheDocument();
    expect(screen.getByText(loginMessages.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail or phone number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password must contain 8 characters')).toBeInTheDocument();
    expect(screen.getByText(loginMessages.usernameInvalid)).toBeInTheDocument();
    // Nothing but the config was fetched: invalid input never reaches the API.
    expect(fetchMock.mock.calls.every(([url]) => String(url).includes('/api/config'))).toBe(true);
  });

  it('shows the server message inline when sign-in fails', async () => {
    stubFetch((url) =>
      url.includes('sign-in')
        ? {
            status: 401,
            body: { status: 0, statusCode: 401, message: loginMessages.badCredentials, data: null },
          }
        : { body: ok(testPublicConfig) },
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('E-mail or phone number'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.badCredentials);
    expect(getToken()).toBeNull();
  });

  it('offers a password reset beside the lockout message, and it opens the forgot-password flow', async () => {
    stubFetch((url) =>
      url.includes('sign-in')
        ? {
            status: 429,
            body: { status: 0, statusCode: 429, message: loginMessages.tooManyAttempts, data: null },
          }
        : { body: ok(testPublicConfig) },
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('E-mail or phone number'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loginMessages.tooManyAttempts);
    await user.click(within(alert).getByRole('button', { name: 'Reset your password' }));
    expect(
      await screen.findByRole('dialog', { name: 'Forgot Password' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('a wrong password alone offers no reset link', async () => {
    stubFetch((url) =>
      url.includes('sign-in')
        ? {
            status: 401,
            body: { status: 0, statusCode: 401, message: loginMessages.badCredentials, data: null },
          }
        : { body: ok(testPublicConfig) },
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('E-mail or phone number'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Reset your password' })).not.toBeInTheDocument();
  });

  it('stores the session on success', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('sign-in') ? { body: ok({ token: 'tok', patient }) } : { body: ok(testPublicConfig) },
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('E-mail or phone number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(getToken()).toBe('tok'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('sign-in'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ username: '9876543210', password: 'Demo@1234' });
  });

  it('never loads a social SDK when none is configured', () => {
    stubFetch(() => ({ body: ok(testPublicConfig) }));
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(
      document.querySelector('script[src*="gsi/client"], script[src*="connect.facebook.net"]'),
    ).toBeNull();
  });
});
