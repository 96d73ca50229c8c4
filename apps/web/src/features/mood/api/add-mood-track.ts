import type { Mood } from '@care/contracts/mood/constants';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moodQueryKeys } from './query-keys';

/** Saves today's check-in; resolves with the server's message ('Mood saved.'). */
export async function addMoodTrack(mood: Mood): Promise<string> {
  const res = await api('patient/add-mood-track', { method: 'POST', body: { mood } });
  return res.message;
}

export const addMoodTrackMutationOptions = mutationOptions({
  mutationKey: ['mood', 'add'],
  mutationFn: addMoodTrack,
});

/** Saves a mood, then marks the profile chart's history as out of date. */
export function useAddMoodTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addMoodTrackMutationOptions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moodQueryKeys.history }),
  });
}
