import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ListOption {
  value: string;
  label: string;
}

export type ExpertListOptions = Record<'language' | 'concerns' | 'expert-approaches', ListOption[]>;

/** The lists an expert's languages, concerns and approaches come from (GET common-master): the patients' filters. */
export async function getListOptions(signal?: AbortSignal): Promise<ExpertListOptions> {
  const res = await api('common-master', {
    auth: false,
    signal,
    query: { slug: 'language,concerns,expert-approaches' },
    schema: () => import('@care/contracts/support/schemas').then((m) => m.commonMasterData),
  });
  const pick = (slug: string) => (res.data[slug] ?? []).map(({ value, label }) => ({ value, label }));
  return {
    language: pick('language'),
    concerns: pick('concerns'),
    'expert-approaches': pick('expert-approaches'),
  };
}

export function useListOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['common-master', 'expert-lists'],
      queryFn: ({ signal }) => getListOptions(signal),
      staleTime: 60 * 60_000,
    }),
  );
}
