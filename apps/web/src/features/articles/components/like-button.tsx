import type { ArticleDetail } from '@care/contracts/articles';
import { countLabel } from '@care/contracts/text';
import { Button, Tooltip } from '@mantine/core';
import { toastError } from '@/lib/toast';
import { useSession } from '@/lib/use-session';
import { useLikeArticle } from '../api/like-article';
import { LikeHeartIcon } from './article-icons';

/**
 * Like toggle with the count ('0 Like', '1 Like', '2 Likes'). Only a signed-in patient can
 * like (spec section 6); for a visitor a tap does nothing, and a tooltip says why.
 */
export function LikeButton({ article, slug }: { article: ArticleDetail; slug: string }) {
  const patient = useSession();
  const like = useLikeArticle(slug);
  const liked = article.meta.liked;
  const label = countLabel(article.likes, 'Like');

  if (!patient) {
    return (
      <Tooltip label="Sign in to like" withArrow>
        <Button
          size="sm"
          style={{ '--button-padding-x': '12px' }}
          variant="default"
          aria-pressed={false}
          leftSection={<LikeHeartIcon size={16} />}
        >
          {label}
        </Button>
      </Tooltip>
    );
  }

  return (
    <Button
      size="sm"
      style={{ '--button-padding-x': '12px' }}
      variant={liked ? 'light' : 'default'}
      color="rose"
      aria-pressed={liked}
      leftSection={<LikeHeartIcon size={16} filled={liked} />}
      onClick={() => {
        // One call at a time: the answer of each toggle is the state the next one starts from.
        if (like.isPending) return;
        like.mutate(article._id, { onError: (error) => toastError(error.message) });
      }}
    >
      {label}
    </Button>
  );
}
