import type { AvailabilityWindow } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityQueryKey } from './get-availability';

/** PUT staff/availability/overrides/:date: that date's own hours; no windows is a day off. */
export async function saveOverride(date: string, windows: AvailabilityWindow[]): Promise<string> {
  const res = await api(`staff/availability/overrides/${encodeURIComponent(date)}`, {
    method: 'PUT',
    body: { windows },
  });
  return res.message;
}

export function useSaveOverride() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, windows }: { date: string; windows: AvailabilityWindow[] }) =>
      saveOverride(date, windows),
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityQueryKey }),
  });
}
