import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { scheduledMessages } from '../../db/schema/index.ts';

// The only code that reads or writes scheduled messages: one row per booking and kind (the
// unique index decides), pending → queued (handed to the outbox, which sends it) or dropped.

export type MessageRow = typeof scheduledMessages.$inferSelect;

/** Schedules messages; a booking's kind already scheduled stays as it was. */
export async function insertMessages(conn: Conn, rows: { bookingId: string; kind: string; dueAt: Date }[]) {
  if (rows.length === 0) return;
  await conn.insert(scheduledMessages).values(rows).onConflictDoNothing();
}

/** The booking's messages not yet sent are dropped. */
export async function dropPendingMessages(conn: Conn, bookingId: string) {
  await conn
    .update(scheduledMessages)
    .set({ status: 'dropped' })
    .where(and(eq(scheduledMessages.bookingId, bookingId), eq(scheduledMessages.status, 'pending')));
}

/**
 * Claims up to `batch` due messages (FOR UPDATE SKIP LOCKED: two instances never take the same
 * one); the caller's transaction holds them until it marks them queued or rolls back.
 */
export async function claimDueMessages(tx: Tx, now: Date, batch: number): Promise<MessageRow[]> {
  return tx
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.status, 'pending'), lte(scheduledMessages.dueAt, now)))
    .orderBy(asc(scheduledMessages.dueAt))
    .limit(batch)
    .for('update', { skipLocked: true });
}

/** Claimed messages handed to the outbox (in the same transaction). */
export async function markQueued(tx: Tx, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(scheduledMessages)
    .set({ status: 'queued', sentAt: now, attempts: sql`${scheduledMessages.attempts} + 1` })
    .where(inArray(scheduledMessages.id, ids));
}
