import type { QuickSupportCategory } from '@care/contracts/support/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportQueryKeys } from './query-keys';

/** The FAQ tree for patients. The spec sends this call without a token. */
export async function getQuickSupport(): Promise<QuickSupportCategory[]> {
  const res = await api('quick-support/question-answer/Patient', {
    auth: false,
    schema: () => import('@care/contracts/support/schemas').then((m) => m.quickSupportData),
  });
  return res.data.result;
}

export const quickSupportQueryOptions = queryOptions({
  queryKey: supportQueryKeys.quickSupport,
  queryFn: getQuickSupport,
  staleTime: 10 * 60_000,
});

export function useQuickSupport() {
  return useQuery(quickSupportQueryOptions);
}
