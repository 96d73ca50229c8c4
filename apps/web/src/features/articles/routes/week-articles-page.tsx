import type { ArticleKind } from '@care/contracts/articles/constants';
import { NO_WEEK } from '@care/contracts/pregnancy/constants';
import { useSession } from '@/lib/use-session';
import { useArticleList } from '../api/get-article-list';
import { ArticleListLayout } from '../components/article-list-layout';
import { ArticleResults } from '../components/article-results';
import { EmptyArticles } from '../components/empty-articles';
import { isFilterWeek } from '../lib/article-filters';
import { articlePath } from '../lib/article-links';
import { ALL_ARTICLES_PATHS, WEEK_LIST_TITLES } from '../lib/kind-labels';

/**
 * /read, /watch and /listen: the "See all" of the home carousels, for the stored week
 * (a patient who is not tracked, or a visitor, gets every week).
 */
function WeekArticlesPage({ kind }: { kind: ArticleKind }) {
  const patient = useSession();
  const week = isFilterWeek(patient?.week) ? patient.week : NO_WEEK;
  const list = useArticleList({ kind, week });
  return (
    <ArticleListLayout
      title={WEEK_LIST_TITLES[kind]}
      subtitle={isFilterWeek(week) ? `Chosen for week ${week} of your pregnancy` : 'Chosen for you this week'}
    >
      <ArticleResults
        query={list}
        linkFor={(article) => ({ to: articlePath(article), state: { is_bookmarked: article.is_bookmarked } })}
        empty={
          <EmptyArticles
            message="Nothing new for this week yet."
            detail="Meanwhile, everything we have written is there to explore."
            action={{ label: 'See all articles', to: ALL_ARTICLES_PATHS[kind] }}
          />
        }
      />
    </ArticleListLayout>
  );
}

export function ReadPage() {
  return <WeekArticlesPage kind="text" />;
}

export function WatchPage() {
  return <WeekArticlesPage kind="video" />;
}

export function ListenPage() {
  return <WeekArticlesPage kind="audio" />;
}
