import { NO_SHOW_AFTER_MINUTES } from '@care/contracts/staff/constants';
import { consultationMessages as cm, scheduleMessages as sm } from '@care/contracts/staff/messages';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findExpertBooking, markNoShow, patientJoinedRoom } from '../booking/index.ts';
import { noShowFrom } from './schedule.ts';

/**
 * The expert marks a confirmed appointment a no-show once the joining window has closed
 * (NO_SHOW_AFTER_MINUTES after the start) and the patient never joined the room. Booking's
 * conditional UPDATE moves it (its lifecycle allows confirmed → no_show only), so the expert's
 * tap and the settling sweep move it once between them. Marking it closes the room for the
 * patient (the room admits a confirmed booking only). Each refusal says why.
 */
export async function markAppointmentNoShow(deps: Pick<Deps, 'db' | 'clock'>, expertId: string, id: string) {
  const now = deps.clock.now();
  const booking = await findExpertBooking(deps.db, expertId, id);
  if (!booking) throw notFound(sm.appointmentNotFound);
  if (booking.status !== 'confirmed') throw conflict(cm.noShowNotAllowed);
  if (now.getTime() < noShowFrom(booking).getTime()) throw conflict(cm.noShowTooEarly);
  const moved = await markNoShow(deps.db, {
    id: booking.id,
    expertId,
    startedAtOrBefore: new Date(now.getTime() - NO_SHOW_AFTER_MINUTES * 60_000),
  });
  if (moved) return;
  // Nothing moved: the patient joined, or the booking moved on meanwhile (settled, cancelled).
  if (await patientJoinedRoom(deps.db, booking.id)) throw conflict(cm.noShowPatientJoined);
  throw conflict(cm.noShowNotAllowed);
}
