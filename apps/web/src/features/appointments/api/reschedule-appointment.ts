import type { RescheduleRequest, RescheduleResult } from '@care/contracts/booking/reschedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingQueryKeys } from '@/features/booking';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/** `POST book-appointment/reschedule-book-appointment` (ours): where the appointment now is. */
export async function rescheduleAppointment(req: RescheduleRequest): Promise<RescheduleResult> {
  const res = await api('book-appointment/reschedule-book-appointment', {
    body: req,
    schema: () => import('@care/contracts/booking/reschedule').then((m) => m.rescheduleData),
  });
  return res.data.result;
}

/** Moving an appointment; the appointment and its expert's slots are asked again either way. */
export function useRescheduleAppointment(doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.slotsOf(doctorId) });
    },
  });
}
