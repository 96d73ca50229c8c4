import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { type MoodTrack, moodHistoryData } from '@care/contracts/mood/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { moodQueryKeys } from './mood-query-keys';

/** The patient's own check-ins of the last 30 days, oldest first. */
export async function getMoodHistory(): Promise<MoodTrack[]> {
  const res = await api<unknown>('patient/mood-history');
  const parsed = moodHistoryData.safeParse(res.data);
  if (!parsed.success) throw new ApiError(DEFAULT_MESSAGE, res.statusCode, res);
  return parsed.data.result;
}

export const moodHistoryQueryOptions = queryOptions({
  queryKey: moodQueryKeys.history,
  queryFn: getMoodHistory,
});

export function useMoodHistory() {
  return useQuery(moodHistoryQueryOptions);
}
