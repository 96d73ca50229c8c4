import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/** POST staff/appointments/:id/no-show: the patient did not come. */
export async function markNoShow(id: string): Promise<string> {
  const res = await api(`staff/appointments/${encodeURIComponent(id)}/no-show`, { method: 'POST', body: {} });
  return res.message;
}

export function useMarkNoShow(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markNoShow(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: appointmentQueryKeys.detail(id) });
      void client.invalidateQueries({ queryKey: ['staff', 'appointments'] });
    },
  });
}
