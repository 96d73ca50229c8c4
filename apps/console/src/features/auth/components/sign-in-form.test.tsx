import { staffAuthMessages } from '@care/contracts/staff/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getConsoleToken } from '@/lib/session';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SignInForm } from './sign-in-form';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const staff = {
  id: 's1',
  email: 'meera@example.com',
  full_name: 'Meera Krishnan',
  role: 'expert',
  expert_id: 'e1',
  permissions: ['schedule.read_own'],
};

async function fill(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Work e-mail/ }), ' Meera@Example.com ');
  await user.type(screen.getByLabelText(/^Password/), 'a long passphrase');
  await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it("says at the field what is missing, with the contract's words, and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(staffAuthMessages.emailRequired)).toBeVisible();
    expect(screen.getByText(staffAuthMessages.passwordRequired)).toBeVisible();
    expect(screen.getByText(staffAuthMessages.codeRequired)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail and the code without its space, and keeps the console token', async () => {
    const fetch = vi.fn(async () =>
      answer(200, { status: 1, statusCode: 200, message: 'Signed in.', data: { token: 'T', staff } }),
    );
    vi.stubGlobal('fetch', fetch);
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    await fill('123 456');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/sign-in');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'meera@example.com',
      password: 'a long passphrase',
      code: '123456',
    });
    expect(getConsoleToken()).toBe('T');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message when sign-in fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(401, { status: 0, statusCode: 401, message: staffAuthMessages.signInFailed, data: {} }),
      ),
    );
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await fill('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(staffAuthMessages.signInFailed);
    expect(getConsoleToken()).toBeNull();
  });
});
