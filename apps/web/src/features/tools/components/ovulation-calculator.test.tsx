import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { ToolsModal } from './tools-modal';

// Only Date is faked, so the picker opens on March 2025 while timers stay real for user-event.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-20T06:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function Host() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open tools
      </button>
      <ToolsModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

async function startAndPick(user: ReturnType<typeof userEvent.setup>, day: string) {
  await user.click(screen.getByRole('button', { name: 'Start' }));
  await user.click(screen.getByRole('button', { name: 'First day of your last period' }));
  await user.click(await screen.findByRole('button', { name: day }));
}

async function chooseCycle(user: ReturnType<typeof userEvent.setup>, days: number) {
  await user.click(screen.getByLabelText('Cycle length', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: `${days} days` }));
}

// The date picker and a 21-option select are slow to drive in jsdom on a busy machine.
describe('Ovulation calculator', { timeout: 20_000 }, () => {
  it('keeps Calculate disabled until the first day of the period is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    expect(screen.getByLabelText('Cycle length', { selector: 'input' })).toHaveValue('28 days');

    await user.click(screen.getByRole('button', { name: 'First day of your last period' }));
    await user.click(await screen.findByRole('button', { name: '1 March 2025' }));
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  });

  it('does not offer days after today', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'First day of your last period' }));
    expect(await screen.findByRole('button', { name: '21 March 2025' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '20 March 2025' })).toBeEnabled();
  });

  it('shows the fertile window, next period and periods for a 28-day cycle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await startAndPick(user, '1 March 2025');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // Even cycle: window from day 14 - 3 to day 14 + 4 after the start.
    expect(screen.getByTestId('fertile-window')).toHaveTextContent('12 Mar 2025 – 19 Mar 2025');
    expect(screen.getByTestId('next-period')).toHaveTextContent('29 Mar 2025');
    const periods = within(screen.getByRole('list', { name: 'Period dates' })).getAllByRole('listitem');
    expect(periods.map((p) => p.textContent)).toEqual([
      '01 Mar 2025 – 05 Mar 2025',
      '29 Mar 2025 – 02 Apr 2025',
      '26 Apr 2025 – 30 Apr 2025',
      '24 May 2025 – 28 May 2025',
    ]);
  });

  it('uses the odd-cycle offset for a 31-day cycle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await startAndPick(user, '1 March 2025');
    await chooseCycle(user, 31);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // Odd cycle: floor(31/2) = 15; window from day 15 - 2 to day 15 + 4.
    expect(screen.getByTestId('fertile-window')).toHaveTextContent('14 Mar 2025 – 20 Mar 2025');
    expect(screen.getByTestId('next-period')).toHaveTextContent('01 Apr 2025');
    expect(screen.getByText('Period dates (31-day cycle)')).toBeInTheDocument();
  });

  it('returns to the input with Recalculate, keeping what was entered', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await startAndPick(user, '1 March 2025');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));

    expect(screen.getByRole('button', { name: 'First day of your last period' })).toHaveTextContent(
      '01 Mar 2025',
    );
    await chooseCycle(user, 35);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('next-period')).toHaveTextContent('05 Apr 2025');
  });

  it('starts over after the modal is closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await startAndPick(user, '1 March 2025');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('fertile-window')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open tools' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByTestId('fertile-window')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });
});
