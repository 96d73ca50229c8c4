import { UnexpectedAnswerError } from '@care/api-client/api-client';
import type { PregnancyWeek } from '@care/contracts/pregnancy/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDeferredResult } from '@/lib/use-deferred-result';
import { pregnancyQueryKeys } from './query-keys';

/** One week of the tracker: GET pregnancy-highlights/app-list?week answers an array; the first item is read. */
export async function getPregnancyWeek(week: number, signal?: AbortSignal): Promise<PregnancyWeek> {
  const res = await api('pregnancy-highlights/app-list', {
    query: { week },
    signal,
    schema: () => import('@care/contracts/pregnancy/schemas').then((m) => m.pregnancyWeekData),
  });
  const [first] = res.data;
  if (!first) throw new UnexpectedAnswerError(res.statusCode, res);
  return first;
}

export const pregnancyWeekQueryOptions = (week: number) =>
  queryOptions({
    queryKey: pregnancyQueryKeys.week(week),
    queryFn: ({ signal }) => getPregnancyWeek(week, signal),
    // Weekly content does not change while the page is open.
    staleTime: 30 * 60_000,
    // While the next week loads the tracker keeps showing the last one (dimmed) instead of a skeleton.
    placeholderData: keepPreviousData,
  });

export function usePregnancyWeek(week: number) {
  return useDeferredResult(useQuery(pregnancyWeekQueryOptions(week)));
}
