import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays } from '@care/contracts/common/dates';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { validateDetails } from '../lib/details-values';
import { CollectionDetailsForm } from './collection-details-form';

// The lab booking's collection details form (issue 22): what is missing is named with the API's
// own messages, a test that needs the lab cannot be collected at home, today's started windows
// are not offered, a new address is checked (PIN code) before it is saved, and a complete form
// sends the details (a lab visit without an address).

const today = '2026-12-01';
// 10:00 in India: the 07:00-09:00 window of today has started.
const now = kolkataInstant(today, '10:00');
const test = {
  display_test_name: 'Thyroid Profile',
  mrp: 600,
  preparation: 'No fasting is needed.',
  home_collection: true,
};

function stub(addresses: unknown[] = []) {
  return stubFetch((url) => {
    if (url.includes('/api/patient/addresses')) return { body: ok(addresses) };
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found', data: null } };
  });
}

function render(over: Partial<typeof test> = {}) {
  signInAs('Asha', 'Rao');
  const onSubmit = vi.fn();
  renderWithProviders(
    <CollectionDetailsForm
      test={{ ...test, ...over }}
      submitLabel="Book"
      pending={false}
      error={null}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
      now={now}
    />,
  );
  return onSubmit;
}

describe('CollectionDetailsForm', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('names each missing choice and sends nothing', async () => {
    stub();
    const onSubmit = render();
    expect(screen.getByText('No fasting is needed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(m.collectionModeInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.collectionDateOutOfRange)).toBeInTheDocument();
    expect(screen.getByText(m.collectionWindowInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.paymentModeInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only windows not yet started today, and sends a complete lab visit', async () => {
    stub();
    const onSubmit = render();
    fireEvent.click(screen.getByLabelText('Visit the lab'));
    fireEvent.change(screen.getByLabelText(/^Collection date/), { target: { value: today } });
    const windows = screen.getByLabelText(/^Time window/) as HTMLSelectElement;
    const offered = Array.from(windows.options).map((o) => o.value);
    expect(offered).not.toContain('07:00-09:00');
    expect(offered).toContain('11:00-13:00');
    fireEvent.change(windows, { target: { value: '11:00-13:00' } });
    fireEvent.click(screen.getByLabelText('Pay at collection'));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        collection_mode: 'lab_visit',
        collection_date: today,
        collection_window: '11:00-13:00',
        payment_mode: 'at_collection',
      }),
    );
  });

  it('does not offer home collection for a test that needs the lab', () => {
    stub();
    render({ home_collection: false });
    expect(screen.getByLabelText('Home collection')).toBeDisabled();
    expect(screen.getByText(m.homeNotOffered)).toBeInTheDocument();
  });

  it('home collection without a saved address asks for one, and checks its PIN code before saving', async () => {
    const fetchMock = stub([]);
    const onSubmit = render();
    fireEvent.click(screen.getByLabelText('Home collection'));
    const pin = await screen.findByLabelText(/^PIN code/);
    fireEvent.change(screen.getByLabelText(/^House or flat/), {
      target: { value: 'Flat 3B, Lotus Apartments' },
    });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Pune' } });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'Maharashtra' } });
    fireEvent.change(pin, { target: { value: '012345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(m.pinInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(m.addressRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists saved addresses to choose from', async () => {
    stub([
      {
        _id: 'a1',
        label: 'Home',
        line1: 'Flat 3B',
        line2: '',
        landmark: '',
        city: 'Pune',
        state: 'Maharashtra',
        pin_code: '411001',
        createdAt: '2026-11-01T00:00:00.000Z',
      },
    ]);
    const onSubmit = render();
    fireEvent.click(screen.getByLabelText('Home collection'));
    fireEvent.click(await screen.findByLabelText('Home'));
    fireEvent.change(screen.getByLabelText(/^Collection date/), { target: { value: addDays(today, 3) } });
    fireEvent.change(screen.getByLabelText(/^Time window/), { target: { value: '07:00-09:00' } });
    fireEvent.click(screen.getByLabelText(/^Pay online now/));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        collection_mode: 'home',
        address_id: 'a1',
        collection_date: addDays(today, 3),
        collection_window: '07:00-09:00',
        payment_mode: 'online',
      }),
    );
  });
});

describe('validateDetails', () => {
  const full = {
    collection_mode: 'home' as const,
    address_id: 'a1',
    collection_date: addDays(today, 1),
    collection_window: '09:00-11:00' as const,
    payment_mode: 'online' as const,
  };
  it('passes complete details and names what is wrong', () => {
    const opts = { homeCollection: true, now };
    expect(validateDetails(full, opts)).toEqual({});
    expect(validateDetails({ ...full, address_id: '' }, opts)).toEqual({ address_id: m.addressRequired });
    expect(validateDetails({ ...full, collection_date: addDays(today, 15) }, opts)).toEqual({
      collection_date: m.collectionDateOutOfRange,
    });
    expect(
      validateDetails({ ...full, collection_date: today, collection_window: '07:00-09:00' }, opts),
    ).toEqual({
      collection_window: m.collectionWindowStarted,
    });
    expect(validateDetails(full, { homeCollection: false, now })).toEqual({
      collection_mode: m.homeNotOffered,
    });
  });
});
