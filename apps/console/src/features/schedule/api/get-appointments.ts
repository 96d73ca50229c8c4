import type { StaffAppointment } from '@care/contracts/staff/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const appointmentsQueryKey = ['staff', 'appointments'] as const;

/** GET staff/appointments?from&to: the expert's own appointments on those dates (both included). */
export async function getAppointments(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<StaffAppointment[]> {
  const res = await api('staff/appointments', {
    query: { from, to },
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffAppointmentListData),
  });
  return res.data;
}

export function appointmentsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, from, to],
    queryFn: ({ signal }) => getAppointments(from, to, signal),
    // Stepping to the next week keeps this one on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
    // Patients book and cancel through the day.
    refetchInterval: 60_000,
  });
}

export function useAppointments(from: string, to: string) {
  return useQuery(appointmentsQueryOptions(from, to));
}
