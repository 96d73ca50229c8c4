import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expertQueryKeys } from './query-keys';

export interface FilterOption {
  value: string;
  label: string;
}

/** The filter dialog's lists: `GET common-master?slug=language,concerns,expert-approaches`. */
export async function getExpertFilters(): Promise<
  Record<'language' | 'concerns' | 'expert-approaches', FilterOption[]>
> {
  const res = await api('common-master', {
    auth: false,
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

export const expertFiltersQueryOptions = queryOptions({
  queryKey: expertQueryKeys.filters,
  queryFn: getExpertFilters,
  staleTime: 60 * 60_000,
});

export function useExpertFilters(enabled: boolean) {
  return useQuery({ ...expertFiltersQueryOptions, enabled });
}
