import type { ExpertList } from '@care/contracts/experts/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDeferredResult } from '@/lib/use-deferred-result';
import type { ExpertSearchParams } from '../lib/expert-search-params';
import { expertQueryKeys } from './query-keys';

/** `GET doctor/list`: experts of a type, searched, filtered and paged. No sign-in needed. */
export async function getDoctorList(p: ExpertSearchParams): Promise<ExpertList> {
  const res = await api('doctor/list', {
    auth: false,
    query: {
      type: p.type,
      page: p.page,
      records: p.records,
      query: p.query || undefined,
      language: p.language.join(',') || undefined,
      expert_approaches: p.expert_approaches.join(',') || undefined,
      concerns: p.concerns.join(',') || undefined,
      sort: p.sort ?? undefined,
      direction: p.direction ?? undefined,
      fee_min: p.fee_min ?? undefined,
      fee_max: p.fee_max ?? undefined,
      gender: p.gender ?? undefined,
    },
    schema: () => import('@care/contracts/experts/answers').then((m) => m.expertListData),
  });
  return res.data;
}

export const doctorListQueryOptions = (p: ExpertSearchParams) =>
  queryOptions({ queryKey: expertQueryKeys.list(p), queryFn: () => getDoctorList(p), staleTime: 60_000 });

export function useDoctorList(p: ExpertSearchParams) {
  return useDeferredResult(useQuery({ ...doctorListQueryOptions(p), placeholderData: keepPreviousData }));
}
