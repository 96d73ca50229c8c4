import type { inviteOpenedData } from '@care/contracts/staff/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type InviteOpened = z.infer<typeof inviteOpenedData>;

/** POST staff/invites/open: who the invite is for, and the authenticator's secret (drawn now). */
export async function openInvite(token: string): Promise<InviteOpened> {
  const res = await api('staff/invites/open', {
    body: { token },
    auth: false,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.inviteOpenedData),
  });
  return res.data;
}

/**
 * Opened once per visit: a POST that draws the secret, so never refetched behind the person's
 * back (a second draw would make the QR code they scanned wrong) and never retried.
 */
export function inviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['staff', 'invite', token],
    queryFn: () => openInvite(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useOpenInvite(token: string) {
  return useQuery({ ...inviteQueryOptions(token), enabled: token.length > 0 });
}
