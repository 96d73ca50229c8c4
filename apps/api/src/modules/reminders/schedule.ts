import type { Tx } from '../../db/client.ts';
import type { BookingRow } from '../booking/index.ts';
import { dropPendingMessages, insertMessages } from './repository.ts';

export type MessageKind = 'confirmation' | 'expert_link' | 'reminder_24h' | 'reminder_1h' | 'cancellation';

const HOUR_MS = 3_600_000;

/**
 * A confirmed booking's messages, in the transaction that claims its confirmation: the
 * confirmation e-mail and the expert's room link now, reminders 24 hours and 1 hour before the start (those already past
 * are left out). Inserting again changes nothing (one row per booking and kind).
 */
export async function scheduleBookingMessages(tx: Tx, booking: BookingRow, now: Date) {
  const start = booking.startsAt.getTime();
  const rows = [
    { kind: 'confirmation', dueAt: now },
    { kind: 'expert_link', dueAt: now },
    { kind: 'reminder_24h', dueAt: new Date(start - 24 * HOUR_MS) },
    { kind: 'reminder_1h', dueAt: new Date(start - HOUR_MS) },
  ].filter((r) => r.dueAt.getTime() >= now.getTime());
  await insertMessages(
    tx,
    rows.map((r) => ({ bookingId: booking.id, ...r })),
  );
}

/** A cancelled booking: its reminders not yet sent are dropped, and the cancellation is due now. */
export async function scheduleCancellation(tx: Tx, bookingId: string, now: Date) {
  await dropPendingMessages(tx, bookingId);
  await insertMessages(tx, [{ bookingId, kind: 'cancellation', dueAt: now }]);
}
