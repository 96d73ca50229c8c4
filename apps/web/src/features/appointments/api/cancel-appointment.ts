import type { Appointment } from '@care/contracts/appointments/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/** `POST book-appointment/cancel-book-appointment`: the cancelled appointment, with its refunds. */
export async function cancelAppointment(id: string): Promise<Appointment> {
  const res = await api('book-appointment/cancel-book-appointment', {
    body: { book_appointment_id: id },
    schema: () => import('@care/contracts/appointments/answers').then((m) => m.appointmentDetailData),
  });
  return res.data.result;
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentQueryKeys.all }),
  });
}
