import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { loadModals } from './modals-host';

describe('ModalsHost', () => {
  it('mounts the modals provider on first use; modals opened after loadModals() show', async () => {
    renderWithProviders(<p>page</p>);
    await loadModals();
    modals.openConfirmModal({ title: 'Sign out', children: <Text>Sure?</Text> });
    expect(await screen.findByText('Sure?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
