import type { Appointment, AppointmentPayment } from '@care/contracts/appointments/schemas';
import { rescheduleRefusal } from '@care/contracts/booking/reschedule';
import { kolkataParts } from '@care/contracts/common/clock-time';
import { todayIso } from '@care/contracts/common/dates';
import { toRupees } from '@care/contracts/common/money';
import type { MediaBases } from '../../lib/media-url.ts';
import { roomState } from '../booking/index.ts';
import { presentDoctor } from '../experts/index.ts';
import { receiptNumber } from '../payments/index.ts';
import type { AppointmentRow } from './repository.ts';

/** What a coupon shows as on an appointment and its receipt: its code, or 'Gift' for a gift. */
export const couponLabel = (c: NonNullable<AppointmentRow['coupon']>) => (c.gift ? 'Gift' : c.row.code);

/** Where a patient downloads an appointment's receipt (the API's path; the receipt is issued then). */
export const receiptPath = (bookingId: string) =>
  `/api/patient/appointment/receipt?id=${encodeURIComponent(bookingId)}`;

/**
 * The appointment's money (ours, issue 19), or null when nothing was paid and no coupon used.
 * `method` is the provider's (asked by the caller for one appointment only; null in lists).
 */
export function presentPayment(a: AppointmentRow, method: string | null): AppointmentPayment | null {
  const b = a.booking;
  if (!a.paidOrder && !a.coupon) return null;
  return {
    amount_paid: toRupees(a.paidOrder?.amount ?? 0),
    original_amount: toRupees(b.originalAmount ?? a.paidOrder?.amount ?? 0),
    discount: toRupees(b.discount ?? 0),
    method: a.paidOrder ? method : null,
    coupon_code: a.coupon ? couponLabel(a.coupon) : null,
    paid_at: a.paidOrder?.paidAt?.toISOString() ?? null,
    receipt_no: a.receipt ? receiptNumber(a.receipt.serialNo) : null,
    receipt_url: a.paidOrder ? receiptPath(b.id) : null,
  };
}

/** The spec's Appointment of a booking, with its flags computed on the server at `now`. */
export function presentAppointment(
  a: AppointmentRow,
  patient: { id: string; firstName: string; lastName: string },
  media: MediaBases,
  now: Date,
  one: { method: string | null; intakeLink: string | null } = { method: null, intakeLink: null },
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
    doctor_id: presentDoctor(a.expert, media, today),
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
    payment: presentPayment(a, one.method),
    review: a.review && {
      rating: a.review.rating,
      comment: a.review.comment,
      status: a.review.status as 'pending' | 'approved' | 'rejected',
      created_at: a.review.createdAt.toISOString(),
    },
    intake_link: one.intakeLink,
    intake_sent: a.intakeSent,
    rescheduled_from: b.rescheduledFrom?.toISOString() ?? null,
    can_reschedule: rescheduleRefusal(b, now) === null,
  };
}
