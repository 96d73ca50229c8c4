import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays } from '@care/contracts/common/dates';
import { NO_SHOW_AFTER_MINUTES } from '@care/contracts/staff/constants';
import type { StaffAppointment, StaffAppointmentDetail } from '@care/contracts/staff/schemas';
import type { Conn } from '../../db/client.ts';
import { bookingsWithIntake } from '../appointments/index.ts';
import {
  type BookingRow,
  bookingReportsOf,
  expertAppointmentsBetween,
  findExpertBooking,
  patientJoinedRoom,
  roomState,
} from '../booking/index.ts';
import { reportAllowed } from './doctor-report.ts';
import { presentAppointment, presentDetail } from './present.ts';
import { notesOf } from './repository.ts';

// The expert's schedule and one appointment of it, each asked of its owner: the bookings and
// their files (booking), whether the intake form is in (appointments), the expert's notes (ours).
// Neither is a read of clinical data, so neither is written to the access log: the list holds
// names, times and counts, the detail adds the shared files' titles (what the expert picks from)
// and the expert's own notes. Opening the intake form or a file is logged (service.ts).

/** The instant a no-show may first be marked: the joining window's close. */
export const noShowFrom = (b: BookingRow) => new Date(b.startsAt.getTime() + NO_SHOW_AFTER_MINUTES * 60_000);

/** The expert's appointments from `from` to `to` (YYYY-MM-DD in Asia/Kolkata, both included). */
export async function expertSchedule(
  db: Conn,
  expertId: string,
  from: string,
  to: string,
): Promise<StaffAppointment[]> {
  const rows = await expertAppointmentsBetween(
    db,
    expertId,
    kolkataInstant(from, '00:00'),
    kolkataInstant(addDays(to, 1), '00:00'),
  );
  const ids = rows.map((b) => b.id);
  const [intakes, reports] = await Promise.all([bookingsWithIntake(db, ids), bookingReportsOf(db, ids)]);
  return rows.map((b) =>
    presentAppointment(b, {
      intakeFilled: intakes.has(b.id),
      reports: reports.filter((r) => r.bookingId === b.id),
    }),
  );
}

/** One of the expert's appointments as the console shows it at `now`, or null (not theirs). */
export async function expertAppointment(
  db: Conn,
  expertId: string,
  id: string,
  now: Date,
): Promise<StaffAppointmentDetail | null> {
  const b = await findExpertBooking(db, expertId, id);
  if (!b) return null;
  const [intakes, reports, notes, joined] = await Promise.all([
    bookingsWithIntake(db, [b.id]),
    bookingReportsOf(db, [b.id]),
    notesOf(db, expertId, [b.id]),
    patientJoinedRoom(db, b.id),
  ]);
  return presentDetail(b, {
    intakeFilled: intakes.has(b.id),
    reports,
    notes: notes.get(b.id) ?? '',
    roomOpen: roomState(b, now) === 'open',
    canMarkNoShow: b.status === 'confirmed' && now.getTime() >= noShowFrom(b).getTime() && !joined,
    canWriteReport: reportAllowed(b, now),
  });
}
