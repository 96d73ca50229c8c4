import type { FastifyBaseLogger } from 'fastify';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { bookingLinkAddress, findBooking, issueBookingLink } from '../booking/index.ts';
import { findExpertsByIds } from '../experts/index.ts';
import { expertRoomLink } from '../meeting/index.ts';
import { deliverNow, emailMessage, enqueueMessages, textMessage } from '../outbox/index.ts';
import { findPatientById } from '../patient/index.ts';
import { composeMessage } from './compose.ts';
import { claimDueMessages, markQueued } from './repository.ts';
import { EXPERT_KINDS, type MessageKind } from './schedule.ts';

type SendDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'sms' | 'email' | 'tokenKeys'>;

const BATCH = 20;

/**
 * Hands the appointment messages that are due to the outbox. In one transaction: the due rows
 * are claimed (FOR UPDATE SKIP LOCKED, so two instances never take the same one), composed,
 * written to the outbox (a text and an e-mail are separate rows, each with its own retries) and
 * marked queued; a crash before the commit leaves them due. The outbox then sends them at least
 * once (modules/outbox). Answers how many were queued.
 */
export async function sendDueMessages(deps: SendDeps, log: FastifyBaseLogger): Promise<{ queued: number }> {
  const now = deps.clock.now();
  const ids = await deps.db.transaction(async (tx) => {
    const claimed = await claimDueMessages(tx, now, BATCH);
    const outgoing = [];
    for (const message of claimed) {
      const composed = await composeFor(deps, tx, message.bookingId, message.kind as MessageKind);
      if (composed.sms)
        outgoing.push(textMessage(composed.sms.to, composed.sms.text, message.kind, `${message.id}:sms`));
      if (composed.email) outgoing.push(emailMessage(composed.email, message.kind, `${message.id}:email`));
    }
    await markQueued(
      tx,
      claimed.map((m) => m.id),
      now,
    );
    return enqueueMessages(tx, outgoing, now);
  });
  await deliverNow(deps, log, ids);
  return { queued: ids.length };
}

/** A message's words and addresses, each asked of the module that owns them (none when gone). */
async function composeFor(deps: SendDeps, conn: Conn, bookingId: string, kind: MessageKind) {
  const booking = await findBooking(conn, bookingId);
  if (!booking) return {};
  const [patient, [expert]] = await Promise.all([
    findPatientById(conn, booking.patientId),
    findExpertsByIds(conn, [booking.expertId]),
  ]);
  if (!patient || !expert) return {};
  const toExpert = EXPERT_KINDS.includes(kind);
  const base = deps.config.PUBLIC_URL?.replace(/\/+$/, '');
  // A link needs the site's public address; without it (or an expert's number) there is no one to text.
  const expertLink = toExpert && base ? await expertRoomLink(deps.tokenKeys.secret, base, booking) : null;
  // The confirmation e-mail's intake link: a capability of its own (booking's links.ts), issued in
  // this transaction, so a message that is never queued leaves no live link behind. A
  // rescheduled appointment's e-mail carries a new one, valid until the new end.
  const intakeLink =
    (kind === 'confirmation' || kind === 'rescheduled') && base
      ? bookingLinkAddress(
          base,
          'intake',
          await issueBookingLink(
            conn,
            { bookingId: booking.id, purpose: 'intake', expiresAt: booking.endsAt },
            deps.clock.now(),
          ),
        )
      : null;
  // The expert's page (the web's /doctor-detail), to book again after a cancellation for leave.
  const bookAgainLink =
    kind === 'leave_cancellation' && base ? `${base}/doctor-detail?id=${booking.expertId}` : null;
  const composed = composeMessage(
    kind,
    booking,
    { email: patient.email },
    {
      brand: deps.config.BRAND_NAME,
      publicUrl: deps.config.PUBLIC_URL ?? null,
      noReplyEmail: deps.config.noReplyEmail,
    },
    expertLink,
    intakeLink,
    bookAgainLink,
  );
  const smsTo = toExpert ? expert.mobileNumber : patient.phone;
  return {
    sms: composed.sms && smsTo ? { to: smsTo, text: composed.sms } : undefined,
    email: composed.email ?? undefined,
  };
}
