import { forgotPasswordMessages as fp } from '@care/contracts/auth/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { testPublicConfig } from '../testing/public-config';
import { ResetLinkPage } from './reset-link-page';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJyZXNldC1saW5rIn0.c2lnbmF0dXJl';

function stubApi(answer: { status: number; message: string }) {
  return stubFetch((url) => {
    if (url.includes('reset-by-link'))
      return {
        status: answer.status,
        body: {
          status: answer.status === 200 ? 1 : 0,
          statusCode: answer.status,
          message: answer.message,
          data: {},
        },
      };
    return { body: ok(testPublicConfig) };
  });
}

/** The page's own alert (toasts are alerts too), found by its way back to sign in. */
const pageAlert = async () => {
  const back = await screen.findByRole('link', { name: 'Back to Sign In' });
  const alert = back.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error('the way back is not in an alert');
  return alert;
};

const render = (entry: string) => renderRoute('/reset-password', <ResetLinkPage />, entry);

describe('ResetLinkPage', () => {
  it('takes the token from the fragment, drops it from the address, sets the password and goes to sign-in', async () => {
    const fetchMock = stubApi({ status: 200, message: fp.resetDone });
    const user = userEvent.setup();
    const { router } = render(`/reset-password#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/reset-password');

    await user.type(screen.getByLabelText('New password'), 'New@12345');
    await user.type(screen.getByLabelText('Confirm password'), 'New@12346');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(fp.confirmMismatch)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('reset-by-link'))).toBe(false);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'New@12345');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('reset-by-link'));
    expect(String(call?.[0])).toBe('/api/patient/auth/password/reset-by-link');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: TOKEN, password: 'New@12345' });
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBeNull();
    expect(await screen.findByText(fp.resetDone)).toBeInTheDocument();
  });

  it("shows the server's answer for a used or expired link, with the way back to sign in", async () => {
    stubApi({ status: 400, message: fp.linkInvalid });
    const user = userEvent.setup();
    render(`/reset-password#token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'New@12345');
    await user.type(screen.getByLabelText('Confirm password'), 'New@12345');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const alert = await pageAlert();
    expect(within(alert).getByText(fp.linkInvalid)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('without a token says the link is not valid and shows no form', async () => {
    const fetchMock = stubApi({ status: 200, message: fp.resetDone });
    render('/reset-password');
    const alert = await pageAlert();
    expect(within(alert).getByText(fp.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('reset-by-link'))).toBe(false);
  });
});
