import { todayIso } from '@care/contracts/common/dates';
import { labStaffMessages as lm } from '@care/contracts/lab-tests/staff-messages';
import type { LabBookingList, LabStaffBooking } from '@care/contracts/lab-tests/staff-schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LabCollectionsPage } from './lab-collections-page';

// The day's collections: today's date asked of the API, the bookings under a heading per window,
// and the open bookings without a date listed apart.

const booking = (over: Partial<LabStaffBooking>): LabStaffBooking => ({
  id: crypto.randomUUID(),
  booking_no: 'T-500001',
  test_id: 't1',
  test_name: 'Thyroid Profile',
  patient_name: 'Priya Nair',
  patient_phone: '9123456780',
  mode: 'home',
  address_text: '12 MG Road, Bengaluru',
  collection_date: todayIso(),
  collection_window: '07:00-09:00',
  payment_mode: 'at_collection',
  payment_state: 'unpaid',
  mrp_paise: 149_900,
  status: 'booked',
  report_id: null,
  cancel_reason: null,
  collected_at: null,
  report_ready_at: null,
  cancelled_at: null,
  created_at: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('LabCollectionsPage', () => {
  it("asks for today's collections and shows them by window, with the undated ones apart", async () => {
    const list: LabBookingList = {
      date: todayIso(),
      bookings: [
        booking({ booking_no: 'T-500001' }),
        booking({ booking_no: 'T-500002', collection_window: '15:00-17:00', status: 'sample_collected' }),
      ],
      undated: [
        booking({ booking_no: 'T-500003', collection_date: null, collection_window: null, mode: null }),
      ],
    };
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 1, statusCode: 200, message: lm.bookings, data: list }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<LabCollectionsPage />);
    expect(await screen.findByRole('heading', { name: /07:00–09:00 IST/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: /15:00–17:00 IST/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Open bookings without a date (1)' })).toBeVisible();
    expect(screen.getAllByText('₹1,499 at collection, unpaid').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Mark collected: T-500001' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Upload report: T-500002' }).length).toBeGreaterThan(0);
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe(`/api/staff/lab/bookings?date=${todayIso()}`);
  }, 20_000);
});
