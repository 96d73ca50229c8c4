import type { CouponResult, FamilyMember } from '@care/contracts/booking/schemas';
import type { Doctor } from '@care/contracts/experts/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, testConfig } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { BookingForm } from './booking-form';

// Issue 19 on the booking form: someone else's fields start empty (the Gender select too), the
// people booked for before fill them, and a coupon worth more than the fee says what it covers,
// what is not kept, and "Confirm booking".

const doctor = {
  _id: 'd1',
  salutation: { value: 'Ms.' },
  fname: 'Ananya',
  lname: 'Iyer',
  type: 'mhc',
  tier_1_fee: 1500,
  tier_2_fee: 1200,
  self_fee: 1500,
  couple_fee: 2200,
  family_fee: 2800,
} as unknown as Doctor;

const booking = {
  type: 'mhc' as const,
  doctorId: 'd1',
  sendDate: '2026-12-10',
  slot: { start_time: '10:00', end_time: '10:45' },
  endTime: '10:45',
  hold: { _id: 'h1', expires_at: '2026-12-10T04:40:00.000Z' },
};

const ravi: FamilyMember = {
  full_name: 'Ravi Kumar',
  gender: 'male',
  dob: '1960-05-02',
  phone: '9812345670',
  email: 'ravi@example.com',
};

function stub(over: { family?: FamilyMember[]; coupon?: CouponResult } = {}) {
  return stubFetch((url) => {
    if (url.includes('/api/config')) return { body: ok(testConfig) };
    if (url.includes('/api/page/tnc'))
      return { body: ok({ data: { _id: 'tnc1', description: '<p>Terms</p>' } }) };
    if (url.includes('/api/patient/family-members')) return { body: ok(over.family ?? []) };
    if (url.includes('/api/coupon/validation') && over.coupon)
      return { body: ok(over.coupon, 'Coupon applied successfully.') };
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found', data: null } };
  });
}

function render() {
  signInAs('Asha', 'Rao');
  localStorage.setItem('gender', 'female');
  localStorage.setItem('email', 'asha@example.com');
  localStorage.setItem('dob', '1992-04-01');
  return renderWithProviders(
    <BookingForm doctor={doctor} booking={booking} expired={false} pay={vi.fn()} onOutcome={vi.fn()} />,
  );
}

/** The labelled input (Mantine labels its listbox too). */
const inputOf = (label: RegExp) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const gender = () => inputOf(/^Gender/);

describe('BookingForm', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("someone else's Gender starts empty with its placeholder; back to me restores mine", async () => {
    stub();
    render();
    await waitFor(() => expect(gender().value).toBe('Woman'));
    fireEvent.click(screen.getByText('For someone else'));
    await waitFor(() => expect(gender().value).toBe(''));
    expect(gender()).toHaveAttribute('placeholder', 'Select gender');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
    fireEvent.click(screen.getByText('For me'));
    await waitFor(() => expect(gender().value).toBe('Woman'));
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Rao');
  });

  it('a person booked for before fills the fields; none booked: no such select', async () => {
    stub({ family: [ravi] });
    render();
    fireEvent.click(screen.getByText('For someone else'));
    await screen.findAllByLabelText(/^Booked for before/);
    const saved = inputOf(/^Booked for before/);
    fireEvent.click(saved);
    fireEvent.click(await screen.findByRole('option', { name: 'Ravi Kumar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ravi Kumar'));
    expect(gender().value).toBe('Man');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('9812345670');
    expect(screen.getByLabelText(/^Email ID/)).toHaveValue('ravi@example.com');
  });

  it('no one booked for before: no "Booked for before" select', async () => {
    const fetchMock = stub({ family: [] });
    render();
    fireEvent.click(screen.getByText('For someone else'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/patient/family-members'))).toBe(
        true,
      ),
    );
    expect(screen.queryAllByLabelText(/^Booked for before/)[0] ?? null).not.toBeInTheDocument();
  });

  it('a coupon worth more than the fee: what it covers, what is not kept, and Confirm booking', async () => {
    stub({
      coupon: {
        original_amount: 1500,
        discount: 1500,
        total_amount: 0,
        _id: 'tnc1',
        coupon_value: 2000,
        coupon_kind: 'coupon',
      },
    });
    render();
    fireEvent.click(screen.getByRole('radio', { name: /Self\s*₹/ }));
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'GIFT2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Your coupon of ₹2,000 covers this ₹1,500 consultation in full. The remaining ₹500 is not kept.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('a gift worth more than the fee is called a gift', async () => {
    stub({
      coupon: {
        original_amount: 1500,
        discount: 1500,
        total_amount: 0,
        _id: 'tnc1',
        coupon_value: 2000,
        coupon_kind: 'gift',
      },
    });
    render();
    fireEvent.click(screen.getByRole('radio', { name: /Self\s*₹/ }));
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'GIFT2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Your gift of ₹2,000 covers this ₹1,500 consultation in full. The remaining ₹500 is not kept.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows the session length and the cancellation and reschedule rules by Pay', async () => {
    stub();
    render();
    const terms = await screen.findByLabelText('Before you book');
    expect(terms).toHaveTextContent('Video consultation of 45 min.');
    expect(terms).toHaveTextContent('Free cancellation up to the day before your consultation');
    expect(terms).toHaveTextContent('once, up to 24 hours before it starts');
  });
});
