import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuditChanges, changedFields } from './audit-changes';

describe('changedFields', () => {
  it('lists only the fields whose value differs, with absent values as a dash', () => {
    expect(
      changedFields(
        { tier_1_fee: 120000, name: 'Dr. Arjun Nair', languages: ['English'] },
        { tier_1_fee: 150000, name: 'Dr. Arjun Nair', languages: ['English', 'Hindi'], active: true },
      ),
    ).toEqual([
      { field: 'tier_1_fee', before: '120000', after: '150000' },
      { field: 'languages', before: '["English"]', after: '["English","Hindi"]' },
      { field: 'active', before: '—', after: 'true' },
    ]);
  });

  it('shows every field of a creation against nothing', () => {
    expect(changedFields(null, { code: 'WELCOME10' })).toEqual([
      { field: 'code', before: '—', after: 'WELCOME10' },
    ]);
  });
});

describe('AuditChanges', () => {
  it('renders a before/after table, or says nothing changed', () => {
    const { unmount } = renderWithProviders(
      <AuditChanges before={{ status: 'booked' }} after={{ status: 'sample_collected' }} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Before' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'sample_collected' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<AuditChanges before={{ a: 1 }} after={{ a: 1 }} />);
    expect(screen.getByText('No field changed.')).toBeInTheDocument();
  });
});
