import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountsQueryKey } from './get-accounts';

/** POST staff/accounts/:id/deactivate: no more sign-ins, and every session ends. */
export async function deactivateAccount(id: string): Promise<string> {
  const res = await api(`staff/accounts/${encodeURIComponent(id)}/deactivate`, { method: 'POST', body: {} });
  return res.message;
}

export function useDeactivateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deactivateAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
