import type { TestBooking } from '@care/contracts/lab-tests/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { labTestQueryKeys } from './query-keys';

/** `POST test/test-book`. */
export async function bookTest(testId: string): Promise<TestBooking> {
  const res = await api('test/test-book', {
    body: { test_id: testId },
    schema: () => import('@care/contracts/lab-tests/answers').then((m) => m.testBookingSchema),
  });
  return res.data;
}

export function useBookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookTest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labTestQueryKeys.bookings }),
  });
}
