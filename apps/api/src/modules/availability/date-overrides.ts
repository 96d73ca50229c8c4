import { addDays } from '@care/contracts/common/dates';
import { LEAVE_DAYS_AHEAD_MAX } from '@care/contracts/staff/constants';
import { availabilityMessages as am } from '@care/contracts/staff/messages';
import type { OverrideBody } from '@care/contracts/staff/schemas';
import { badRequest, conflict } from '../../lib/errors.ts';
import { leaveOverlapping, removeDateOverride, replaceDateOverride } from '../experts/index.ts';
import {
  type ChangeDeps,
  changingHours,
  type LockedExpert,
  withdrawTimeOutsideHours,
} from './hours-change.ts';

// A date's own hours (an override of the weekly ones), in the expert's zone: windows, or none for
// a day off. A date inside leave keeps the leave's day off; its hours are set once the leave is
// removed.

/** Today or later in the expert's zone, and no further ahead than leave may be set. */
function checkDate(expert: LockedExpert, date: string) {
  if (date < expert.today) throw badRequest(am.datePast);
  if (date > addDays(expert.today, LEAVE_DAYS_AHEAD_MAX)) throw badRequest(am.dateTooFar);
}

export async function saveDateOverride(deps: ChangeDeps, expertId: string, date: string, body: OverrideBody) {
  await changingHours(deps, expertId, async (tx, expert) => {
    checkDate(expert, date);
    if ((await leaveOverlapping(tx, expertId, date, date)).length) throw conflict(am.overrideInLeave);
    await replaceDateOverride(
      tx,
      expertId,
      date,
      body.windows.map((w) => ({
        startTime: w.start_time,
        endTime: w.end_time,
        slotMinutes: w.slot_minutes,
        bufferMinutes: w.buffer_minutes,
      })),
    );
    await withdrawTimeOutsideHours(tx, expert);
  });
}

/** The date follows the weekly hours again (nothing to remove is not an error). */
export async function deleteDateOverride(deps: ChangeDeps, expertId: string, date: string) {
  await changingHours(deps, expertId, async (tx, expert) => {
    checkDate(expert, date);
    if (await removeDateOverride(tx, expertId, date)) await withdrawTimeOutsideHours(tx, expert);
  });
}
