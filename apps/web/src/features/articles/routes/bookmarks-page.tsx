import { articleMessages } from '@care/contracts/articles/messages';
import { paths } from '@/config/paths';
import { useBookmarked } from '../api/get-bookmarked';
import { ArticleListLayout } from '../components/article-list-layout';
import { ArticleResults } from '../components/article-results';
import { EmptyArticles } from '../components/empty-articles';
import { articlePath } from '../lib/article-links';

/** /bookmark-articles: the articles the patient saved (guarded: needs a stored token). */
export function BookmarksPage() {
  const bookmarks = useBookmarked();
  return (
    <ArticleListLayout title="My Bookmarks" subtitle="Articles you saved to come back to.">
      <ArticleResults
        query={bookmarks}
        linkFor={(article) => ({ to: articlePath(article), state: { is_bookmarked: true } })}
        empty={
          <EmptyArticles
            message={articleMessages.bookmarksEmpty}
            detail="Tap the bookmark on any article to keep it here."
            action={{ label: 'Browse articles', to: paths.textArticles }}
          />
        }
      />
    </ArticleListLayout>
  );
}
