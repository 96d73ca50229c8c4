import { MOODS, type Mood } from '@care/contracts/mood/constants';
import type { moodSchema } from '@care/contracts/mood/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { moodQueryKeys } from './mood-query-keys';

export type MoodOption = z.infer<typeof moodSchema>;

const isMood = (value: unknown): value is Mood => (MOODS as readonly unknown[]).includes(value);

/**
 * Checked by hand rather than with the zod schema: the check-in sits on the home page, and
 * zod would add its weight to the first download of every visit. Unknown moods are left out.
 */
function toMoodOptions(data: unknown): MoodOption[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: Partial<Record<keyof MoodOption, unknown>>) =>
    item && isMood(item.mood) && typeof item.mood_icon === 'string' && typeof item.display_mood === 'string'
      ? [{ mood: item.mood, mood_icon: item.mood_icon, display_mood: item.display_mood }]
      : [],
  );
}

/** The five moods with their faces. Public: visitors see the grid too. */
export async function getMoodList(): Promise<MoodOption[]> {
  const res = await api<unknown>('patient/get-mood-list', { auth: false });
  return toMoodOptions(res.data);
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
