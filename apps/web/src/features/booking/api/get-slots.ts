import { WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import type { TimeSlot } from '@care/contracts/experts/schemas';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingQueryKeys } from './query-keys';

/** `GET schedule-timing/get-slot-by-day-and-date`: one date's slots, booked and past flagged. */
export async function getSlots(doctorId: string, date: string): Promise<TimeSlot[]> {
  const res = await api('schedule-timing/get-slot-by-day-and-date', {
    auth: false,
    query: { day: WEEKDAYS[weekdayOf(date)], date, doctor_id: doctorId },
    schema: () => import('@care/contracts/experts/answers').then((m) => m.slotData),
  });
  return res.data.result.schedule_timing_slot[0]?.time_slots ?? [];
}

export function useSlots(doctorId: string, date: string) {
  return useQuery({
    queryKey: bookingQueryKeys.slots(doctorId, date),
    queryFn: () => getSlots(doctorId, date),
    enabled: doctorId !== '',
    // Someone else may take a slot at any moment: keep the list fresh while the patient looks.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/**
 * The days among `dates` already known to have no free slot: those whose slots the page has
 * loaded (the picker's walk to the first free day, the days the patient looked at), read from
 * the query cache without fetching, so the strip can mark them without seven calls. A day not
 * loaded yet is not in the set. `except` leaves a slot out (the appointment being moved).
 */
export function useFullDays(
  doctorId: string,
  dates: string[],
  except?: { date: string; start_time: string },
): ReadonlySet<string> {
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: bookingQueryKeys.slots(doctorId, date),
      queryFn: () => getSlots(doctorId, date),
      enabled: false,
    })),
    combine: (results) =>
      new Set(
        dates.filter((date, i) => {
          const slots = results[i]?.data;
          if (!slots) return false;
          return !slots.some(
            (s) => !s.booked && !s.past && !(date === except?.date && s.start_time === except.start_time),
          );
        }),
      ),
  });
}
