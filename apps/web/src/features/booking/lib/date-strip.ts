import { MONTHS, WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { DATE_STRIP_DAYS, SLOT_DAYS_AHEAD } from '@care/contracts/experts/constants';

export interface StripDay {
  /** YYYY-MM-DD, Asia/Kolkata. */
  date: string;
  weekday: (typeof WEEKDAYS)[number];
  /** 'Mon', '24'... for the strip's tiles. */
  short: string;
  dayOfMonth: number;
  month: string;
}

/**
 * The date strip (spec section 9: 7 days), from today in Asia/Kolkata where the experts work;
 * `week` pages forward through the days the server offers slots for (SLOT_DAYS_AHEAD).
 */
export function stripDays(now: Date = new Date(), week = 0): StripDay[] {
  const first = addDays(todayIso(now), week * DATE_STRIP_DAYS);
  const last = addDays(todayIso(now), SLOT_DAYS_AHEAD);
  return Array.from({ length: DATE_STRIP_DAYS }, (_, i) => addDays(first, i))
    .filter((date) => date <= last)
    .map((date) => {
      const weekday = WEEKDAYS[weekdayOf(date)]!;
      return {
        date,
        weekday,
        short: weekday.slice(0, 3),
        dayOfMonth: Number(date.slice(8, 10)),
        month: MONTHS[Number(date.slice(5, 7)) - 1]!,
      };
    });
}

/** The last strip page that still has a bookable day. */
export const LAST_STRIP_WEEK = Math.floor(SLOT_DAYS_AHEAD / DATE_STRIP_DAYS);
