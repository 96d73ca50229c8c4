import type { StaffProfile } from '@care/contracts/staff/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const profileQueryKey = ['staff', 'profile'] as const;

/** GET staff/profile: the expert's own public profile. */
export async function getProfile(signal?: AbortSignal): Promise<StaffProfile> {
  const res = await api('staff/profile', {
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffProfileData),
  });
  return res.data;
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    refetchOnWindowFocus: false,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
