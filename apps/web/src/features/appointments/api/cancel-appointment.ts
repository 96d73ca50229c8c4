import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/** `POST book-appointment/cancel-book-appointment`: answers the server's message. */
export async function cancelAppointment(id: string): Promise<string> {
  const res = await api('book-appointment/cancel-book-appointment', { body: { book_appointment_id: id } });
  return res.message;
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentQueryKeys.all }),
  });
}
