import type { StaffAppointmentDetail } from '@care/contracts/staff/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/** GET staff/appointments/:id: the appointment, its reports, notes, and what may be done now. */
export async function getAppointment(id: string, signal?: AbortSignal): Promise<StaffAppointmentDetail> {
  const res = await api(`staff/appointments/${encodeURIComponent(id)}`, {
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffAppointmentDetailData),
  });
  return res.data;
}

export function appointmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: appointmentQueryKeys.detail(id),
    queryFn: ({ signal }) => getAppointment(id, signal),
    // room_open, can_mark_no_show and can_write_report change with the clock.
    refetchInterval: 60_000,
  });
}

export function useAppointment(id: string) {
  return useQuery(appointmentQueryOptions(id));
}
