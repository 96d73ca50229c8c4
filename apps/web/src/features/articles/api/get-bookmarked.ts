import { ARTICLE_PAGE_SIZE } from '@care/contracts/articles/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ArticlePage, nextPageOf } from './get-article-list';
import { articleQueryKeys } from './query-keys';

/** GET article/bookmarked: the patient's saved articles, under data.data.result (the spec's nesting). */
export async function getBookmarked(page = 1, signal?: AbortSignal): Promise<ArticlePage> {
  const records = ARTICLE_PAGE_SIZE;
  const {
    data: { data },
  } = await api('article/bookmarked', {
    query: { page, records },
    signal,
    schema: () => import('@care/contracts/articles/schemas').then((m) => m.bookmarkedData),
  });
  return { result: data.result, pagination: data.pagination, page, records };
}

export const bookmarkedQueryOptions = infiniteQueryOptions({
  queryKey: articleQueryKeys.bookmarked,
  queryFn: ({ pageParam, signal }) => getBookmarked(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
});

export function useBookmarked() {
  return useInfiniteQuery(bookmarkedQueryOptions);
}
