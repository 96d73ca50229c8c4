import type { TestBooking } from '@care/contracts/lab-tests/answers';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { MyTestBookings } from './my-test-bookings';

// My test bookings (issue 22): each booking's state, payment, collection and what happens next;
// one booked with only test_id asks for its details (the form opens); a ready report links to
// Test Reports; a cancelled one says why.

const base: TestBooking = {
  _id: 'b1',
  booking_no: 'T-500001',
  test_id: 't1',
  display_test_name: 'Thyroid Profile (TSH, Free T3, Free T4)',
  mrp: 600,
  status: 'booked',
  createdAt: '2026-11-27T05:00:00.000Z',
  collection_mode: null,
  address_id: null,
  address_text: null,
  collection_date: null,
  collection_window: null,
  payment_mode: null,
  payment_state: 'unpaid',
  paid_at: null,
  preparation: 'No fasting is needed.',
  home_collection: true,
  details_needed: true,
  can_change: true,
  can_pay: false,
  next_step: m.detailsNeeded,
  cancel_reason: null,
  report_id: null,
};

function stub(bookings: TestBooking[]) {
  return stubFetch((url) => {
    if (url.includes('/api/test/my-bookings')) return { body: ok(bookings) };
    if (url.includes('/api/patient/addresses')) return { body: ok([]) };
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found', data: null } };
  });
}

describe('MyTestBookings', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows each booking’s state and next step, and opens the details form where they are missing', {
    timeout: 30_000,
  }, async () => {
    stub([
      base,
      {
        ...base,
        _id: 'b2',
        booking_no: 'T-500002',
        display_test_name: 'NIPT',
        status: 'report_ready',
        payment_state: 'paid',
        details_needed: false,
        can_change: false,
        next_step: m.reportReady,
        report_id: 'r1',
        collection_mode: 'home',
        collection_date: '2026-11-28',
        collection_window: '07:00-09:00',
        address_text: 'Flat 3B, Pune, Maharashtra 411001',
        payment_mode: 'online',
      },
      {
        ...base,
        _id: 'b3',
        booking_no: 'T-500003',
        display_test_name: 'Vitamin D',
        status: 'cancelled',
        details_needed: false,
        can_change: false,
        cancel_reason: 'The lab could not reach you',
        next_step: 'This booking was cancelled: The lab could not reach you.',
      },
    ]);
    signInAs('Asha', 'Rao');
    renderWithProviders(<MyTestBookings />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText(m.detailsNeeded)).toBeInTheDocument();
    expect(within(first).getByText('Booked')).toBeInTheDocument();
    expect(within(second).getByText('Report ready')).toBeInTheDocument();
    expect(within(second).getByText('Paid')).toBeInTheDocument();
    expect(within(second).getByText(/between 07:00 and 09:00/)).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'See Test Reports' })).toHaveAttribute(
      'href',
      '/my-reports?tab=tests',
    );
    expect(within(third).getByText(/cancelled: The lab could not reach you/)).toBeInTheDocument();
    expect(within(third).queryByRole('button')).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: /^Choose collection details for Thyroid/ }));
    // The dialog's chunk loads on the first press (slow under jsdom's transform).
    const dialog = await screen.findByRole('dialog', { name: m.detailsNeeded }, { timeout: 15_000 });
    expect(within(dialog).getByRole('form', { name: 'Collection details' })).toBeInTheDocument();
    expect(within(dialog).getByText('No fasting is needed.')).toBeInTheDocument();
  });
});
