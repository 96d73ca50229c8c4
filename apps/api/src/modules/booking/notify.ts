import { kolkataWhenText } from '@care/contracts/common/clock-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { deliverNow, enqueueMessages, textMessage } from '../outbox/index.ts';
import { findPatientById } from '../patient/index.ts';
import { bookingLinkAddress, issueBookingLink } from './links.ts';
import { type BookingRow, claimNotification, findUnannounced } from './repository.ts';

/**
 * The confirmation text: appointment number, date and time, nothing about anyone's health (a
 * text can be read on a locked screen), to the account's phone. Written to the outbox in the
 * transaction that claims `notified_at`, so it is written once and delivered at least once.
 */
async function queueBookingConfirmation(
  deps: Pick<Deps, 'config'>,
  conn: Conn,
  booking: BookingRow,
  now: Date,
): Promise<string[]> {
  const patient = await findPatientById(conn, booking.patientId);
  if (!patient) return [];
  // The intake form's link, when the site's address is configured (a text cannot carry a
  // relative one): a capability of its own until the appointment ends (links.ts), issued in this
  // transaction, so a text that is never written leaves no live link behind.
  const intake = deps.config.PUBLIC_URL
    ? ` Before it, please fill in your intake form: ${bookingLinkAddress(
        deps.config.PUBLIC_URL,
        'intake',
        await issueBookingLink(
          conn,
          { bookingId: booking.id, purpose: 'intake', expiresAt: booking.endsAt },
          now,
        ),
      )}`
    : '';
  const text = `${deps.config.BRAND_NAME}: your consultation ${booking.appointmentNo} is confirmed for ${kolkataWhenText(booking.startsAt)}. Join from Appointments in the app.${intake}`;
  return enqueueMessages(
    conn,
    [textMessage(patient.phone, text, 'booking.confirmation', `booking:${booking.id}:confirmed`)],
    now,
  );
}

/**
 * Once a booking is confirmed: claims its confirmation (a conditional UPDATE, so once however
 * many events confirm it) and, in the same transaction, announces 'booking.confirmed' (the
 * reminders module schedules its e-mail and reminders there); then sends the confirmation text.
 */
/**
 * Announces the confirmations a stopped process left unannounced (reconciliation runs it):
 * claimNotification keeps each to once, whoever gets there first. Answers how many it announced.
 */
export async function announceMissed(
  deps: Pick<Deps, 'db' | 'sms' | 'email' | 'clock' | 'config' | 'events'>,
  log: FastifyBaseLogger,
  now: Date,
): Promise<number> {
  const missed = await findUnannounced(deps.db, new Date(now.getTime() - 60_000));
  for (const { id } of missed) await announceConfirmation(deps, log, id, now);
  return missed.length;
}

export async function announceConfirmation(
  deps: Pick<Deps, 'db' | 'sms' | 'email' | 'clock' | 'config' | 'events'>,
  log: FastifyBaseLogger,
  bookingId: string,
  now: Date,
) {
  const queued = await deps.db.transaction(async (tx) => {
    const row = await claimNotification(tx, bookingId, now);
    if (!row) return [];
    await deps.events.emit('booking.confirmed', { tx, booking: row, now });
    return queueBookingConfirmation(deps, tx, row, now);
  });
  await deliverNow(deps, log, queued);
}
