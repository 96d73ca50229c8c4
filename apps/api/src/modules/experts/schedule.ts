import { weekdayOf } from '@care/contracts/common/clock-time';
import type { Db } from '../../db/client.ts';
import { windowsOn } from './repository.ts';
import { type Slot, slotsOfWindows } from './slots.ts';

/**
 * The expert's slots on an Asia/Kolkata date from the weekly schedule, none on a day off;
 * bookings and the clock are not considered (the booking module refuses anything else).
 */
export async function scheduledSlots(db: Db, expertId: string, date: string): Promise<Slot[]> {
  return slotsOfWindows(await windowsOn(db, expertId, weekdayOf(date), date));
}
