import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pendingInvitesQueryKey } from './get-pending-invites';

/** DELETE staff/invites/:id: the invite's link stops working at once. */
export async function withdrawInvite(id: string): Promise<string> {
  const res = await api(`staff/invites/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return res.message;
}

export function useWithdrawInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvite,
    // Also after a 404: another admin may have withdrawn it, or the person accepted it, meanwhile.
    onSettled: () => client.invalidateQueries({ queryKey: pendingInvitesQueryKey }),
  });
}
