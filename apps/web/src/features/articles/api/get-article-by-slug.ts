import { ApiError } from '@care/api-client/api-client';
import type { ArticleDetail } from '@care/contracts/articles/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { articleQueryKeys } from './query-keys';

/** GET article/get-article-by-slug. The server counts one view for every call. */
export async function getArticleBySlug(slug: string, signal?: AbortSignal): Promise<ArticleDetail> {
  const res = await api('article/get-article-by-slug', {
    query: { slug },
    signal,
    schema: () => import('@care/contracts/articles/schemas').then((m) => m.articleDetailSchema),
  });
  return res.data;
}

/** A network failure (no answer at all) is worth one more try; an answer such as 404 is not. */
function retryOnNetworkError(failureCount: number, error: Error): boolean {
  return error instanceof ApiError && error.statusCode === 0 && failureCount < 2;
}

/**
 * Every call counts a view, so the article is fetched exactly once each time it is opened:
 * again on every mount ('always', so a second open within the cache time still counts), but
 * never behind the patient's back on focus or reconnect (staleTime Infinity), and retried only
 * when the request never reached the server. Likes and bookmarks update this cache in place
 * instead of refetching it.
 */
export function articleDetailQueryOptions(slug: string) {
  return queryOptions({
    queryKey: articleQueryKeys.detail(slug),
    queryFn: ({ signal }) => getArticleBySlug(slug, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: retryOnNetworkError,
  });
}

/** Use once per page: a second observer mounting later would count a second view. */
export function useArticleBySlug(slug: string) {
  return useQuery(articleDetailQueryOptions(slug));
}
