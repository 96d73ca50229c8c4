import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { LazySelect } from './lazy-select';

const SIZES = [
  { value: 's', label: 'Small' },
  { value: 'l', label: 'Large' },
];

function Sized() {
  const [value, setValue] = useState<string | null>('s');
  return (
    <>
      <LazySelect label="Size" data={SIZES} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('LazySelect', () => {
  it("draws the chosen option's label, then a tap brings the real list, open, and a choice sets the value", async () => {
    renderWithProviders(<Sized />);
    const standIn = screen.getByRole('combobox', { name: 'Size' });
    expect(standIn).toHaveValue('Small');
    expect(screen.queryByRole('option', { name: 'Large' })).toBeNull();

    await userEvent.click(standIn);
    await userEvent.click(await screen.findByRole('option', { name: 'Large' }));
    expect(screen.getByRole('status')).toHaveTextContent('l');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('Large');
  });

  it('keeps the keyboard focus on the field when the real Select takes its place', async () => {
    renderWithProviders(<Sized />);
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Size' })).toHaveFocus());
    // The real Select answers the arrow keys with its list.
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Large' })).toBeInTheDocument();
  });
});
