import { kolkataParts, MONTHS, twelveHour, WEEKDAYS, weekdayOf } from '../common/clock-time.ts';
import { daysBetween } from '../common/dates.ts';
import { NEXT_AVAILABLE_DAYS } from './constants.ts';

/** What a card says when `next_available` is null. */
export const NO_FREE_SLOTS_TEXT = `No free slots in the next ${NEXT_AVAILABLE_DAYS / 7} weeks`;

/**
 * When the expert's first free slot is, as a patient in India reads it next to "Next available:":
 * 'Today 4:45 PM', 'Tomorrow 10:00 AM', 'Thu 4:45 PM' within the week, '3 Dec 11:00 AM' after it
 * (a weekday alone would be ambiguous). Dates and times are Asia/Kolkata's, like the slots.
 */
export function nextAvailableText(nextAvailable: string | null, now: Date): string {
  if (!nextAvailable) return NO_FREE_SLOTS_TEXT;
  const slot = kolkataParts(new Date(nextAvailable));
  const days = daysBetween(kolkataParts(now).date, slot.date);
  const time = twelveHour(slot.time).replace(/^0/, '');
  if (days <= 0) return `Today ${time}`;
  if (days === 1) return `Tomorrow ${time}`;
  if (days < 7) return `${WEEKDAYS[weekdayOf(slot.date)]!.slice(0, 3)} ${time}`;
  return `${Number(slot.date.slice(8, 10))} ${MONTHS[Number(slot.date.slice(5, 7)) - 1]} ${time}`;
}
