import type { staffAccountSchema } from '@care/contracts/staff/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const accountsQueryKey = ['staff', 'accounts'] as const;

/** GET staff/accounts: every console account, active or not. */
export async function getAccounts(signal?: AbortSignal): Promise<StaffAccount[]> {
  const res = await api('staff/accounts', {
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffAccountListData),
  });
  return res.data;
}

export function useAccounts() {
  return useQuery(queryOptions({ queryKey: accountsQueryKey, queryFn: ({ signal }) => getAccounts(signal) }));
}
