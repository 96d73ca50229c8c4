import { minutesOf } from '../common/clock-time.ts';
import { availabilityMessages as am } from './messages.ts';

// An expert's hours (issue 21), the rules the console's form and the API both apply. A window is
// local wall-clock time in the expert's own IANA zone, start to end on one date ('24:00' ends it
// at midnight), cut into slots of `slot_minutes` with `buffer_minutes` free after each one.

export interface HoursWindow {
  start_time: string;
  end_time: string;
  slot_minutes: number;
  buffer_minutes: number;
}

/** A window may end at midnight; no window starts there. */
export const END_OF_DAY = '24:00';

/**
 * A real IANA zone name ('Europe/London', 'Asia/Kolkata', 'UTC'), as both Intl and PostgreSQL
 * read it. Offsets ('+05:30') and POSIX strings are refused: PostgreSQL reads their sign the
 * other way round from ISO 8601, so one would move every slot by twice the offset.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) || /^(GMT|UTC)?[+-]/i.test(zone))
    return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The date (YYYY-MM-DD) in `zone` at an instant: the expert's "today". */
export function dateInZone(instant: Date, zone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** How many slots the window holds: n slots and the n - 1 buffers between them. */
export function slotsInWindow(w: HoursWindow): number {
  const length = minutesOf(w.end_time) - minutesOf(w.start_time);
  return length < w.slot_minutes
    ? 0
    : Math.floor((length + w.buffer_minutes) / (w.slot_minutes + w.buffer_minutes));
}

/**
 * Whether slots fill the window exactly: its length is n slots and the n - 1 buffers between them
 * (no buffer after the last slot), n at least 1, i.e. (end - start + buffer) is a whole multiple
 * of (slot + buffer). 09:00-11:45 in 45-minute slots with 15 minutes' buffer holds 09:00, 10:00
 * and 11:00 and ends as the last slot does; 09:00-12:00 would leave 15 idle minutes at the end,
 * which the expert would believe they offer.
 */
export function fillsWindow(w: HoursWindow): boolean {
  const length = minutesOf(w.end_time) - minutesOf(w.start_time);
  return length >= w.slot_minutes && (length + w.buffer_minutes) % (w.slot_minutes + w.buffer_minutes) === 0;
}

/**
 * The first thing wrong with one day's windows, as its message, or null: a window that does not
 * end after it starts, two that overlap (touching is fine: 09:00-12:00 and 12:00-15:00), or one
 * the slots do not fill (fillsWindow).
 */
export function dayWindowsProblem(windows: readonly HoursWindow[]): string | null {
  for (const w of windows) {
    if (w.start_time === END_OF_DAY) return am.timeInvalid;
    if (minutesOf(w.end_time) <= minutesOf(w.start_time)) return am.endBeforeStart;
  }
  const sorted = [...windows].sort((a, b) => minutesOf(a.start_time) - minutesOf(b.start_time));
  for (let i = 1; i < sorted.length; i++)
    if (minutesOf(sorted[i]!.start_time) < minutesOf(sorted[i - 1]!.end_time)) return am.overlap;
  for (const w of windows) if (!fillsWindow(w)) return am.notDivisible;
  return null;
}
