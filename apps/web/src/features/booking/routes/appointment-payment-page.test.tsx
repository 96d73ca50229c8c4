import { bookingMessages as b } from '@care/contracts/booking/messages';
import type { AppointmentPayment } from '@care/contracts/booking/schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '@/testing/fixtures';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { AppointmentPaymentPage } from './appointment-payment-page';

// The payment page by its link (issue 18): the link's capability pays; a booking's id alone
// shows the same masked page without Pay; an expired or unknown link says so.

const ID = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e2002';
const KEY = 'Zx8Kp2Lm4Nq6Rs8Tu0Vw2Xy4Za6Bc8De0Fg2Hi4Jk6';

const payable = (can_pay: boolean): AppointmentPayment => ({
  booking_not_found: false,
  expired_status: false,
  already_exist: false,
  can_pay,
  result: {
    _id: ID,
    appointment_no: 'APT-000123',
    date: '2026-12-10',
    time_slot_start: '10:00',
    time_slot_end: '10:45',
    some_one_else: false,
    full_name: 'Meera R.',
    phone: '******5678',
    email: 'm***@example.com',
    patient_id: {
      name: { firstName: 'Meera', lastName: 'R' },
      phone: '******5678',
      email: 'm***@example.com',
      address: null,
      city: null,
      pinCode: null,
    },
    total_amount: 1500,
  },
});

function stubApi(answer: { status?: number; body: unknown }) {
  return stubFetch((url) => {
    if (url.includes('/api/config')) return { body: ok(testConfig) };
    if (url.includes('/api/appointment-payment/')) return answer;
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found', data: null } };
  });
}

const render = (slot: string) =>
  renderRoute(
    '/patient-appointment-payment/:id',
    <AppointmentPaymentPage />,
    `/patient-appointment-payment/${slot}`,
  );

describe('AppointmentPaymentPage', () => {
  afterEach(() => localStorage.clear());

  it("pays by the link's capability, sent in the booking id's slot", async () => {
    const fetchMock = stubApi({ body: ok(payable(true), b.payable) });
    render(KEY);
    expect(await screen.findByRole('button', { name: /^Pay ₹/ })).toBeInTheDocument();
    expect(screen.getByText('APT-000123')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes(`/api/appointment-payment/${KEY}`))).toBe(
      true,
    );
  });

  it("by a booking's id alone: the masked page, no Pay, the link or signing in asked for", async () => {
    stubApi({ body: ok(payable(false), b.payable) });
    render(ID);
    expect(await screen.findByText(b.payLinkNeeded)).toBeInTheDocument();
    expect(screen.getByText('APT-000123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/patient-appointment-payment/${ID}`)}`,
    );
  });

  it('an expired or unknown link says so', async () => {
    stubApi({
      status: 404,
      body: {
        status: 0,
        statusCode: 404,
        message: b.linkInvalid,
        data: { ...payable(false), booking_not_found: true, result: null },
      },
    });
    render(KEY);
    expect(await screen.findByRole('alert')).toHaveTextContent(b.linkInvalid);
  });

  it("sends the signed-in patient's token (a booking id then pays for her own booking)", async () => {
    localStorage.setItem('token', 'session-token');
    const fetchMock = stubApi({ body: ok(payable(true), b.payable) });
    render(ID);
    await screen.findByRole('button', { name: /^Pay ₹/ });
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('/api/appointment-payment/'));
    expect(new Headers(call![1]!.headers).get('Authorization')).toBe('Bearer session-token');
  });
});
