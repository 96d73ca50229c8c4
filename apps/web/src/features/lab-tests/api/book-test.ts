import type { TestBooking } from '@care/contracts/lab-tests/answers';
import type { CollectionDetails } from '@care/contracts/lab-tests/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { labTestQueryKeys } from './query-keys';

const bookingSchema = () => import('@care/contracts/lab-tests/answers').then((m) => m.testBookingSchema);

/** `POST test/test-book`: the test, with how and when the sample is collected and how it is paid. */
export async function bookTest(input: { testId: string; details?: CollectionDetails }): Promise<TestBooking> {
  const res = await api('test/test-book', {
    body: { test_id: input.testId, ...input.details },
    schema: bookingSchema,
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

/** `PATCH test/my-bookings/:id`: sets or changes the details while the booking is open. */
export async function changeTestBooking(input: {
  id: string;
  details: CollectionDetails;
}): Promise<TestBooking> {
  const res = await api(`test/my-bookings/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.details,
    schema: bookingSchema,
  });
  return res.data;
}

export function useChangeTestBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTestBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labTestQueryKeys.bookings }),
  });
}

/** `POST test/my-bookings/:id/pay`: the provider order to open the checkout with. */
export async function startTestPayment(id: string) {
  const res = await api(`test/my-bookings/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
    body: {},
    schema: () => import('@care/contracts/lab-tests/answers').then((m) => m.labOrderData),
  });
  return res.data.result;
}
