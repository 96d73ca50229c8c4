import { todayIso } from '@care/contracts/common/dates';
import type { StaffAppointment, StaffAppointmentDetail, StaffProfile } from '@care/contracts/staff/schemas';
import type { MediaBases } from '../../lib/media-url.ts';
import type { BookingReportRow, BookingRow } from '../booking/index.ts';
import { type ExpertRow, presentDoctor } from '../experts/index.ts';

/** What the expert booked for: self / couple / family (MHC) or first / follow_up (GC). */
const consultationOf = (b: BookingRow) => (b.type === 'mhc' ? b.feeType : b.consultation) ?? '';

/** One appointment in the expert's schedule. */
export function presentAppointment(
  b: BookingRow,
  extra: { intakeFilled: boolean; reports: BookingReportRow[] },
): StaffAppointment {
  return {
    id: b.id,
    appointment_no: b.appointmentNo,
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    status: b.status,
    type: b.type,
    consultation: consultationOf(b),
    patient_name: b.fullName?.trim() ?? '',
    intake: extra.intakeFilled ? 'filled' : 'not_filled',
    shared_reports: extra.reports.filter((r) => r.reportOf === 'patient').length,
    doctor_reports: extra.reports.filter((r) => r.reportOf === 'doctor').length,
  };
}

/** One appointment with its files, the expert's notes and what may be done now. */
export function presentDetail(
  b: BookingRow,
  extra: {
    intakeFilled: boolean;
    reports: BookingReportRow[];
    notes: string;
    roomOpen: boolean;
    canMarkNoShow: boolean;
    canWriteReport: boolean;
  },
): StaffAppointmentDetail {
  return {
    ...presentAppointment(b, extra),
    reports: [...extra.reports]
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
      .map((r) => ({
        id: r.id,
        title: r.title,
        report_of: r.reportOf === 'doctor' ? ('doctor' as const) : ('patient' as const),
        added_at: r.createdAt.toISOString(),
      })),
    private_notes: extra.notes,
    room_open: extra.roomOpen,
    can_mark_no_show: extra.canMarkNoShow,
    can_write_report: extra.canWriteReport,
  };
}

/** The expert profile as its expert edits it; the picture as patients see it. */
export function presentProfile(e: ExpertRow, media: MediaBases, now: Date): StaffProfile {
  return {
    id: e.id,
    name: `${e.salutation} ${e.firstName} ${e.lastName}`.trim(),
    type: e.type,
    profile_picture: presentDoctor(e, media, todayIso(now)).profile_picture,
    short_description: e.shortDescription,
    description: e.description,
    languages: e.languages,
    approaches: e.approaches,
    concerns: e.concerns,
  };
}
