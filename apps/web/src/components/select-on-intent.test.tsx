import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { SelectOnIntent } from './select-on-intent';

const OPTIONS = [
  { value: 'a', label: 'Apples' },
  { value: 'b', label: 'Bananas' },
];

function Fruit({ loads }: { loads: string[] }) {
  const [value, setValue] = useState<string | null>('a');
  return (
    <>
      <button type="button">Before</button>
      <SelectOnIntent
        label="Fruit"
        data={OPTIONS}
        value={value}
        onChange={setValue}
        load={() => {
          loads.push('select');
          return import('./select-on-intent-loaded');
        }}
      />
      <output>{value}</output>
    </>
  );
}

describe('SelectOnIntent', () => {
  it('shows the choice without loading the Select; a press swaps it in, open, and it chooses', async () => {
    const loads: string[] = [];
    const user = userEvent.setup();
    renderWithProviders(<Fruit loads={loads} />);
    const standIn = screen.getByRole('combobox', { name: 'Fruit' });
    expect(standIn).toHaveValue('Apples');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(loads).toEqual([]);

    await user.click(standIn);
    await user.click(await screen.findByRole('option', { name: 'Bananas' }));
    expect(screen.getByRole('status')).toHaveTextContent('b');
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveValue('Bananas');
  });

  it('keeps keyboard focus on the control while the Select arrives', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fruit loads={[]} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveFocus();
    // Once loaded, the real Select has focus, closed (a keyboard did not ask to open it).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveClass('mantine-Select-input'),
    );
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveFocus();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
