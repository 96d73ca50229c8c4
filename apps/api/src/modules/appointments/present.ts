import type { Appointment } from '@care/contracts/appointments/schemas';
import { rescheduleRefusal } from '@care/contracts/booking/reschedule';
import { kolkataParts } from '@care/contracts/common/clock-time';
import { todayIso } from '@care/contracts/common/dates';
import { toRupees } from '@care/contracts/common/money';
import { roomState } from '../booking/index.ts';
import { presentDoctor } from '../experts/index.ts';
import type { AppointmentRow } from './repository.ts';

/** The spec's Appointment of a booking, with its flags computed on the server at `now`. */
export function presentAppointment(
  a: AppointmentRow,
  patient: { id: string; firstName: string; lastName: string },
  mediaBaseUrl: string,
  now: Date,
): Appointment {
  const b = a.booking;
  const start = kolkataParts(b.startsAt);
  const end = kolkataParts(b.endsAt);
  const t = now.getTime();
  const today = todayIso(now);
  return {
    _id: b.id,
    appointment_no: b.appointmentNo,
    date: start.date,
    to_date: end.date,
    time_slot_start: start.time,
    time_slot_end: end.time,
    room_id: null,
    // The room's window is decided once (booking/room-window); cancelling is for a later day.
    is_can_join_room: roomState(b, now) === 'open',
    is_appointment_time_passed: t >= b.endsAt.getTime(),
    is_can_cancel_appointment: b.status === 'confirmed' && start.date > today,
    status: b.status,
    patient_id: { _id: patient.id, name: { firstName: patient.firstName, lastName: patient.lastName } },
    doctor_id: presentDoctor(a.expert, mediaBaseUrl, today),
    report: a.reports.map((r) => ({
      report_of: r.reportOf as 'patient' | 'doctor',
      file_path: r.filePath,
      title: r.title,
    })),
    booked_for: b.fullName?.trim() || `${patient.firstName} ${patient.lastName}`.trim(),
    refund_status: a.refundStatus,
    // 'processing' covers pending and claimed alike: to the patient both are on their way.
    refunds: a.refunds.map((r) => ({
      amount: toRupees(r.amount),
      status: r.status === 'refunded' ? ('refunded' as const) : ('processing' as const),
      created_at: r.createdAt.toISOString(),
      refunded_at: r.refundedAt?.toISOString() ?? null,
    })),
    reviewed: a.reviewed,
    rescheduled_from: b.rescheduledFrom?.toISOString() ?? null,
    can_reschedule: rescheduleRefusal(b, now) === null,
  };
}
