import {
  type RescheduleRequest,
  rescheduleMessages as r,
  rescheduleDeadline,
  rescheduleRefusal,
} from '@care/contracts/booking/reschedule';
import type { Deps } from '../../deps.ts';
import { EXCLUSION_VIOLATION, pgCode } from '../../lib/db-errors.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import {
  type BookingRow,
  expireLapsedHolds,
  findPatientBooking,
  queueSlotClaims,
  rescheduleBooking,
} from './repository.ts';
import { checkSlot, slotStillOffered } from './service.ts';

type RescheduleDeps = Pick<Deps, 'db' | 'clock' | 'events'>;

/**
 * Moves a patient's confirmed appointment to another slot of the same expert (issue 19), once, up
 * to 24 hours before it starts, keeping its payment. The new slot is checked as booking checks one
 * (offered by the expert's hours, ahead, within the slot list's days), then in one transaction:
 * the slot is still offered (asked again under the expert row's lock), claims on the expert
 * queue, lapsed holds on the new slot expire, the booking moves by one conditional UPDATE (the
 * old slot is free in the same statement) and 'booking.rescheduled' is announced (the reminders
 * module moves the reminders and tells the patient and the expert). Every refusal names its
 * reason: 404 not theirs, 409 already moved / too late / slot taken / slot withdrawn meanwhile,
 * 400 a slot the expert does not offer or the time it already has.
 */
export async function rescheduleAppointment(
  deps: RescheduleDeps,
  patientId: string,
  req: RescheduleRequest,
): Promise<BookingRow> {
  const booking = await findPatientBooking(deps.db, patientId, req.book_appointment_id);
  if (!booking) throw notFound(r.notFound);
  const now = deps.clock.now();
  const refusal = rescheduleRefusal(booking, now);
  if (refusal) throw conflict(refusal);
  const slot = await checkSlot(deps, { ...req, doctor_id: booking.expertId });
  if (slot.startsAt.getTime() === booking.startsAt.getTime()) throw new AppError(400, r.sameSlot);

  let moved: BookingRow | null;
  try {
    moved = await deps.db.transaction(async (tx) => {
      await slotStillOffered(tx, booking.expertId, slot.startsAt, slot.endsAt);
      await queueSlotClaims(tx, booking.expertId);
      await expireLapsedHolds(tx, now, { expertId: booking.expertId, from: slot.startsAt, to: slot.endsAt });
      const row = await rescheduleBooking(tx, {
        id: booking.id,
        patientId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        startsAtOrAfter: rescheduleDeadline(now),
        now,
      });
      if (row)
        await deps.events.emit('booking.rescheduled', { tx, booking: row, from: booking.startsAt, now });
      return row;
    });
  } catch (err) {
    if (pgCode(err) !== EXCLUSION_VIOLATION) throw err;
    // The slot is taken: perhaps by this very booking, moved there by a parallel request (a
    // double tap); then what the patient needs to hear is that it has been moved already.
    const current = await findPatientBooking(deps.db, patientId, booking.id);
    throw conflict((current && rescheduleRefusal(current, now)) ?? r.slotTaken);
  }
  if (moved) return moved;
  // Nothing moved: a parallel request (another tab, a double tap) got there first, or the booking
  // changed meanwhile. Say why as it is now.
  const current = await findPatientBooking(deps.db, patientId, booking.id);
  if (!current) throw notFound(r.notFound);
  throw conflict(rescheduleRefusal(current, now) ?? r.already);
}
