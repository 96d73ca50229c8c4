import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, testConfig } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { reloadPage } from './reload-page';
import { SiteHeader } from './site-header';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  stubFetch(() => ({ body: ok(testConfig) }));
});

describe('SiteHeader', () => {
  it('shows the brand, the spec navigation and the visitor actions', async () => {
    renderWithProviders(<SiteHeader />);
    expect(await screen.findByText('Test Care')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['AtEase', '/#ease'],
      ['Your Health', '/#health'],
      ['Your Profile', '/profile'],
      ['Consult an Expert', '/consultation'],
      ['Appointments', '/Appointments'],
      ['Help', '/quick-support'],
    ]);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/registeration/register');
  });

  it('asks before signing out, and on OK clears the session and reloads', async () => {
    signInAs('Asha', 'Rao');
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);

    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu for Asha Rao' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('Are you sure you want to sign out?')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-token');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the patient cancels', async () => {
    signInAs();
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('token')).toBe('test-token');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
