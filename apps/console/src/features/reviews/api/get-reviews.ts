import type { ModeratedReview } from '@care/contracts/moderation/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const pendingReviewsQueryKey = ['staff', 'reviews', 'pending'] as const;

/** GET staff/reviews?status=pending: the reviews waiting, oldest first. */
export async function getPendingReviews(signal?: AbortSignal): Promise<ModeratedReview[]> {
  const res = await api('staff/reviews', {
    signal,
    query: { status: 'pending' },
    schema: () => import('@care/contracts/moderation/schemas').then((m) => m.reviewListData),
  });
  return res.data;
}

export function usePendingReviews() {
  return useQuery(
    queryOptions({ queryKey: pendingReviewsQueryKey, queryFn: ({ signal }) => getPendingReviews(signal) }),
  );
}
