import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import type { PregnancyWeek } from '@care/contracts/pregnancy/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

type Notes = PregnancyWeek['baby'];

const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);

function toNotes(v: unknown): Notes | null {
  if (!v || typeof v !== 'object') return null;
  const n = v as Record<keyof Notes, unknown>;
  return isTextList(n.highlights_of_the_week) &&
    isTextList(n.precautions) &&
    isTextList(n.recommendation_for_you)
    ? {
        highlights_of_the_week: n.highlights_of_the_week,
        precautions: n.precautions,
        recommendation_for_you: n.recommendation_for_you,
      }
    : null;
}

/**
 * The first item of the answer, checked by hand against the contract's PregnancyWeek rather than
 * with its zod schema: the tracker is at the top of the home page, and zod would add its weight
 * to the first download of every visit.
 */
function toPregnancyWeek(data: unknown): PregnancyWeek | null {
  const item = Array.isArray(data)
    ? (data[0] as Record<keyof PregnancyWeek, unknown> | undefined)
    : undefined;
  if (!item) return null;
  const mom = toNotes(item.mom);
  const baby = toNotes(item.baby);
  const ok =
    mom &&
    baby &&
    isNumber(item.week) &&
    isNumber(item.height) &&
    isNumber(item.weight) &&
    isNumber(item.days_left_for_delivery) &&
    isText(item.size) &&
    isText(item.size_image_path) &&
    (item.lmp === null || isText(item.lmp)) &&
    isText(item.description_for_baby) &&
    isText(item.description_for_mom);
  if (!ok) return null;
  return {
    week: item.week as number,
    mom,
    baby,
    height: item.height as number,
    weight: item.weight as number,
    days_left_for_delivery: item.days_left_for_delivery as number,
    size: item.size as string,
    size_image_path: item.size_image_path as string,
    lmp: item.lmp as string | null,
    description_for_baby: item.description_for_baby as string,
    description_for_mom: item.description_for_mom as string,
  };
}

/** One week of the tracker: GET pregnancy-highlights/app-list?week answers an array; the first item is read. */
export async function getPregnancyWeek(week: number, signal?: AbortSignal): Promise<PregnancyWeek> {
  const res = await api<unknown>('pregnancy-highlights/app-list', { query: { week }, signal });
  const first = toPregnancyWeek(res.data);
  if (!first) throw new ApiError(DEFAULT_MESSAGE, res.statusCode, res);
  return first;
}

export const pregnancyWeekQueryOptions = (week: number) =>
  queryOptions({
    queryKey: ['pregnancy-week', week],
    queryFn: ({ signal }) => getPregnancyWeek(week, signal),
    // Weekly content does not change while the page is open.
    staleTime: 30 * 60_000,
    // While the next week loads the tracker keeps showing the last one (dimmed) instead of a skeleton.
    placeholderData: keepPreviousData,
  });

export function usePregnancyWeek(week: number) {
  return useQuery(pregnancyWeekQueryOptions(week));
}
