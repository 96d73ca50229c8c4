import type { ArticleDetail } from '@care/contracts/articles/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateArticleLists } from './invalidate-article-lists';
import { articleQueryKeys } from './query-keys';

/** POST article/like: toggles the patient's like and answers the new state and count. */
export async function likeArticle(articleId: string): Promise<{ liked: boolean; likes: number }> {
  const res = await api('article/like', {
    method: 'POST',
    body: { article_id: articleId },
    schema: () => import('@care/contracts/articles/schemas').then((m) => m.articleLikeData),
  });
  return res.data;
}

/**
 * Like toggle for an open article: the heart and the count change at once (spec section 4),
 * the answer then sets the real values, and an error puts the old ones back.
 */
export function useLikeArticle(slug: string) {
  const queryClient = useQueryClient();
  const key = articleQueryKeys.detail(slug);
  return useMutation({
    mutationFn: likeArticle,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ArticleDetail>(key);
      if (previous) {
        const liked = !previous.meta.liked;
        queryClient.setQueryData<ArticleDetail>(key, {
          ...previous,
          likes: Math.max(0, previous.likes + (liked ? 1 : -1)),
          meta: { ...previous.meta, liked },
        });
      }
      return { previous };
    },
    onSuccess: ({ liked, likes }) => {
      queryClient.setQueryData<ArticleDetail>(key, (current) =>
        current ? { ...current, likes, meta: { ...current.meta, liked } } : current,
      );
      void invalidateArticleLists(queryClient);
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
