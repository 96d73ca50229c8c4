import type { Appointment } from '@care/contracts/appointments/answers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDeferredResult } from '@/lib/use-deferred-result';
import { appointmentQueryKeys } from './query-keys';

/** `GET patient/upcoming-appointments` or `patient/past-appointments` (past includes cancelled). */
export async function getAppointments(when: 'upcoming' | 'past'): Promise<Appointment[]> {
  const res = await api(`patient/${when}-appointments`, {
    schema: () => import('@care/contracts/appointments/answers').then((m) => m.appointmentListData),
  });
  return res.data;
}

export function useAppointments(when: 'upcoming' | 'past') {
  return useDeferredResult(
    useQuery({
      queryKey: appointmentQueryKeys.list(when),
      queryFn: () => getAppointments(when),
      // Upcoming cards turn to 'Your session is live: Join now' when a room opens (issue 19).
      refetchInterval: when === 'upcoming' ? 60_000 : false,
    }),
  );
}
