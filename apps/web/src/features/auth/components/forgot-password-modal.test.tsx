import { forgotPasswordMessages } from '@care/contracts/auth/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { testPublicConfig } from '../testing/public-config';
import { ForgotPasswordModal } from './forgot-password-modal';

function stubResetApi() {
  return stubFetch((url) => {
    if (url.includes('send-reset-otp')) return { body: ok(null, forgotPasswordMessages.otpSent) };
    if (url.includes('password/reset')) return { body: ok(null, forgotPasswordMessages.resetDone) };
    return { body: ok(testPublicConfig) };
  });
}

describe('Forgot Password modal', () => {
  it('enables Send OTP only for a valid phone, then shows four boxes and the 00:SS countdown', async () => {
    const fetchMock = stubResetApi();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordModal opened onClose={vi.fn()} />, { path: '/login' });
    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    expect(within(dialog).getByText('+91')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send OTP' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Phone number'), '5123456789');
    expect(send).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Phone number'));
    await user.type(within(dialog).getByLabelText('Phone number'), '98765432101');
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('9876543210');
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await within(dialog).findAllByLabelText(/OTP digit \d of 4/)).toHaveLength(4);
    expect(within(dialog).getByText('00:30')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(await screen.findByText(forgotPasswordMessages.otpSent)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('send-reset-otp'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ username: 9876543210 });
  });

  it('asks for the OTP, then resets the password with numbers for phone and code', async () => {
    const fetchMock = stubResetApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordModal opened onClose={onClose} />, { path: '/login' });
    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    await user.type(within(dialog).getByLabelText('Phone number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm OTP' }));
    expect(await screen.findByText(forgotPasswordMessages.otpMissing)).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('OTP digit 1 of 4'));
    await user.keyboard('0427');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm OTP' }));

    const step2 = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.type(within(step2).getByLabelText('New password'), 'New@12345');
    await user.type(within(step2).getByLabelText('Confirm password'), 'New@12346');
    await user.click(within(step2).getByRole('button', { name: 'Reset Password' }));
    expect(await within(step2).findByText(forgotPasswordMessages.confirmMismatch)).toBeInTheDocument();

    await user.clear(within(step2).getByLabelText('Confirm password'));
    await user.type(within(step2).getByLabelText('Confirm password'), 'New@12345');
    await user.click(within(step2).getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('password/reset'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 9876543210,
      otp: 427,
      password: 'New@12345',
    });
    expect(await screen.findByText(forgotPasswordMessages.resetDone)).toBeInTheDocument();
  });
});
