import type { StaffExpert } from '@care/contracts/expert-admin/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const expertsQueryKey = ['staff', 'experts'] as const;

/** GET staff/experts: every expert, active ones first, fees in paise. */
export async function getExperts(signal?: AbortSignal): Promise<StaffExpert[]> {
  const res = await api('staff/experts', {
    signal,
    schema: () => import('@care/contracts/expert-admin/schemas').then((m) => m.staffExpertListData),
  });
  return res.data;
}

export function useExperts() {
  return useQuery(queryOptions({ queryKey: expertsQueryKey, queryFn: ({ signal }) => getExperts(signal) }));
}
