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

/**
 * A booking's messages due at new times (a rescheduled appointment's reminders): each kind's row
 * is due again at `dueAt` and pending, whether it was pending, dropped or already sent for the
 * old time (one row per booking and kind, so the row is re-armed rather than added).
 */
export async function rearmMessages(conn: Conn, rows: { bookingId: string; kind: string; dueAt: Date }[]) {
  if (rows.length === 0) return;
  await conn
    .insert(scheduledMessages)
    .values(rows)
    .onConflictDoUpdate({
      target: [scheduledMessages.bookingId, scheduledMessages.kind],
      set: { dueAt: sql`excluded.due_at`, status: 'pending', attempts: 0, sentAt: null },
    });
}

/** The booking's messages of these kinds not yet sent are dropped. */
export async function dropPendingKinds(conn: Conn, bookingId: string, kinds: string[]) {
  if (kinds.length === 0) return;
  await conn
    .update(scheduledMessages)
    .set({ status: 'dropped' })
    .where(
      and(
        eq(scheduledMessages.bookingId, bookingId),
        inArray(scheduledMessages.kind, kinds),
        eq(scheduledMessages.status, 'pending'),
      ),
    );
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
