import type { ArticleDetail } from '@care/contracts/articles';
import { articleMessages } from '@care/contracts/messages';
import { Button, Tooltip } from '@mantine/core';
import { toastError, toastSuccess } from '@/lib/toast';
import { useSession } from '@/lib/use-session';
import { useBookmarkArticle } from '../api/bookmark-article';
import { SaveIcon } from './article-icons';

/** Bookmark toggle; like the like button, only for a signed-in patient (spec section 6). */
export function BookmarkButton({ article, slug }: { article: ArticleDetail; slug: string }) {
  const patient = useSession();
  const bookmark = useBookmarkArticle(slug);
  // The answer's meta.bookmarked is the reader's current state; the list's is_bookmarked
  // (navigation state) may be older, so the page passes the answer here.
  const bookmarked = article.meta.bookmarked;

  if (!patient) {
    return (
      <Tooltip label="Sign in to bookmark" withArrow>
        <Button
          size="sm"
          style={{ '--button-padding-x': '12px' }}
          variant="default"
          aria-pressed={false}
          leftSection={<SaveIcon size={16} />}
        >
          Bookmark
        </Button>
      </Tooltip>
    );
  }

  return (
    <Button
      size="sm"
      style={{ '--button-padding-x': '12px' }}
      variant={bookmarked ? 'light' : 'default'}
      color="sea"
      aria-pressed={bookmarked}
      leftSection={<SaveIcon size={16} filled={bookmarked} />}
      onClick={() => {
        if (bookmark.isPending) return;
        bookmark.mutate(article._id, {
          onSuccess: (answer) =>
            toastSuccess(answer.bookmarked ? articleMessages.bookmarked : articleMessages.unbookmarked),
          onError: (error) => toastError(error.message),
        });
      }}
    >
      {bookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}
