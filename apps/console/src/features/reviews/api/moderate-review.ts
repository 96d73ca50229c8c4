import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pendingReviewsQueryKey } from './get-reviews';

/** POST staff/reviews/:id/approve or /reject: answers the API's message. */
export async function moderateReview(input: { id: string; verdict: 'approve' | 'reject' }): Promise<string> {
  const res = await api(`staff/reviews/${encodeURIComponent(input.id)}/${input.verdict}`, {
    method: 'POST',
    body: {},
  });
  return res.message;
}

export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    // Settled either way: a 409 means another moderator got there first, and the list says so.
    onSettled: () => client.invalidateQueries({ queryKey: pendingReviewsQueryKey }),
  });
}
