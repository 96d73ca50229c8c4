import type { WeeklyHoursBody } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityQueryKey } from './get-availability';

/** PUT staff/availability/weekly: the time zone and every weekday's windows, all at once. */
export async function saveWeeklyHours(body: WeeklyHoursBody): Promise<string> {
  const res = await api('staff/availability/weekly', { method: 'PUT', body });
  return res.message;
}

export function useSaveWeeklyHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWeeklyHours,
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityQueryKey }),
  });
}
