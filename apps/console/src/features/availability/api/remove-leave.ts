import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityQueryKey } from './get-availability';

/** DELETE staff/availability/leave/:id: those days follow the hours again (cancelled stay cancelled). */
export async function removeLeave(id: string): Promise<string> {
  const res = await api(`staff/availability/leave/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return res.message;
}

export function useRemoveLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeLeave,
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityQueryKey }),
  });
}
