import { WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import type { TimeSlot } from '@care/contracts/experts/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingQueryKeys } from './query-keys';

/** `GET schedule-timing/get-slot-by-day-and-date`: one date's slots, booked and past flagged. */
export async function getSlots(doctorId: string, date: string): Promise<TimeSlot[]> {
  const res = await api('schedule-timing/get-slot-by-day-and-date', {
    auth: false,
    query: { day: WEEKDAYS[weekdayOf(date)], date, doctor_id: doctorId },
    schema: () => import('@care/contracts/experts/schemas').then((m) => m.slotData),
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
