import { ARTICLE_PAGE_SIZE, type ArticleKind } from '@care/contracts/articles/constants';
import type { ArticleCard } from '@care/contracts/articles/schemas';
import type { Pagination } from '@care/contracts/common/envelope';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ArticleFilters, articleQuery, filterKey } from '../lib/article-filters';
import { articleQueryKeys } from './query-keys';

export interface ArticleListParams extends ArticleFilters {
  kind: ArticleKind;
  /** Cards per page. */
  records?: number;
}

/** One page of cards, with what is needed to ask for the next one. */
export interface ArticlePage {
  result: ArticleCard[];
  /** Absent for tribe lists, which the API answers without pagination. */
  pagination: Pagination | null;
  page: number;
  records: number;
}

/** GET article/app-list/{type}: data.result and pagination, or data.{type} for tribe lists. */
export async function getArticleList(
  params: ArticleListParams,
  page = 1,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  const records = params.records ?? ARTICLE_PAGE_SIZE;
  const { data } = await api(`article/app-list/${params.kind}`, {
    query: { ...articleQuery(params), page, records },
    signal,
    schema: () => import('@care/contracts/articles/schemas').then((m) => m.articleKindListData),
  });
  if ('result' in data) return { result: data.result, pagination: data.pagination, page, records };
  const byKind: Partial<Record<ArticleKind, ArticleCard[]>> = data;
  return { result: byKind[params.kind] ?? [], pagination: null, page, records };
}

/**
 * The next page, if there is one. With pagination the total says so; without it (tribe
 * lists) a full page means there may be more, and an empty next page ends the list.
 */
export function nextPageOf(last: ArticlePage): number | undefined {
  if (last.pagination)
    return last.page * last.records < last.pagination.total_records ? last.page + 1 : undefined;
  return last.result.length >= last.records ? last.page + 1 : undefined;
}

export function articleListQueryOptions(params: ArticleListParams) {
  return infiniteQueryOptions({
    queryKey: articleQueryKeys.listOf(params.kind, { ...filterKey(params), records: params.records ?? null }),
    queryFn: ({ pageParam, signal }) => getArticleList(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useArticleList(params: ArticleListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...articleListQueryOptions(params), enabled });
}
