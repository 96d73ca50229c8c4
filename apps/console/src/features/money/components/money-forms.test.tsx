import { couponAdminMessages as cm, paymentAdminMessages as pm } from '@care/contracts/money/messages';
import type { StaffCoupon, StaffRefund } from '@care/contracts/money/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CouponForm } from './coupon-form';
import { CouponsList } from './coupons-list';
import { ManualRefundForm } from './manual-refund-form';
import { RefundsList } from './refunds-list';

// The money screens' forms: a coupon created with rupees on screen and paise in the API, the
// server's refusal said inline; a manual refund that needs a reason and a confirmation; a failed
// refund retried from its row, the outcome said inline.

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const coupon: StaffCoupon = {
  id: '5a0c1f4e-7a1b-4d8e-9c1a-2b3c4d5e6f70',
  code: 'DIWALI250',
  discount_type: 'flat',
  discount_value: 25_000,
  max_redemptions: 100,
  redemptions: 0,
  once_per_patient: true,
  consultation_type: 'mhc',
  active: true,
  expires_at: null,
  expired: false,
  description: '',
  created_at: '2026-11-24T09:00:00.000Z',
  uses: [],
};

const refund: StaffRefund = {
  id: '6b1d2e3f-8a9b-4c0d-9e1f-203040506070',
  order_id: '7c2e3f40-9b0c-4d1e-8f20-304050607080',
  booking_id: '8d3f4051-ac1d-4e2f-9031-405060708090',
  booking_no: 'A-100123',
  amount: 149_900,
  reason: 'manual',
  state: 'failed',
  attempts: 1,
  last_error: 'provider unavailable (503)',
  next_attempt_at: '2026-11-27T09:01:00.000Z',
  provider_payment_id: 'pay_sandbox_1',
  provider_refund_id: null,
  refunded_at: null,
  requested_by: 'Olga Operations',
  note: 'Duplicate charge',
  created_at: '2026-11-27T09:00:00.000Z',
};

