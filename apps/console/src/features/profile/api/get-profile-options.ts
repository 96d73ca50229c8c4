import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ProfileOption {
  value: string;
  label: string;
}

export type ProfileOptions = Record<'language' | 'concerns' | 'expert-approaches', ProfileOption[]>;

/**
 * The lists a profile picks from, the ones patients filter experts by (GET common-master): a
 * profile holds only values a patient's filter can find.
 */
export async function getProfileOptions(signal?: AbortSignal): Promise<ProfileOptions> {
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

export function useProfileOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['common-master', 'profile-options'],
      queryFn: ({ signal }) => getProfileOptions(signal),
      staleTime: 60 * 60_000,
    }),
  );
}
