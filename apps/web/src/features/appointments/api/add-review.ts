import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

export interface ReviewInput {
  book_appointment_id: string;
  doctor_id: string;
  rating: number;
  comment: string;
}

/** `POST testimonial/add` (spec: rating and comment as given, `__v` null): the server's message. */
export async function addReview(review: ReviewInput): Promise<string> {
  const res = await api('testimonial/add', { body: { ...review, __v: null } });
  return res.message;
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentQueryKeys.all }),
  });
}
