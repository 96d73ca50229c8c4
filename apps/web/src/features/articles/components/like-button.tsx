import type { ArticleDetail } from '@care/contracts/articles/schemas';
import { countLabel } from '@care/contracts/common/text';
import { toastError } from '@/lib/toast';
import { useLikeArticle } from '../api/like-article';
import { LikeHeartIcon } from './article-icons';
import { ReaderToggle } from './reader-toggle';

/** Like toggle with the count ('0 Like', '1 Like', '2 Likes'); signed-in patients only. */
export function LikeButton({ article, slug }: { article: ArticleDetail; slug: string }) {
  const like = useLikeArticle(slug);
  return (
    <ReaderToggle
      label={countLabel(article.likes, 'Like')}
      pressed={article.meta.liked}
      color="rose"
      icon={(filled) => <LikeHeartIcon size={16} filled={filled} />}
      visitorHint="Sign in to like"
      onToggle={() => {
        // One call at a time: the answer of each toggle is the state the next one starts from.
        if (like.isPending) return;
        like.mutate(article._id, { onError: (error) => toastError(error.message) });
      }}
    />
  );
}
