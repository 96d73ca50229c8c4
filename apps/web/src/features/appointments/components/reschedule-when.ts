import { kolkataParts, MONTHS, WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';

// How a moved appointment's times read (issue 19), in India time where the experts work:
// 'Thu 26 Nov, 4:45 PM' beside the appointment, 'Fri 27 Nov at 11:00 AM IST' in a sentence.

function parts(date: string, hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return {
    day: `${WEEKDAYS[weekdayOf(date)]!.slice(0, 3)} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`,
    time: `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`,
  };
}

/** A slot's start as 'Fri 27 Nov at 11:00 AM IST'. */
export function slotText(date: string, hhmm: string): string {
  const p = parts(date, hhmm);
  return `${p.day} at ${p.time} IST`;
}

/** An ISO instant as 'Thu 26 Nov, 4:45 PM' (India time). */
export function instantText(iso: string): string {
  const { date, time } = kolkataParts(new Date(iso));
  const p = parts(date, time);
  return `${p.day}, ${p.time}`;
}
