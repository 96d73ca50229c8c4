import type { TestBooking } from '@care/contracts/lab-tests/answers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDeferredResult } from '@/lib/use-deferred-result';
import { labTestQueryKeys } from './query-keys';

/** `GET test/my-bookings` (ours): the patient's test bookings and their state. */
export async function getTestBookings(): Promise<TestBooking[]> {
  const res = await api('test/my-bookings', {
    schema: () => import('@care/contracts/lab-tests/answers').then((m) => m.testBookingListData),
  });
  return res.data;
}

export function useTestBookings(enabled: boolean) {
  return useDeferredResult(
    useQuery({ queryKey: labTestQueryKeys.bookings, queryFn: getTestBookings, enabled }),
  );
}