type Handler = (url: string, init: RequestInit) => Response;
function fakeApi(handler: Handler) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sent = (fetch: ReturnType<typeof fakeApi>, method: string) =>
  fetch.mock.calls
    .map((c) => c as unknown as [string, RequestInit])
    .filter(([, init]) => init.method === method)
    .map(([url, init]) => ({ url, body: JSON.parse(String(init.body)) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CouponForm', () => {
  it('sends a flat discount in paise (₹250 → 25000) with its limits, and says what was created', async () => {
    const fetch = fakeApi(() => answer(201, cm.created, coupon));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CouponForm />);
    await user.type(screen.getByRole('textbox', { name: /Code/ }), 'diwali250');
    await user.click(screen.getByRole('radio', { name: 'Flat amount (₹)' }));
    await user.type(screen.getByRole('textbox', { name: /Amount off/ }), '250');
    await user.type(screen.getByRole('textbox', { name: /Maximum uses/ }), '100');
    await user.click(screen.getByRole('checkbox', { name: 'Each patient may use it once' }));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${cm.created} DIWALI250: ₹250 off.`);
    expect(sent(fetch, 'POST')).toEqual([
      {
        url: '/api/staff/coupons',
        body: {
          code: 'diwali250',
          discount_type: 'flat',
          discount_value: 25_000,
          max_redemptions: 100,
          once_per_patient: true,
          consultation_type: 'any',
          expires_at: null,
          description: '',
        },
      },
    ]);
  }, 20_000);

  it('names the problem before sending (a percentage over 100), and shows the server’s refusal inline', async () => {
    const fetch = fakeApi(() => answer(409, cm.codeTaken));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CouponForm />);
    await user.type(screen.getByRole('textbox', { name: /Code/ }), 'TAKEN');
    await user.type(screen.getByRole('textbox', { name: /Percentage off/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(cm.percentInvalid)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    const pct = screen.getByRole('textbox', { name: /Percentage off/ });
    await user.clear(pct);
    await user.type(pct, '15');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(cm.codeTaken);
    expect(sent(fetch, 'POST')[0]!.body).toMatchObject({
      code: 'TAKEN',
      discount_type: 'percent',
      discount_value: 15,
    });
  }, 20_000);
});

describe('ManualRefundForm', () => {
  it('needs a reason, then asks before refunding; the outcome is said under the form', async () => {
    const fetch = fakeApi(() =>
      answer(201, pm.manualRefunded, { ...refund, state: 'refunded', last_error: null }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ManualRefundForm />);
    await user.type(screen.getByRole('textbox', { name: /Appointment number/ }), 'a-100123');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(await screen.findByText(pm.reasonRequired)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Duplicate charge');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund A-100123?' });
    expect(dialog).toHaveTextContent('Reason: Duplicate charge');
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Refund the payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `A-100123: ₹1,499. ${pm.manualRefunded} State: Refunded.`,
    );
    expect(sent(fetch, 'POST')).toEqual([
      {
        url: '/api/staff/payments/manual-refund',
        body: { appointment_no: 'a-100123', reason: 'Duplicate charge' },
      },
    ]);
  }, 20_000);

  it('says why nothing was refunded (already refunded)', async () => {
    fakeApi(() => answer(409, pm.alreadyRefunded));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ManualRefundForm />);
    await user.type(screen.getByRole('textbox', { name: /Appointment number/ }), 'A-100123');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    await user.click(await screen.findByRole('button', { name: 'Refund the payment' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(pm.alreadyRefunded))).toBe(
        true,
      ),
    );
  }, 20_000);
});

describe('RefundsList', () => {
  it('shows a failed refund with its error and retries it from its row', async () => {
    let lists = 0;
    const fetch = fakeApi((_url, init) => {
      if (init.method === 'POST')
        return answer(200, pm.retryQueued, { ...refund, state: 'refunded', attempts: 2, last_error: null });
      lists += 1;
      return answer(
        200,
        pm.refunds,
        lists === 1 ? [refund] : [{ ...refund, state: 'refunded', last_error: null }],
      );
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RefundsList canRetry />);
    const table = await screen.findByRole('table', { name: /Refunds, newest first/ });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('A-100123');
    expect(row).toHaveTextContent('₹1,499');
    expect(row).toHaveTextContent('Failed, will retry');
    expect(row).toHaveTextContent('Last error: provider unavailable (503)');
    expect(row).toHaveTextContent('By Olga Operations: Duplicate charge');
    await user.click(within(row).getByRole('button', { name: 'Retry the refund of A-100123' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`A-100123 ${pm.retryQueued} Now: Refunded.`);
    expect(sent(fetch, 'POST').map((c) => c.url)).toEqual([`/api/staff/payments/refunds/${refund.id}/retry`]);
    await waitFor(() => expect(within(table).queryByRole('button', { name: /Retry/ })).toBeNull());
  }, 20_000);

  it('offers no Retry to someone who may only read', async () => {
    fakeApi(() => answer(200, pm.refunds, [refund]));
    renderWithProviders(<RefundsList canRetry={false} />);
    const table = await screen.findByRole('table', { name: /Refunds, newest first/ });
    expect(within(table).queryByRole('button', { name: /Retry/ })).toBeNull();
  }, 20_000);
});

describe('CouponsList', () => {
  it('lists a coupon with its uses, changes its limit (only what changed is sent) and pauses it', async () => {
    const used: StaffCoupon = {
      ...coupon,
      redemptions: 1,
      uses: [{ booking_id: 'b1', appointment_no: 'A-100777', used_at: '2026-11-24T09:00:00.000Z' }],
    };
    const fetch = fakeApi((_url, init) => {
      if (init.method === 'PUT') return answer(200, cm.updated, { ...used, max_redemptions: 5 });
      if (init.method === 'POST') return answer(200, cm.paused, { ...used, active: false });
      return answer(200, cm.list, [used]);
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CouponsList />);
    const table = await screen.findByRole('table', { name: /Coupons, newest first/ });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('DIWALI250');
    expect(row).toHaveTextContent('₹250 off');
    expect(row).toHaveTextContent('1 of 100 used');
    expect(row).toHaveTextContent('A-100777 · 24 Nov 2026, 02:30 PM IST');

    await user.click(within(row).getByRole('button', { name: 'Change DIWALI250' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change DIWALI250' });
    const max = within(dialog).getByRole('textbox', { name: /Maximum uses/ });
    await user.clear(max);
    await user.type(max, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`DIWALI250: ${cm.updated}`);
    expect(sent(fetch, 'PUT')).toEqual([
      { url: `/api/staff/coupons/${coupon.id}`, body: { max_redemptions: 5 } },
    ]);

    await user.click(within(row).getByRole('button', { name: 'Pause DIWALI250' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`DIWALI250: ${cm.paused}`));
    expect(sent(fetch, 'POST').map((c) => c.url)).toEqual([`/api/staff/coupons/${coupon.id}/pause`]);
  }, 20_000);
});
