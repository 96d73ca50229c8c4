import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-app';
import { SupportTribeEntry } from './support-tribe-entry';

describe('SupportTribeEntry', () => {
  it('sends a visitor to sign in', async () => {
    const user = userEvent.setup();
    renderRoute('/', <SupportTribeEntry />, '/');
    await user.click(screen.getByRole('button', { name: /Find your tribe/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fsupport-tribe');
  });

  it('takes a patient with a tribe to the tribe home', async () => {
    signInAs();
    localStorage.setItem('tribe', JSON.stringify(['Grief Support']));
    const user = userEvent.setup();
    renderRoute('/', <SupportTribeEntry />, '/');
    expect(screen.getByText(/Grief/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Go to your tribes/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/support-tribe');
  });

  it('opens Choose Your Tribe for a patient without one', async () => {
    signInAs();
    const user = userEvent.setup();
    renderRoute('/', <SupportTribeEntry />, '/');
    await user.click(screen.getByRole('button', { name: /Find your tribe/ }));
    expect(await screen.findByRole('dialog', { name: 'Choose Your Tribe' })).toBeInTheDocument();
  });
});
