import { kolkataParts, MONTHS, twelveHour } from '@care/contracts/common/clock-time';

// How times read in the console: in India Standard Time, as every slot is written, with the
// contracts' one clock (common/clock-time.ts) that the patient app and the API use too.

/** An appointment's time on the expert's list: '10:00 AM – 10:45 AM' (IST). */
export function timeRange(appointment: { starts_at: string; ends_at: string }): string {
  const start = kolkataParts(new Date(appointment.starts_at)).time;
  const end = kolkataParts(new Date(appointment.ends_at)).time;
  return `${twelveHour(start)} – ${twelveHour(end)}`;
}

/** An instant as '24 Nov 2026, 02:30 PM IST' (when a form was filled, an access-log entry). */
export function dayMonthYearTimeIst(iso: string): string {
  const { date, time } = kolkataParts(new Date(iso));
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}, ${twelveHour(time)} IST`;
}
