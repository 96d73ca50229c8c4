import { articleMessages } from '@care/contracts/articles/messages';
import { TRIBE_SHORT_NAMES } from '@care/contracts/patient/constants';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { knownTribes } from '@/features/tribes';
import { useSession } from '@/lib/use-session';
import { useArticleList } from '../api/get-article-list';
import { ArticleListLayout } from '../components/article-list-layout';
import { ArticleResults } from '../components/article-results';
import { EmptyArticles } from '../components/empty-articles';
import { isArticleKind } from '../lib/article-filters';
import { ALL_ARTICLES_TITLES } from '../lib/kind-labels';
import { typeFrom } from '../lib/list-location';

/**
 * /tribe-articles: one type of article for the patient's tribes. The type comes in navigation
 * state from Read More, or ?type= for a shared link; text when neither says.
 */
export function TribeArticlesPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const requested = typeFrom(location.state, search);
  const kind = isArticleKind(requested) ? requested : 'text';
  const tribes = knownTribes(useSession()?.tribe);
  const list = useArticleList({ kind, supportTribe: tribes }, { enabled: tribes.length > 0 });

  if (tribes.length === 0) {
    return (
      <ArticleListLayout title={ALL_ARTICLES_TITLES[kind]}>
        <EmptyArticles
          message={articleMessages.listEmptyTribe}
          detail="Choose your support tribes first, and we will gather articles for them."
          action={{ label: 'Choose your tribes', to: paths.supportTribe }}
        />
      </ArticleListLayout>
    );
  }

  return (
    <ArticleListLayout
      title={ALL_ARTICLES_TITLES[kind]}
      subtitle={`For your tribes: ${tribes.map((t) => TRIBE_SHORT_NAMES[t]).join(', ')}`}
    >
      <ArticleResults
        query={list}
        // Tribe cards open /article/{slug} with the bookmarked flag (spec section 2).
        linkFor={(article) => ({
          to: paths.article(article.slug),
          state: { is_bookmarked: article.is_bookmarked },
        })}
        empty={
          <EmptyArticles
            message={articleMessages.listEmptyTribe}
            detail="Try adding another tribe, or come back soon: new articles are added every week."
            action={{ label: 'Back to your tribes', to: paths.supportTribe }}
          />
        }
      />
    </ArticleListLayout>
  );
}
