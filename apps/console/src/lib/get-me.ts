import type { StaffPermission } from '@care/contracts/staff/constants';
import type { Staff } from '@care/contracts/staff/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const meQueryKey = ['staff', 'me'] as const;

/** GET staff/me: who is signed in, with what their role may do. */
export async function getMe(signal?: AbortSignal): Promise<Staff> {
  const res = await api('staff/me', {
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffSchema),
  });
  return res.data;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in staff member (the layout loads it before any screen shows). */
export function useMe() {
  return useQuery(meQueryOptions());
}

/** Whether the signed-in staff member may do this (false while unknown). */
export function useCan(permission: StaffPermission): boolean {
  return useMe().data?.permissions.includes(permission) ?? false;
}
