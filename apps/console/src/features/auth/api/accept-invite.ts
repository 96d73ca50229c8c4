import type { inviteAcceptBody, StaffSession } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/get-me';
import { storeConsoleToken } from '@/lib/session';

export type AcceptInviteBody = z.input<typeof inviteAcceptBody>;

/** POST staff/invites/accept: the password and the first code; answers a session. */
export async function acceptInvite(body: AcceptInviteBody): Promise<StaffSession> {
  const res = await api('staff/invites/accept', {
    body,
    auth: false,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffSessionData),
  });
  return res.data;
}

export function useAcceptInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (session) => {
      client.clear();
      storeConsoleToken(session.token);
      client.setQueryData(meQueryKey, session.staff);
    },
  });
}
