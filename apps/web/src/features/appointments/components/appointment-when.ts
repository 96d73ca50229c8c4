import type { Appointment } from '@care/contracts/appointments/answers';
import { longDate, twelveHour } from '@care/contracts/common/clock-time';

/** '26 Nov 2026, Thursday' and '10:00 AM to 10:45 AM IST'. */
export function appointmentWhen(a: Appointment): { date: string; time: string } {
  return {
    date: longDate(a.date),
    time: `${twelveHour(a.time_slot_start)} to ${twelveHour(a.time_slot_end)} IST`,
  };
}

/** Minutes between the slot's start and end (spec: 'Total time'). */
export function totalMinutes(a: Appointment): number {
  const m = (hhmm: string) => {
    const [h, min] = hhmm.split(':').map(Number) as [number, number];
    return h * 60 + min;
  };
  return (m(a.time_slot_end) - m(a.time_slot_start) + 24 * 60) % (24 * 60);
}
