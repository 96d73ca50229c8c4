import type { Availability } from '@care/contracts/staff/schemas';
import type { Conn } from '../../db/client.ts';
import type { BookingRow } from '../booking/index.ts';
import type { HoursWindowRow, LeaveRow, WeeklyWindowRow } from '../experts/index.ts';
import { findPatientsByIds } from '../patient/index.ts';

// What the availability routes answer: the expert's hours as the console edits them (HH:mm in the
// expert's zone), and the appointments a change would cancel, as the expert needs to see them.

/** '09:00:00' as PostgreSQL's time reads back (24:00:00 at midnight) → '09:00'. */
const hhmm = (t: string) => t.slice(0, 5);

export const presentWindow = (w: HoursWindowRow) => ({
  start_time: hhmm(w.startTime),
  end_time: hhmm(w.endTime),
  slot_minutes: w.slotMinutes,
  buffer_minutes: w.bufferMinutes,
});

export function presentAvailability(
  timeZone: string,
  weekly: WeeklyWindowRow[],
  overrides: { date: string; windows: HoursWindowRow[] }[],
  leave: LeaveRow[],
): Availability {
  return {
    time_zone: timeZone,
    weekly: weekly.map((w) => ({ weekday: w.weekday, ...presentWindow(w) })),
    overrides: overrides.map((o) => ({ date: o.date, windows: o.windows.map(presentWindow) })),
    leave: leave.map(presentLeave),
  };
}

export const presentLeave = (l: LeaveRow) => ({
  id: l.id,
  starts_on: l.startsOn,
  ends_on: l.endsOn,
  reason: l.reason,
});

/**
 * Appointments as the expert reviews them before a change cancels them: the name the booking was
 * made for (the account holder's while a hold has no form yet), the start and the status.
 */
export async function presentAffected(conn: Conn, rows: BookingRow[]) {
  const patients = await findPatientsByIds(conn, [...new Set(rows.map((b) => b.patientId))]);
  const names = new Map(patients.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  return rows.map((b) => ({
    id: b.id,
    appointment_no: b.appointmentNo,
    starts_at: b.startsAt.toISOString(),
    patient_name: b.fullName ?? names.get(b.patientId) ?? '',
    status: b.status,
  }));
}
