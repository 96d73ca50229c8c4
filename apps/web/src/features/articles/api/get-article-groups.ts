import type { ArticleCard } from '@care/contracts/articles/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ArticleFilters, articleQuery, filterKey } from '../lib/article-filters';
import { articleQueryKeys } from './query-keys';

export interface ArticleGroups {
  text: ArticleCard[];
  audio: ArticleCard[];
  video: ArticleCard[];
}

export interface ArticleGroupsParams extends ArticleFilters {
  /** Cards per type. */
  records?: number;
}

/**
 * GET article/app-list: the newest cards of each type. The API nests the groups under
 * `result` for category/week lists and puts them at the top for tribe lists; both come back
 * here as one shape. Visitors get the lists too; a stored token adds is_bookmarked.
 */
export async function getArticleGroups(
  params: ArticleGroupsParams,
  signal?: AbortSignal,
): Promise<ArticleGroups> {
  const { data } = await api('article/app-list', {
    query: { ...articleQuery(params), records: params.records },
    signal,
    schema: () => import('@care/contracts/articles/schemas').then((m) => m.articleGroupsData),
  });
  const groups = 'result' in data ? data.result : data;
  return { text: groups.text, audio: groups.audio, video: groups.video };
}

export function articleGroupsQueryOptions(params: ArticleGroupsParams) {
  return queryOptions({
    queryKey: articleQueryKeys.groupsOf({ ...filterKey(params), records: params.records ?? null }),
    queryFn: ({ signal }) => getArticleGroups(params, signal),
  });
}

export function useArticleGroups(
  params: ArticleGroupsParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...articleGroupsQueryOptions(params), enabled });
}
