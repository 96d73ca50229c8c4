import { kolkataParts } from '../common/clock-time.ts';
import { addDays, daysBetween, isIsoDate, todayIso } from '../common/dates.ts';
import { COLLECTION_DAYS_AHEAD, COLLECTION_WINDOWS, type CollectionWindow } from './constants.ts';
import { labTestMessages as m } from './messages.ts';

// When a sample may be collected: the server checks a booking's date and window with these,
// and the booking form offers only what they allow ("today" is Asia/Kolkata, passed in).

/** Whether `window` on `date` has already started at `now` (only today's windows can have). */
export function windowStarted(date: string, window: CollectionWindow, now: Date): boolean {
  const here = kolkataParts(now);
  return date === here.date && here.time >= window.slice(0, 5);
}

/** The windows still open on `date` at `now`. */
export function openWindows(date: string, now: Date): CollectionWindow[] {
  return COLLECTION_WINDOWS.filter((w) => !windowStarted(date, w, now));
}

/** The dates a collection may be booked on at `now`: today (if a window is left) to 14 days ahead. */
export function collectionDates(now: Date): string[] {
  const today = todayIso(now);
  const dates = Array.from({ length: COLLECTION_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));
  return openWindows(today, now).length > 0 ? dates : dates.slice(1);
}

/**
 * What is wrong with a collection date (and, when given, its window) at `now`, in the patient's
 * words, or null: a real date from today up to COLLECTION_DAYS_AHEAD days ahead, and not a
 * window of today that has already started.
 */
export function collectionWhenProblem(
  date: string,
  window: CollectionWindow | null | undefined,
  now: Date,
): string | null {
  if (!isIsoDate(date)) return m.collectionDateInvalid;
  const ahead = daysBetween(todayIso(now), date);
  if (ahead < 0 || ahead > COLLECTION_DAYS_AHEAD) return m.collectionDateOutOfRange;
  if (window && windowStarted(date, window, now)) return m.collectionWindowStarted;
  return null;
}
