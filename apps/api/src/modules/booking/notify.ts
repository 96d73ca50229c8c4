import { kolkataParts } from '@care/contracts/common/clock-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { findPatientById } from '../patient/index.ts';
import { type BookingRow, claimNotification } from './repository.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The confirmation text: appointment number, date and time, nothing about anyone's health (a
 * text can be read on a locked screen). Sent to the account's phone, after the transaction that
 * claimed `notified_at`, so it goes once. A failed send is logged, never retried into a second text.
 */
export async function sendBookingConfirmation(
  deps: Pick<Deps, 'db' | 'sms' | 'config'>,
  log: FastifyBaseLogger,
  booking: BookingRow,
) {
  try {
    const patient = await findPatientById(deps.db, booking.patientId);
    if (!patient) return;
    const { date, time } = kolkataParts(booking.startsAt);
    const [y, m, d] = date.split('-');
    const [hh, mm] = time.split(':').map(Number) as [number, number];
    const clock = `${String(((hh + 11) % 12) + 1).padStart(2, '0')}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
    // The intake form's link, when the site's address is configured (a text cannot carry a
    // relative one): the booking's uuid is the link's only permission, as for the payment link.
    const base = deps.config.PUBLIC_URL?.replace(/\/+$/, '');
    const intake = base
      ? ` Before it, please fill in your intake form: ${base}/patient-intake-form/${booking.id}`
      : '';
    await deps.sms.send(
      patient.phone,
      `${deps.config.BRAND_NAME}: your consultation ${booking.appointmentNo} is confirmed for ${d} ${MONTHS[Number(m) - 1]} ${y} at ${clock} IST. Join from Appointments in the app.${intake}`,
    );
  } catch (err) {
    log.error({ err, booking: booking.id }, 'booking confirmation text failed');
  }
}

/**
 * Once a booking is confirmed: claims its confirmation (a conditional UPDATE, so once however
 * many events confirm it) and, in the same transaction, announces 'booking.confirmed' (the
 * reminders module schedules its e-mail and reminders there); then sends the confirmation text.
 */
export async function announceConfirmation(
  deps: Pick<Deps, 'db' | 'sms' | 'config' | 'events'>,
  log: FastifyBaseLogger,
  bookingId: string,
  now: Date,
) {
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await claimNotification(tx, bookingId, now);
    if (row) await deps.events.emit('booking.confirmed', { tx, booking: row, now });
    return row;
  });
  if (claimed) await sendBookingConfirmation(deps, log, claimed);
}
