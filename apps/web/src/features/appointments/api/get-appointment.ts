import type { Appointment } from '@care/contracts/appointments/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/** `GET book-appointment/{id}`: one of the patient's appointments, its flags set by the server. */
export async function getAppointment(id: string): Promise<Appointment> {
  const res = await api(`book-appointment/${encodeURIComponent(id)}`, {
    schema: () => import('@care/contracts/appointments/schemas').then((m) => m.appointmentDetailData),
  });
  return res.data.result;
}

export function useAppointment(id: string) {
  return useQuery({
    queryKey: appointmentQueryKeys.detail(id),
    queryFn: () => getAppointment(id),
    enabled: id !== '',
    retry: false,
    // An upcoming appointment is asked again so Join turns on when the room opens (and off at the end).
    refetchInterval: (query) => {
      const a = query.state.data;
      if (!a || a.is_appointment_time_passed || a.status !== 'confirmed') return false;
      return a.is_can_join_room ? 60_000 : 15_000;
    },
  });
}
