import type { MoodTrack } from '@care/contracts/mood/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moodQueryKeys } from './query-keys';

/** The patient's own check-ins of the last 30 days, oldest first. */
export async function getMoodHistory(): Promise<MoodTrack[]> {
  const res = await api('patient/mood-history', {
    schema: () => import('@care/contracts/mood/schemas').then((m) => m.moodHistoryData),
  });
  return res.data.result;
}

export const moodHistoryQueryOptions = queryOptions({
  queryKey: moodQueryKeys.history,
  queryFn: getMoodHistory,
});

export function useMoodHistory() {
  return useQuery(moodHistoryQueryOptions);
}
