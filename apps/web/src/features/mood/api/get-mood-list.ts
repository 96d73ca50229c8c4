import type { moodSchema } from '@care/contracts/mood/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { moodQueryKeys } from './query-keys';

export type MoodOption = z.infer<typeof moodSchema>;

/** The five moods with their faces. Public: visitors see the grid too. */
export async function getMoodList(): Promise<MoodOption[]> {
  const res = await api('patient/get-mood-list', {
    auth: false,
    schema: () => import('@care/contracts/mood/schemas').then((m) => m.moodListData),
  });
  return res.data;
}

export const moodListQueryOptions = queryOptions({
  queryKey: moodQueryKeys.list,
  queryFn: getMoodList,
  // Reference data that changes with a release, not during a visit.
  staleTime: 24 * 60 * 60_000,
});

export function useMoodList() {
  return useQuery(moodListQueryOptions);
}
