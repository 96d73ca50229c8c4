import type { Appointment } from '@care/contracts/appointments/schemas';
import { kolkataParts } from '@care/contracts/common/clock-time';
import { todayIso } from '@care/contracts/common/dates';
import type { Doctor } from '@care/contracts/experts/schemas';
import type { bookingReports } from '../../db/schema/index.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import type { BookingRow, ExpertRow } from './repository.ts';
import { approachLabel, concernLabel, languageLabel } from './search-text.ts';

/** The spec's Doctor of an expert row. */
export function presentDoctor(e: ExpertRow, mediaBaseUrl: string, today: string = todayIso()): Doctor {
  return {
    _id: e.id,
    salutation: { value: e.salutation },
    fname: e.firstName,
    lname: e.lastName,
    gender: e.gender,
    pronoun: e.pronoun,
    profile_picture: mediaUrl(mediaBaseUrl, e.profilePicture),
    speciality: e.specialities.map((value) => ({ value })),
    language: e.languages.map((v) => ({ value: languageLabel(v) })),
    qualification: e.qualification,
    description: e.description,
    short_description: e.shortDescription,
    exprience: e.practisingSince,
    tier_1_fee: e.tier1Fee,
    tier_2_fee: e.tier2Fee,
    self_fee: e.selfFee,
    couple_fee: e.coupleFee,
    family_fee: e.familyFee,
    medicine_fee: e.medicineFee,
    clinic_address_line1: e.clinicAddressLine1,
    clinic_address_line2: e.clinicAddressLine2,
    clinic_city: e.clinicCity,
    clinic_state: e.clinicState,
    clinic_country: e.clinicCountry,
    clinic_postal_code: e.clinicPostalCode,
    country: e.country,
    mobile_number: e.mobileNumber,
    type: e.type as Doctor['type'],
    customer_support: e.customerSupport,
    hospital: { _id: e.hospitalId },
    years_of_experience: wholeYearsBetween(e.practisingSince, today),
    registration_no: e.registrationNo,
    concerns: e.concerns.map((value) => ({ value, label: concernLabel(value) })),
    expert_approaches: e.approaches.map((value) => ({ value, label: approachLabel(value) })),
  };
}

function wholeYearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const years = ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
  return Math.max(0, years);
}

// Spec section 9: the room opens 10 seconds early; cancelling is offered for a later day.
const JOIN_TOLERANCE_MS = 10_000;

/** The spec's Appointment of a booking row. */
export function presentAppointment(
  b: BookingRow,
  reports: (typeof bookingReports.$inferSelect)[],
  patient: { id: string; firstName: string; lastName: string },
  doctor: Doctor,
  now: Date,
): Appointment {
  const start = kolkataParts(b.startsAt);
  const end = kolkataParts(b.endsAt);
  const t = now.getTime();
  return {
    _id: b.id,
    appointment_no: b.appointmentNo,
    date: start.date,
    to_date: end.date,
    time_slot_start: start.time,
    time_slot_end: end.time,
    room_id: null,
    is_can_join_room:
      b.status === 'confirmed' && t >= b.startsAt.getTime() - JOIN_TOLERANCE_MS && t < b.endsAt.getTime(),
    is_appointment_time_passed: t >= b.endsAt.getTime(),
    is_can_cancel_appointment: b.status === 'confirmed' && start.date > todayIso(now),
    status: b.status,
    patient_id: { _id: patient.id, name: { firstName: patient.firstName, lastName: patient.lastName } },
    doctor_id: doctor,
    report: reports.map((r) => ({
      report_of: r.reportOf as 'patient' | 'doctor',
      file_path: r.filePath,
      title: r.title,
    })),
  };
}
