import type { Tx } from '../../db/client.ts';
import type { BookingRow } from '../booking/index.ts';
import { dropPendingKinds, dropPendingMessages, insertMessages, rearmMessages } from './repository.ts';

export type MessageKind =
  | 'confirmation'
  | 'expert_link'
  | 'reminder_24h'
  | 'reminder_1h'
  | 'cancellation'
  | 'leave_cancellation'
  | 'rescheduled'
  | 'expert_rescheduled';

/** The messages that go to the expert (their phone), not to the patient. */
export const EXPERT_KINDS: readonly MessageKind[] = ['expert_link', 'expert_rescheduled'];

const HOUR_MS = 3_600_000;

/**
 * A confirmed booking's messages, in the transaction that claims its confirmation: the
 * confirmation e-mail and the expert's room link now, reminders 24 hours and 1 hour before the start (those already past
 * are left out). Inserting again changes nothing (one row per booking and kind).
 */
export async function scheduleBookingMessages(tx: Tx, booking: BookingRow, now: Date) {
  const rows = [
    { kind: 'confirmation', dueAt: now },
    { kind: 'expert_link', dueAt: now },
    ...reminders(booking.startsAt),
  ].filter((r) => r.dueAt.getTime() >= now.getTime());
  await insertMessages(
    tx,
    rows.map((r) => ({ bookingId: booking.id, ...r })),
  );
}

/** The reminders of an appointment starting at `start`: 24 hours and 1 hour before. */
function reminders(start: Date) {
  const t = start.getTime();
  return [
    { kind: 'reminder_24h', dueAt: new Date(t - 24 * HOUR_MS) },
    { kind: 'reminder_1h', dueAt: new Date(t - HOUR_MS) },
  ];
}

/**
 * A rescheduled booking (issue 19), in the moving transaction: its reminders are due again before
 * the new start (one already past for the new time is dropped, not sent late), and the patient's
 * new-time text and e-mail (the updated invite) and the expert's text with a fresh room link are
 * due now.
 */
export async function scheduleReschedule(tx: Tx, booking: BookingRow, now: Date) {
  const [ahead, past] = partition(reminders(booking.startsAt), (r) => r.dueAt.getTime() >= now.getTime());
  await dropPendingKinds(
    tx,
    booking.id,
    past.map((r) => r.kind),
  );
  await rearmMessages(
    tx,
    [...ahead, { kind: 'rescheduled', dueAt: now }, { kind: 'expert_rescheduled', dueAt: now }].map((r) => ({
      bookingId: booking.id,
      ...r,
    })),
  );
}

function partition<T>(xs: T[], keep: (x: T) => boolean): [T[], T[]] {
  return [xs.filter(keep), xs.filter((x) => !keep(x))];
}

/**
 * A cancelled booking: its reminders not yet sent are dropped, and the cancellation is due now;
 * when the expert's leave cancelled it (issue 21), the one that says so and offers another time.
 */
export async function scheduleCancellation(
  tx: Tx,
  bookingId: string,
  now: Date,
  by: 'patient' | 'expert_leave',
) {
  await dropPendingMessages(tx, bookingId);
  const kind: MessageKind = by === 'expert_leave' ? 'leave_cancellation' : 'cancellation';
  await insertMessages(tx, [{ bookingId, kind, dueAt: now }]);
}
