import type { Appointment } from '@care/contracts/appointments/answers';
import { REFUND_TIMELINE } from '@care/contracts/booking/policy';
import type { Doctor } from '@care/contracts/experts/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { AppointmentDetailsPage } from './appointment-details-page';

const ID = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1002';

const doctor: Doctor = {
  _id: 'd1',
  salutation: { value: 'Ms.' },
  fname: 'Ananya',
  lname: 'Iyer',
  gender: 'female',
  pronoun: 'She / Her',
  profile_picture: null,
  speciality: [{ value: 'Clinical Psychologist' }],
  language: [{ value: 'English' }],
  qualification: 'M.Phil. Clinical Psychology',
  description: 'Long text',
  short_description: 'Short',
  exprience: '2014-06-01',
  tier_1_fee: 1500,
  tier_2_fee: 1200,
  self_fee: 1500,
  couple_fee: 2200,
  family_fee: 2800,
  medicine_fee: 0,
  clinic_address_line1: null,
  clinic_address_line2: null,
  clinic_city: 'Bengaluru',
  clinic_state: 'Karnataka',
  clinic_country: 'India',
  clinic_postal_code: null,
  country: 'India',
  mobile_number: null,
  type: 'mhc',
  customer_support: null,
  hospital: { _id: null },
  years_of_experience: 12,
  registration_no: 'RCI A45821',
  concerns: [],
  expert_approaches: [],
};

function appointment(over: Partial<Appointment> = {}): Appointment {
  return {
    _id: ID,
    appointment_no: 'A-100042',
    date: '2026-12-20',
    to_date: '2026-12-20',
    time_slot_start: '10:00',
    time_slot_end: '10:45',
    room_id: null,
    is_can_join_room: false,
    is_appointment_time_passed: false,
    is_can_cancel_appointment: false,
    status: 'cancelled',
    patient_id: { _id: 'P-1', name: { firstName: 'Asha', lastName: 'Rao' } },
    doctor_id: doctor,
    report: [],
    booked_for: 'Asha Rao',
    refund_status: 'processing',
    refunds: [],
    reviewed: false,
    rescheduled_from: null,
    can_reschedule: false,
    ...over,
  };
}

function open(a: Appointment) {
  signInAs();
  stubFetch(() => ({ body: ok({ result: a }, 'Appointment details.') }));
  renderRoute('/appointment-details', <AppointmentDetailsPage />, {
    pathname: '/appointment-details',
    search: `?id=${ID}`,
  });
}

describe('the refunds on the appointment details', () => {
  it('lists each refund with its amount in rupees and where it stands, dated in India', async () => {
    open(
      appointment({
        refunds: [
          // 20:00 UTC on the 11th is 01:30 on the 12th in India.
          {
            amount: 1500,
            status: 'refunded',
            created_at: '2026-12-10T09:00:00.000Z',
            refunded_at: '2026-12-11T20:00:00.000Z',
          },
          { amount: 1250.5, status: 'processing', created_at: '2026-12-11T09:00:00.000Z', refunded_at: null },
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Refunds' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '₹1,500Refunded on 12 Dec 2026',
      '₹1,250.50Refund on its way since 11 Dec 2026',
    ]);
    // Issue 19: where the money goes and when, while a refund is on its way.
    expect(screen.getByText(REFUND_TIMELINE)).toBeInTheDocument();
  });

  it('shows none when nothing went back', async () => {
    open(appointment({ status: 'confirmed', refund_status: 'none', is_can_cancel_appointment: true }));
    expect(await screen.findByText('A-100042')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Refunds' })).not.toBeInTheDocument();
  });
});

describe('issue 19 on the appointment details', () => {
  const paid = {
    amount_paid: 1300,
    original_amount: 1500,
    discount: 200,
    method: 'upi',
    coupon_code: 'SAVE200',
    paid_at: '2026-12-01T06:00:00.000Z',
    receipt_no: null,
    receipt_url: `/api/patient/appointment/receipt?id=${ID}`,
  };

  it('shows the money: fee, coupon, amount paid, method, date and the receipt to download', async () => {
    open(appointment({ status: 'confirmed', refund_status: 'none', payment: paid }));
    const section = await screen.findByRole('region', { name: 'Payment' });
    const text = section.textContent ?? '';
    for (const part of ['₹1,500', 'Coupon SAVE200', '−₹200', 'Amount paid', '₹1,300', 'UPI', '1 Dec 2026'])
      expect(text).toContain(part);
    expect(within(section).getByRole('button', { name: 'Download receipt (PDF)' })).toBeEnabled();
  });

  it('says a gift was used, not its code', async () => {
    open(
      appointment({ status: 'confirmed', refund_status: 'none', payment: { ...paid, coupon_code: 'Gift' } }),
    );
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(within(section).getByText('Gift')).toBeInTheDocument();
  });

  it('a live session says so and joins from the details; the room-opens line is gone', async () => {
    open(appointment({ status: 'confirmed', refund_status: 'none', is_can_join_room: true }));
    expect(await screen.findByText('Your session is live:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      `/appointment/meeting/${ID}`,
    );
    expect(screen.queryByText(/The video room opens here/)).not.toBeInTheDocument();
  });

  it('offers the intake form by its link, then says it was sent', async () => {
    open(
      appointment({
        status: 'confirmed',
        refund_status: 'none',
        intake_link: 'http://localhost:3000/patient-intake-form/abc',
        intake_sent: false,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Fill intake form' })).toHaveAttribute(
      'href',
      '/patient-intake-form/abc',
    );
  });

  it('shows the patient’s own review and that it awaits approval', async () => {
    open(
      appointment({
        status: 'completed',
        refund_status: 'none',
        is_appointment_time_passed: true,
        reviewed: true,
        review: {
          rating: 4,
          comment: 'Kind and clear.',
          status: 'pending',
          created_at: '2026-12-21T06:00:00Z',
        },
      }),
    );
    expect(await screen.findByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('4 out of 5 stars')).toBeInTheDocument();
    expect(screen.getByText('Kind and clear.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
  });
});
