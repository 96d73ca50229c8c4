import type { LabTest } from '@care/contracts/lab-tests/answers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { labTestQueryKeys } from './query-keys';

/** `GET test?search&category`: the lab catalogue. */
export async function getTests(search: string, category: string): Promise<LabTest[]> {
  const res = await api('test', {
    query: { search: search || undefined, category: category || undefined },
    auth: false,
    schema: () => import('@care/contracts/lab-tests/answers').then((m) => m.testListData),
  });
  return res.data;
}

export function useTests(search: string, category: string) {
  return useQuery({
    queryKey: labTestQueryKeys.list(search, category),
    queryFn: () => getTests(search, category),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
