import { availabilityMessages as am } from '@care/contracts/staff/messages';
import type { WeeklyHoursBody } from '@care/contracts/staff/schemas';
import { badRequest } from '../../lib/errors.ts';
import { replaceWeeklyHours, zoneKnown } from '../experts/index.ts';
import { type ChangeDeps, changingHours, withdrawTimeOutsideHours } from './hours-change.ts';

/**
 * The expert's zone and weekly windows become these (every weekly window replaced). The body is
 * checked by its schema (a real zone, windows that end after they start, do not overlap on a
 * weekday and are filled exactly by their slots); the database must know the zone too.
 */
export async function saveWeeklyHours(deps: ChangeDeps, expertId: string, body: WeeklyHoursBody) {
  if (!(await zoneKnown(deps.db, body.time_zone))) throw badRequest(am.zoneInvalid);
  await changingHours(deps, expertId, async (tx, expert) => {
    await replaceWeeklyHours(
      tx,
      expertId,
      body.time_zone,
      body.weekly.map((w) => ({
        weekday: w.weekday,
        startTime: w.start_time,
        endTime: w.end_time,
        slotMinutes: w.slot_minutes,
        bufferMinutes: w.buffer_minutes,
      })),
    );
    await withdrawTimeOutsideHours(tx, expert);
  });
}
