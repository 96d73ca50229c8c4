// Wall-clock times in Asia/Kolkata, where every slot is written, and how dates and times read:
// the one place for both on every side (the web's screens, the API's texts, e-mails and PDFs).
// India keeps one offset all year (+05:30, no daylight saving), so a date and an HH:mm turn into
// an instant by arithmetic.

export const KOLKATA_OFFSET_MINUTES = 330;
const OFFSET_MS = KOLKATA_OFFSET_MINUTES * 60_000;

/** `HH:mm`, 00:00 to 23:59. */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes since midnight of an `HH:mm`. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** `HH:mm` of minutes since midnight (0 to 1439). */
export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant of `date` (YYYY-MM-DD) at `hhmm` in Asia/Kolkata. */
export function kolkataInstant(date: string, hhmm: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutesOf(hhmm) * 60_000 - OFFSET_MS);
}

/** The Asia/Kolkata date (YYYY-MM-DD) and time (HH:mm) of an instant. */
export function kolkataParts(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** 0 (Sunday) to 6 (Saturday) of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '14:30' as a patient reads it: '02:30 PM'. */
export function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '2026-11-24' as '24 Nov 2026, Tuesday'. */
export function longDate(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}, ${WEEKDAYS[weekdayOf(date)]}`;
}

/** '2026-11-24' as '24/11/2026' (the spec's DD/MM/YYYY). */
export function slashDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** An instant as 'DD/MM/YYYY hh:mm AM' in Asia/Kolkata. */
export function kolkataDateTimeText(instant: Date): string {
  const { date, time } = kolkataParts(instant);
  return `${slashDate(date)} ${twelveHour(time)}`;
}

/** An instant as '04 Nov 2026 at 10:00 AM IST': the appointment texts and e-mails. */
export function kolkataWhenText(instant: Date): string {
  const { date, time } = kolkataParts(instant);
  const [y, m, d] = date.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y} at ${twelveHour(time)} IST`;
}
