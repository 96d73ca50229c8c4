import { dateInZone } from '@care/contracts/staff/availability-rules';
import { availabilityMessages as am, staffAuthMessages } from '@care/contracts/staff/messages';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { answerChangesOf } from '../../lib/public-answers.ts';
import { expertBookingsOutsideHours, withdrawHolds } from '../booking/index.ts';
import { lockExpert } from '../experts/index.ts';
import { presentAffected } from './present.ts';

// Every availability write (weekly hours, a date's hours, leave) is one transaction that first
// holds the expert row FOR UPDATE. Every claim on the expert's time (a hold, a booking, a move, a
// late payment) holds it FOR SHARE and asks the slot rule again under it (booking's
// slotStillOffered), so a patient's booking lands wholly before the change (which then sees it)
// or wholly after (and finds the slot gone: a clear 409). The write drops the cached slot answers
// on every instance when it commits (lib/public-answers.ts; the tables' triggers say so too).

export type ChangeDeps = Pick<Deps, 'db' | 'database' | 'clock'>;

export interface LockedExpert {
  id: string;
  timeZone: string;
  /** The expert's local date now. */
  today: string;
  now: Date;
}

/** Runs an availability write under the expert row's lock and announces the slot change with it. */
export async function changingHours<T>(
  deps: ChangeDeps,
  expertId: string,
  work: (tx: Tx, expert: LockedExpert) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockExpert(tx, expertId, 'update');
    if (!row) throw new AppError(403, staffAuthMessages.forbidden);
    const result = await work(tx, {
      id: row.id,
      timeZone: row.timeZone,
      today: dateInZone(now, row.timeZone),
      now,
    });
    await answerChangesOf(deps.database).announce(tx, [expertId]);
    return result;
  });
}

/**
 * After new hours are written in `tx`: bookings ahead that the hours no longer hold. A confirmed
 * appointment there refuses the change (409 with the list: the expert keeps those hours, or takes
 * leave, which cancels and refunds them); held and pending bookings there are withdrawn at once
 * (expired), and a payment that still arrives for one goes back (checkout).
 */
export async function withdrawTimeOutsideHours(tx: Tx, expert: LockedExpert) {
  const outside = await expertBookingsOutsideHours(tx, { expertId: expert.id, after: expert.now });
  const confirmed = outside.filter((b) => b.status === 'confirmed');
  if (confirmed.length) throw conflict(am.bookedInWindow, { affected: await presentAffected(tx, confirmed) });
  await withdrawHolds(
    tx,
    outside.map((b) => b.id),
  );
}
