import type { StaffPendingInvite } from '@care/contracts/staff/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PendingInvite = StaffPendingInvite;

export const pendingInvitesQueryKey = ['staff', 'invites'] as const;

/** GET staff/invites: invites not yet accepted, expired or withdrawn, newest first (any admin's). */
export async function getPendingInvites(signal?: AbortSignal): Promise<PendingInvite[]> {
  const res = await api('staff/invites', {
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffPendingInviteListData),
  });
  return res.data;
}

export function usePendingInvites() {
  return useQuery(
    queryOptions({ queryKey: pendingInvitesQueryKey, queryFn: ({ signal }) => getPendingInvites(signal) }),
  );
}
