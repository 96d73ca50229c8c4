import { articleMessages } from '@care/contracts/articles/messages';
import type { ArticleDetail } from '@care/contracts/articles/schemas';
import { toastError, toastSuccess } from '@/lib/toast';
import { useBookmarkArticle } from '../api/bookmark-article';
import { SaveIcon } from './article-icons';
import { ReaderToggle } from './reader-toggle';

/** Bookmark toggle; signed-in patients only (spec section 6). */
export function BookmarkButton({ article, slug }: { article: ArticleDetail; slug: string }) {
  const bookmark = useBookmarkArticle(slug);
  // The answer's meta.bookmarked is the reader's current state; the list's is_bookmarked
  // (navigation state) may be older, so the page passes the answer here.
  const bookmarked = article.meta.bookmarked;
  return (
    <ReaderToggle
      label={bookmarked ? 'Bookmarked' : 'Bookmark'}
      pressed={bookmarked}
      color="sea"
      icon={(filled) => <SaveIcon size={16} filled={filled} />}
      visitorHint="Sign in to bookmark"
      onToggle={() => {
        if (bookmark.isPending) return;
        bookmark.mutate(article._id, {
          onSuccess: (answer) =>
            toastSuccess(answer.bookmarked ? articleMessages.bookmarked : articleMessages.unbookmarked),
          onError: (error) => toastError(error.message),
        });
      }}
    />
  );
}
