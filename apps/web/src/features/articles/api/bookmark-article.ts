import type { ArticleDetail } from '@care/contracts/articles/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateArticleLists } from './invalidate-article-lists';
import { articleQueryKeys } from './query-keys';

/** POST article/bookmark: toggles the bookmark; answers the new state and a message. */
export async function bookmarkArticle(articleId: string): Promise<{ bookmarked: boolean; message: string }> {
  const res = await api('article/bookmark', {
    method: 'POST',
    body: { article_id: articleId },
    schema: () => import('@care/contracts/articles/schemas').then((m) => m.articleBookmarkData),
  });
  return { ...res.data, message: res.message };
}

/** Bookmark toggle for an open article: shown at once, confirmed by the answer, undone on error. */
export function useBookmarkArticle(slug: string) {
  const queryClient = useQueryClient();
  const key = articleQueryKeys.detail(slug);
  const setBookmarked = (bookmarked: boolean) =>
    queryClient.setQueryData<ArticleDetail>(key, (current) =>
      current ? { ...current, is_bookmarked: bookmarked, meta: { ...current.meta, bookmarked } } : current,
    );
  return useMutation({
    mutationFn: bookmarkArticle,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ArticleDetail>(key);
      if (previous) setBookmarked(!previous.meta.bookmarked);
      return { previous };
    },
    onSuccess: ({ bookmarked }) => setBookmarked(bookmarked),
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    // The bookmarks page must show the change however the call ended.
    onSettled: () => invalidateArticleLists(queryClient),
  });
}
