import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { scheduledMessages } from '../../db/schema/index.ts';

// The only code that reads or writes scheduled messages: one row per booking and kind (the
// unique index decides), pending → sent, failed (after 5 tries) or dropped.

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
 * Claims up to `batch` due messages by one UPDATE over a `FOR UPDATE SKIP LOCKED` selection, so
 * two instances (or two passes) never take the same message; each is marked sent as it is claimed.
 */
export async function claimDueMessages(conn: Conn, now: Date, batch: number): Promise<MessageRow[]> {
  const due = conn
    .select({ id: scheduledMessages.id })
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.status, 'pending'), lte(scheduledMessages.dueAt, now)))
    .orderBy(asc(scheduledMessages.dueAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  return conn
    .update(scheduledMessages)
    .set({ status: 'sent', sentAt: now, attempts: sql`${scheduledMessages.attempts} + 1` })
    .where(inArray(scheduledMessages.id, due))
    .returning();
}

/** A claimed message whose sending failed: pending again from `dueAt`, or failed for good. */
export async function releaseMessage(conn: Conn, id: string, status: 'pending' | 'failed', dueAt: Date) {
  await conn
    .update(scheduledMessages)
    .set({ status, sentAt: null, dueAt })
    .where(eq(scheduledMessages.id, id));
}
