import { kolkataParts, MONTHS, WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays } from '@care/contracts/common/dates';
import type { StaffAppointment } from '@care/contracts/staff/schemas';

// The expert's appointments by day and by week. Days are Asia/Kolkata days, as every slot is
// written (contracts/common/clock-time.ts), and a week runs Monday to Sunday, as the date
// pickers show it.

export type ScheduleView = 'day' | 'week';

/** The Monday of the week `date` (YYYY-MM-DD) falls in. */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The dates a view shows: the day itself, or its week's seven days. */
export function viewDates(view: ScheduleView, date: string): string[] {
  if (view === 'day') return [date];
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The range to ask the API for (from and to, both included). */
export function viewRange(view: ScheduleView, date: string): { from: string; to: string } {
  const dates = viewDates(view, date);
  return { from: dates[0]!, to: dates[dates.length - 1]! };
}

/** The date the previous or next button opens. */
export function stepDate(view: ScheduleView, date: string, step: -1 | 1): string {
  return addDays(view === 'day' ? date : weekStart(date), step * (view === 'day' ? 1 : 7));
}

export interface ScheduleDay {
  date: string;
  appointments: StaffAppointment[];
}

/**
 * Each date of the view with its appointments in start order. Every date is listed, an empty one
 * too ('No appointments'), so a free day reads as free rather than as missing; an appointment
 * outside the dates (the API's range is wider than asked) is left out.
 */
export function groupByDay(
  dates: readonly string[],
  appointments: readonly StaffAppointment[],
): ScheduleDay[] {
  const days = new Map<string, StaffAppointment[]>(dates.map((date) => [date, []]));
  for (const appointment of appointments)
    days.get(kolkataParts(new Date(appointment.starts_at)).date)?.push(appointment);
  return [...days].map(([date, list]) => ({
    date,
    appointments: list.sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at)),
  }));
}

/** 'Monday, 23 Nov' for a day's heading; the long form for the day view's title. */
export function dayHeading(date: string): string {
  return `${WEEKDAYS[weekdayOf(date)]}, ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

/** '23 – 29 Nov 2026' (or across months and years) for the week view's title. */
export function weekTitle(date: string): string {
  const [from, to] = [weekStart(date), addDays(weekStart(date), 6)];
  const day = (d: string) => Number(d.slice(8, 10));
  const month = (d: string) => MONTHS[Number(d.slice(5, 7)) - 1];
  const year = (d: string) => d.slice(0, 4);
  if (year(from) !== year(to))
    return `${day(from)} ${month(from)} ${year(from)} – ${day(to)} ${month(to)} ${year(to)}`;
  if (month(from) !== month(to)) return `${day(from)} ${month(from)} – ${day(to)} ${month(to)} ${year(to)}`;
  return `${day(from)} – ${day(to)} ${month(to)} ${year(to)}`;
}
