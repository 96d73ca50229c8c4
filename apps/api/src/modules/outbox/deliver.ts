import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage } from '../../adapters/email/email-sender.ts';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import {
  claimOutbox,
  finishAttempt,
  insertDelivered,
  insertOutboxMessages,
  type NewOutboxMessage,
  type OutboxRow,
} from './repository.ts';

// One outbox for every text and e-mail, delivered at least once (issue 17). A message is written
// (in the caller's transaction when there is one) before anything is sent; a sender claims it
// with a lease and marks it sent only after the provider answers. A sender that crashes between
// the claim and the send leaves a lease that lapses, and the next pass sends the message then.
// A failed send is tried again after 30 s, 1, 2, 4 and 8 minutes, then marked failed.

type OutboxDeps = Pick<Deps, 'db' | 'sms' | 'email' | 'clock'>;

/** How long a claim holds: far longer than a provider takes to answer. */
export const LEASE_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 6;
const BATCH = 20;

/** The wait before attempt `attempts + 1`: 30 s doubling, at most 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** A text to a 10-digit Indian mobile number. */
export function textMessage(to: string, text: string, purpose: string, dedupeKey?: string): NewOutboxMessage {
  return { channel: 'sms', recipient: to, payload: { text }, purpose, dedupeKey: dedupeKey ?? null };
}

/** An e-mail as the e-mail adapter sends it. */
export function emailMessage(message: EmailMessage, purpose: string, dedupeKey?: string): NewOutboxMessage {
  return { channel: 'email', recipient: message.to, payload: message, purpose, dedupeKey: dedupeKey ?? null };
}

/** Writes messages to go (skipping a dedupe key already written); answers the new ids. */
export function enqueueMessages(conn: Conn, messages: NewOutboxMessage[], now: Date): Promise<string[]> {
  return insertOutboxMessages(conn, messages, now);
}

/**
 * Sends what is due (or, given `ids`, those messages if due): claim, send, mark. Answers how many
 * went, how many will be tried again and how many failed for good.
 */
export async function deliverOutbox(
  deps: OutboxDeps,
  log: FastifyBaseLogger,
  opts: { ids?: string[]; batch?: number } = {},
): Promise<{ sent: number; retrying: number; failed: number }> {
  const result = { sent: 0, retrying: 0, failed: 0 };
  if (opts.ids && opts.ids.length === 0) return result;
  const now = deps.clock.now();
  const claimed = await claimOutbox(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    batch: opts.batch ?? BATCH,
    ...(opts.ids ? { ids: opts.ids } : {}),
  });
  for (const message of claimed) {
    try {
      await send(deps, message);
      await finishAttempt(deps.db, message, { status: 'sent', now: deps.clock.now() });
      result.sent += 1;
    } catch (err) {
      const final = message.attempts >= MAX_ATTEMPTS;
      const error = err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500);
      await finishAttempt(deps.db, message, {
        status: final ? 'failed' : 'pending',
        nextAttemptAt: new Date(deps.clock.now().getTime() + retryDelayMs(message.attempts)),
        error,
      });
      if (final) result.failed += 1;
      else result.retrying += 1;
      log[final ? 'error' : 'warn'](
        {
          err,
          message: message.id,
          purpose: message.purpose,
          channel: message.channel,
          attempts: message.attempts,
        },
        final ? 'message failed for good' : 'message failed; will retry',
      );
    }
  }
  return result;
}

/**
 * Messages just written (after their transaction committed) are tried at once, so a patient
 * gets them as quickly as before; any that fail stay in the outbox for the job. Never throws.
 */
export async function deliverNow(deps: OutboxDeps, log: FastifyBaseLogger, ids: string[]) {
  try {
    await deliverOutbox(deps, log, { ids });
  } catch (err) {
    log.error({ err }, 'outbox delivery failed; the job will retry');
  }
}

/**
 * A message that must go at once and is not retried (a one-time code: a late code is no use and
 * the patient asks again), recorded after the provider answers without its text. Throws the
 * provider's error after recording it.
 */
export async function sendAtOnce(
  deps: OutboxDeps,
  message: { to: string; text: string; purpose: string },
): Promise<void> {
  const record = {
    channel: 'sms' as const,
    recipient: message.to,
    payload: { text: '(not kept)' },
    purpose: message.purpose,
  };
  try {
    await deps.sms.send(message.to, message.text);
  } catch (err) {
    await insertDelivered(
      deps.db,
      record,
      { status: 'failed', error: String(err).slice(0, 500) },
      deps.clock.now(),
    );
    throw err;
  }
  await insertDelivered(deps.db, record, { status: 'sent' }, deps.clock.now());
}

async function send(deps: OutboxDeps, message: OutboxRow) {
  if (message.channel === 'sms') {
    const { text } = message.payload as { text: string };
    await deps.sms.send(message.recipient, text);
  } else {
    await deps.email.send(message.payload as EmailMessage);
  }
}
