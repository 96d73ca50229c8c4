import type { Appointment } from '@care/contracts/appointments/answers';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { JOIN_TOLERANCE_MS } from '@care/contracts/meeting/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/** `GET book-appointment/{id}`: one of the patient's appointments, its flags set by the server. */
export async function getAppointment(id: string): Promise<Appointment> {
  const res = await api(`book-appointment/${encodeURIComponent(id)}`, {
    schema: () => import('@care/contracts/appointments/answers').then((m) => m.appointmentDetailData),
  });
  return res.data.result;
}

export function useAppointment(id: string) {
  return useQuery({
    queryKey: appointmentQueryKeys.detail(id),
    queryFn: () => getAppointment(id),
    enabled: id !== '',
    retry: false,
    // An upcoming appointment is asked again so Join turns on when the room opens (and off at the
    // end): every 15 seconds near the start, more rarely before (each answer issues a new intake link).
    refetchInterval: (query) => {
      const a = query.state.data;
      if (!a || a.is_appointment_time_passed || a.status !== 'confirmed') return false;
      if (a.is_can_join_room) return 60_000;
      const untilOpen = kolkataInstant(a.date, a.time_slot_start).getTime() - JOIN_TOLERANCE_MS - Date.now();
      return Math.min(Math.max(untilOpen, 15_000), 5 * 60_000);
    },
  });
}
