import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

// The only code that reads or writes the outbox (db/schema/outbox.ts).

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface NewOutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  payload: unknown;
  purpose: string;
  dedupeKey?: string | null;
}

/** Writes messages to go; one whose dedupe key is already there is skipped. Answers the new ids. */
export async function insertOutboxMessages(
  conn: Conn,
  rows: NewOutboxMessage[],
  now: Date,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await conn
    .insert(outboxMessages)
    .values(rows.map((r) => ({ ...r, dedupeKey: r.dedupeKey ?? null, nextAttemptAt: now })))
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  return inserted.map((r) => r.id);
}

/** A message that went at once (a one-time code), recorded after the provider answered. */
export async function insertDelivered(
  conn: Conn,
  row: NewOutboxMessage,
  outcome: { status: 'sent' | 'failed'; error?: string },
  now: Date,
) {
  await conn.insert(outboxMessages).values({
    ...row,
    status: outcome.status,
    attempts: 1,
    nextAttemptAt: now,
    sentAt: outcome.status === 'sent' ? now : null,
    lastError: outcome.error ?? null,
  });
}

/**
 * Claims up to `batch` messages that are due (pending and due, or sending with a lapsed lease:
 * its sender died) by one UPDATE over a FOR UPDATE SKIP LOCKED selection, so two instances never
 * hold the same message: each becomes 'sending' until `leaseUntil`, with one more attempt.
 */
export async function claimOutbox(
  conn: Conn,
  q: { now: Date; leaseUntil: Date; batch: number; ids?: string[] },
): Promise<OutboxRow[]> {
  const due = or(
    and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, q.now)),
    and(eq(outboxMessages.status, 'sending'), lte(outboxMessages.leaseUntil, q.now)),
  );
  const chosen = conn
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(q.ids ? and(due, inArray(outboxMessages.id, q.ids)) : due)
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(q.batch)
    .for('update', { skipLocked: true });
  return conn
    .update(outboxMessages)
    .set({ status: 'sending', leaseUntil: q.leaseUntil, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, chosen))
    .returning();
}

/**
 * Ends a claim: sent, pending again from `nextAttemptAt`, or failed for good. Only the claim that
 * made this attempt may end it (a sender whose lease lapsed and was taken over changes nothing).
 */
export async function finishAttempt(
  conn: Conn,
  claim: { id: string; attempts: number },
  outcome:
    | { status: 'sent'; now: Date }
    | { status: 'pending' | 'failed'; nextAttemptAt: Date; error: string },
): Promise<boolean> {
  const set =
    outcome.status === 'sent'
      ? { status: 'sent' as const, sentAt: outcome.now, leaseUntil: null, lastError: null }
      : {
          status: outcome.status,
          nextAttemptAt: outcome.nextAttemptAt,
          leaseUntil: null,
          lastError: outcome.error,
        };
  const done = await conn
    .update(outboxMessages)
    .set(set)
    .where(
      and(
        eq(outboxMessages.id, claim.id),
        eq(outboxMessages.status, 'sending'),
        eq(outboxMessages.attempts, claim.attempts),
      ),
    )
    .returning({ id: outboxMessages.id });
  return done.length > 0;
}

/** The messages of a purpose and recipient, oldest first (tests and support). */
export async function findOutboxMessages(conn: Conn, where: { purpose?: string; dedupePrefix?: string }) {
  return conn
    .select()
    .from(outboxMessages)
    .where(
      and(
        where.purpose ? eq(outboxMessages.purpose, where.purpose) : undefined,
        where.dedupePrefix ? sql`${outboxMessages.dedupeKey} like ${`${where.dedupePrefix}%`}` : undefined,
      ),
    )
    .orderBy(asc(outboxMessages.createdAt));
}
