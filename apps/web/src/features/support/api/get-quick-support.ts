import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { type QuickSupportCategory, quickSupportData } from '@care/contracts/support/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** The FAQ tree for patients. The spec sends this call without a token. */
export async function getQuickSupport(): Promise<QuickSupportCategory[]> {
  const res = await api<unknown>('quick-support/question-answer/Patient', { auth: false });
  const parsed = quickSupportData.safeParse(res.data);
  if (!parsed.success) throw new ApiError(DEFAULT_MESSAGE, res.statusCode, res);
  return parsed.data.result;
}

export const quickSupportQueryOptions = queryOptions({
  queryKey: ['quick-support', 'Patient'],
  queryFn: getQuickSupport,
  staleTime: 10 * 60_000,
});

export function useQuickSupport() {
  return useQuery(quickSupportQueryOptions);
}
