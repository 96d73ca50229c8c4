import { minutesOf } from '@care/contracts/common/clock-time';

/** A consultation's length in minutes, from its slot (HH:mm, the same day). */
export function sessionMinutes(slot: { start_time: string; end_time: string }): number {
  return minutesOf(slot.end_time) - minutesOf(slot.start_time);
}
