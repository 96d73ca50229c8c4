import type { Appointment } from '@care/contracts/appointments/answers';
import { RESCHEDULE_POLICY } from '@care/contracts/booking/policy';
import { rescheduleMessages as r } from '@care/contracts/booking/reschedule';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { RescheduleSection } from './reschedule-section';

const ID = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1002';

function appointment(over: Partial<Appointment> = {}): Appointment {
  return {
    _id: ID,
    appointment_no: 'A-100123',
    date: '2026-12-20',
    to_date: '2026-12-20',
    time_slot_start: '16:45',
    time_slot_end: '17:30',
    room_id: null,
    is_can_join_room: false,
    is_appointment_time_passed: false,
    is_can_cancel_appointment: true,
    status: 'confirmed',
    patient_id: { _id: 'P-1', name: { firstName: 'Asha', lastName: 'Rao' } },
    // Only the expert's id and first name are read here.
    doctor_id: { _id: 'd1', fname: 'Ananya' } as Appointment['doctor_id'],
    report: [],
    booked_for: 'Asha Rao',
    refund_status: 'none',
    refunds: [],
    reviewed: false,
    rescheduled_from: null,
    can_reschedule: true,
    ...over,
  };
}

const slots = ok({
  result: {
    schedule_timing_slot: [
      {
        day: 'Friday',
        date: '2026-12-18',
        time_slots: [
          { start_time: '11:00', end_time: '11:45', booked: false, past: false },
          { start_time: '11:45', end_time: '12:30', booked: true, past: false },
        ],
      },
    ],
  },
});

describe('Reschedule on an appointment', () => {
  it('offers Reschedule with the rule while it may be moved', () => {
    signInAs();
    renderWithProviders(<RescheduleSection appointment={appointment()} />);
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(screen.getByText(RESCHEDULE_POLICY)).toBeInTheDocument();
  });

  it('says why when it can no longer be moved', () => {
    signInAs();
    const { unmount } = renderWithProviders(
      <RescheduleSection
        appointment={appointment({ can_reschedule: false, rescheduled_from: '2026-12-17T11:15:00.000Z' })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.getByText(r.already)).toBeInTheDocument();
    unmount();
    renderWithProviders(<RescheduleSection appointment={appointment({ can_reschedule: false })} />);
    expect(screen.getByText(r.tooLate)).toBeInTheDocument();
  });

  it('picks a slot, confirms, and says what happened', async () => {
    signInAs();
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url.includes('reschedule-book-appointment')) {
        sent.push(JSON.parse(String(init?.body)));
        return {
          body: ok(
            {
              result: {
                _id: ID,
                appointment_no: 'A-100123',
                date: '2026-11-27',
                time_slot_start: '11:00',
                time_slot_end: '11:45',
                rescheduled_from: '2026-12-20T11:15:00.000Z',
              },
            },
            r.done,
          ),
        };
      }
      return { body: slots };
    });
    renderWithProviders(<RescheduleSection appointment={appointment()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /11:00 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/Move your consultation from/)).toHaveTextContent(
      /^Move your consultation from Sun 20 Dec at 4:45 PM IST to .+ at 11:00 AM IST\? You can do this once\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Move consultation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Your consultation A-100123 is now on Fri 27 Nov at 11:00 AM IST. We've sent you a text and an e-mail with the new time.",
    );
    expect(sent).toEqual([
      expect.objectContaining({ book_appointment_id: ID, time_slot_start: '11:00', time_slot_end: '11:45' }),
    ]);
  });

  it('a slot taken meanwhile goes back to the slots with the server’s words', async () => {
    signInAs();
    stubFetch((url) =>
      url.includes('reschedule-book-appointment')
        ? { status: 409, body: { status: 0, statusCode: 409, message: r.slotTaken, data: {} } }
        : { body: slots },
    );
    renderWithProviders(<RescheduleSection appointment={appointment()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    await user.click(await screen.findByRole('radio', { name: /11:00 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Move consultation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(r.slotTaken);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
