import type { StaffInviteBody, staffInviteData } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { accountsQueryKey } from './get-accounts';
import { pendingInvitesQueryKey } from './get-pending-invites';

export type StaffInvite = z.infer<typeof staffInviteData>;

/** POST staff/invites: e-mails a single-use link (answered here too, to be shown once). */
export async function inviteStaff(body: StaffInviteBody): Promise<StaffInvite & { message: string }> {
  const res = await api('staff/invites', {
    body,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffInviteData),
  });
  return { ...res.data, message: res.message };
}

export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: accountsQueryKey });
      // The new invite, and any earlier one for the same e-mail now withdrawn.
      void client.invalidateQueries({ queryKey: pendingInvitesQueryKey });
      void client.invalidateQueries({ queryKey: ['staff', 'expert-options'] });
    },
  });
}
