import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { KeyedWindow } from '../lib/window-drafts';
import { WindowsEditor } from './windows-editor';

// A window to midnight is 24:00 to the API; a browser's time input cannot hold it.

const evening: KeyedWindow = {
  key: 'k1',
  start_time: '22:00',
  end_time: '24:00',
  slot_minutes: 30,
  buffer_minutes: 0,
};

function renderEditor(windows: KeyedWindow[], onChange = vi.fn()) {
  renderWithProviders(
    <WindowsEditor
      day="Monday"
      windows={windows}
      onChange={onChange}
      errors={[]}
      showErrors={false}
      emptyText="Not working."
    />,
  );
  return within(screen.getByRole('group', { name: 'Monday, window 1' }));
}

describe('WindowsEditor', () => {
  it('shows a window ending at midnight as 00:00, said to be midnight, with its slots', () => {
    const window = renderEditor([evening]);
    expect(window.getByLabelText('End')).toHaveValue('00:00');
    expect(window.getByText('Midnight, the end of the day')).toBeVisible();
    expect(window.getByText('4 slots: 10:00 PM, 10:30 PM, 11:00 PM, 11:30 PM')).toBeVisible();
  });

  it('takes 00:00 typed as the end back as midnight, and any other time as it is', () => {
    const onChange = vi.fn();
    const window = renderEditor([{ ...evening, end_time: '23:00' }], onChange);
    expect(window.queryByText('Midnight, the end of the day')).toBeNull();
    fireEvent.change(window.getByLabelText('End'), { target: { value: '00:00' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...evening, end_time: '24:00' }]);
    fireEvent.change(window.getByLabelText('End'), { target: { value: '23:30' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...evening, end_time: '23:30' }]);
  });
});
