import { HHMM, minutesOf } from '@care/contracts/common/clock-time';
import { END_OF_DAY, fillsWindow } from '@care/contracts/staff/availability-rules';
import { BUFFER_MINUTES_MAX, SLOT_MINUTES_CHOICES } from '@care/contracts/staff/constants';
import { availabilityMessages as am } from '@care/contracts/staff/messages';

// The checks the API makes of one day's windows (contracts' availability-rules.ts: the same fill
// rule and messages), done on each window, so a problem is said at the window that has it rather
// than for the whole day as the API's first message.

/** At most this many windows on one day (the API's limit). */
export const WINDOWS_A_DAY = 6;

export interface WindowDraft {
  start_time: string;
  end_time: string;
  slot_minutes: number;
  buffer_minutes: number;
}

export type WindowField = keyof WindowDraft;
/** Problems of one window: by field, and `window` for the window as a whole. */
export type WindowErrors = Partial<Record<WindowField | 'window', string>>;

/** How many slots a window offers (for the line under it: '3 slots: 09:00, 10:00, 11:00'). */
export function slotStarts(w: WindowDraft): string[] {
  if (
    !HHMM.test(w.start_time) ||
    !(HHMM.test(w.end_time) || w.end_time === END_OF_DAY) ||
    w.slot_minutes <= 0
  )
    return [];
  const starts: string[] = [];
  const end = minutesOf(w.end_time);
  for (let at = minutesOf(w.start_time); at + w.slot_minutes <= end; at += w.slot_minutes + w.buffer_minutes)
    starts.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  return starts;
}

/** Each window's problems, in the windows' order; an empty object is a window that is fine. */
export function dayWindowErrors(windows: readonly WindowDraft[]): WindowErrors[] {
  const errors: WindowErrors[] = windows.map((w) => {
    const e: WindowErrors = {};
    if (!HHMM.test(w.start_time)) e.start_time = am.timeInvalid;
    if (!HHMM.test(w.end_time) && w.end_time !== END_OF_DAY) e.end_time = am.timeInvalid;
    if (!(SLOT_MINUTES_CHOICES as readonly number[]).includes(w.slot_minutes))
      e.slot_minutes = am.slotLengthInvalid;
    if (!Number.isInteger(w.buffer_minutes) || w.buffer_minutes < 0 || w.buffer_minutes > BUFFER_MINUTES_MAX)
      e.buffer_minutes = am.bufferInvalid;
    if (e.start_time || e.end_time) return e;
    if (minutesOf(w.end_time) <= minutesOf(w.start_time)) e.end_time = am.endBeforeStart;
    else if (!e.slot_minutes && !e.buffer_minutes && !fillsWindow(w)) e.window = am.notDivisible;
    return e;
  });
  // Overlaps (touching is fine: 09:00-12:00 and 12:00-15:00), said on the later window.
  const timed = windows
    .map((w, index) => ({ w, index }))
    .filter(({ index }) => !errors[index]!.start_time && !errors[index]!.end_time)
    .sort((a, b) => minutesOf(a.w.start_time) - minutesOf(b.w.start_time));
  for (let i = 1; i < timed.length; i++)
    if (minutesOf(timed[i]!.w.start_time) < minutesOf(timed[i - 1]!.w.end_time))
      errors[timed[i]!.index]!.window = am.overlap;
  if (windows.length > WINDOWS_A_DAY) errors[WINDOWS_A_DAY]!.window = am.tooManyWindows;
  return errors;
}

/** Whether any window of the day has a problem. */
export function hasWindowErrors(errors: readonly WindowErrors[]): boolean {
  return errors.some((e) => Object.keys(e).length > 0);
}
