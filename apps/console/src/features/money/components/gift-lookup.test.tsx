import { giftLookupMessages as gm } from '@care/contracts/money/messages';
import type { StaffGift } from '@care/contracts/money/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GiftLookup } from './gift-lookup';

// The gift look-up: a code asked as typed (the API takes any case), its state shown in words;
// an unknown code says so inline; an empty one asks nothing.

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const gift: StaffGift = {
  code: 'GIFT7QK2',
  value: 150_000,
  consultation_type: 'mhc',
  status: 'paid',
  paid_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2027-11-20T09:00:00.000Z',
  redeemed: true,
  redeemed_by: { booking_id: 'b1', appointment_no: 'A-100555', at: '2026-11-24T09:00:00.000Z' },
  purchaser_name: 'Ananya Sharma',
  recipient_name: 'Meena Rao',
  created_at: '2026-11-20T08:59:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('GiftLookup', () => {
  it('shows a gift’s state: paid, redeemed by which booking, value in rupees, who bought it for whom', async () => {
    const fetch = vi.fn(async () => answer(200, gm.found, gift));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GiftLookup />);
    await user.type(screen.getByRole('textbox', { name: 'Gift code' }), 'gift7qk2');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    const card = await screen.findByRole('region', { name: 'Gift GIFT7QK2' });
    expect(card).toHaveTextContent('Paid');
    expect(card).toHaveTextContent('Redeemed');
    expect(card).toHaveTextContent('₹1,500 · Mental Health Counselling');
    expect(card).toHaveTextContent('Ananya Sharma');
    expect(card).toHaveTextContent('Meena Rao');
    expect(card).toHaveTextContent('A-100555 · 24 Nov 2026, 02:30 PM IST');
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe('/api/staff/gifts?code=gift7qk2');
  }, 20_000);

  it('says inline when no gift has the code, and asks nothing for an empty one', async () => {
    const fetch = vi.fn(async () => answer(404, gm.notFound));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GiftLookup />);
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(gm.codeRequired)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Gift code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(gm.notFound);
  }, 20_000);
});
