import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { findBooking } from '../booking/index.ts';
import { findExpertsByIds } from '../experts/index.ts';
import { meetingKey, signExpertLinkToken } from '../meeting/index.ts';
import { findPatientById } from '../patient/index.ts';
import { composeMessage } from './compose.ts';
import { claimDueMessages, releaseMessage } from './repository.ts';
import type { MessageKind } from './schedule.ts';

type SendDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'sms' | 'email' | 'tokenKeys'>;

const BATCH = 20;
const MAX_ATTEMPTS = 5;

/**
 * Sends the appointment messages that are due. Rows are claimed by one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` selection, so two instances (or two passes) never take the same
 * message; a message is marked sent as it is claimed and goes back to pending (tried again a
 * minute per attempt later, at most 5 times) only if sending fails. Answers how many went.
 */
export async function sendDueMessages(
  deps: SendDeps,
  log: FastifyBaseLogger,
): Promise<{ sent: number; failed: number }> {
  const now = deps.clock.now();
  const claimed = await claimDueMessages(deps.db, now, BATCH);

  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      const row = await messageContext(deps, message.bookingId);
      if (!row) continue;
      const toExpert = message.kind === 'expert_link';
      const base = deps.config.PUBLIC_URL?.replace(/\/+$/, '');
      // A link needs the site's public address; without it (or an expert's number) there is no one to text.
      const expertLink =
        toExpert && base
          ? `${base}/appointment/meeting/${row.booking.id}/expert?token=${await signExpertLinkToken(
              meetingKey(deps.tokenKeys.secret),
              row.booking.id,
              row.booking.endsAt,
            )}`
          : null;
      const composed = composeMessage(
        message.kind as MessageKind,
        row.booking,
        { email: row.email },
        {
          brand: deps.config.BRAND_NAME,
          publicUrl: deps.config.PUBLIC_URL ?? null,
        },
        expertLink,
      );
      const smsTo = toExpert ? row.expertPhone : row.phone;
      if (composed.sms && smsTo) await deps.sms.send(smsTo, composed.sms);
      if (composed.email) await deps.email.send(composed.email);
      sent += 1;
    } catch (err) {
      failed += 1;
      log.warn({ err, message: message.id, kind: message.kind }, 'appointment message failed; will retry');
      await releaseMessage(
        deps.db,
        message.id,
        message.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        new Date(now.getTime() + message.attempts * 60_000),
      );
    }
  }
  return { sent, failed };
}

/** The booking and whom its messages go to, each asked of the module that owns it. */
async function messageContext(deps: Pick<Deps, 'db'>, bookingId: string) {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) return null;
  const [patient, [expert]] = await Promise.all([
    findPatientById(deps.db, booking.patientId),
    findExpertsByIds(deps.db, [booking.expertId]),
  ]);
  if (!patient || !expert) return null;
  return { booking, phone: patient.phone, email: patient.email, expertPhone: expert.mobileNumber };
}
