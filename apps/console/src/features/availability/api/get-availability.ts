import type { Availability } from '@care/contracts/staff/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const availabilityQueryKey = ['staff', 'availability'] as const;

/** GET staff/availability: weekly hours, date overrides and leave, in the expert's own zone. */
export async function getAvailability(signal?: AbortSignal): Promise<Availability> {
  const res = await api('staff/availability', {
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.availabilityData),
  });
  return res.data;
}

export function availabilityQueryOptions() {
  return queryOptions({
    queryKey: availabilityQueryKey,
    queryFn: ({ signal }) => getAvailability(signal),
    // A form is being edited from it: no refetch that would look like lost typing.
    refetchOnWindowFocus: false,
  });
}

export function useAvailability() {
  return useQuery(availabilityQueryOptions());
}
