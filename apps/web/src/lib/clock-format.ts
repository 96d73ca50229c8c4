import { WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';

// How a consultation's date and time read on every screen (the slot picker, the booking form,
// the appointments): the expert's clock, Asia/Kolkata.

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '14:30' as the patient reads it: '02:30 PM'. */
export function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '2026-11-24' as '24 Nov 2026, Tuesday'. */
export function longDate(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}, ${WEEKDAYS[weekdayOf(date)]}`;
}
