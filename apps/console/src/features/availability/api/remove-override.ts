import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityQueryKey } from './get-availability';

/** DELETE staff/availability/overrides/:date: the date follows the weekly hours again. */
export async function removeOverride(date: string): Promise<string> {
  const res = await api(`staff/availability/overrides/${encodeURIComponent(date)}`, { method: 'DELETE' });
  return res.message;
}

export function useRemoveOverride() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeOverride,
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityQueryKey }),
  });
}
