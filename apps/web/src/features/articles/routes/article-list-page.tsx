import { ARTICLE_KIND_BY_TYPE, type ArticleKind } from '@care/contracts/articles/constants';
import type { ArticleCard } from '@care/contracts/articles/schemas';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useArticleList } from '../api/get-article-list';
import { ArticleListLayout } from '../components/article-list-layout';
import { ArticleResults } from '../components/article-results';
import { EmptyArticles } from '../components/empty-articles';
import { articlePath } from '../lib/article-links';
import { filterSummary } from '../lib/filter-summary';
import { ALL_ARTICLES_PATHS, categoryListTitle } from '../lib/kind-labels';
import { listRequestFrom } from '../lib/list-location';

const isAudio = (article: ArticleCard) => ARTICLE_KIND_BY_TYPE[article.type] === 'audio';

/**
 * /ArticleList: articles of one type for a category and week (the home's View More and
 * resource links). Headings per spec: 'Blogs', 'Video Articles', 'Coming Soon!' otherwise;
 * audio cards are not shown here.
 */
export function ArticleListPage({ fixedType }: { fixedType?: ArticleKind }) {
  const location = useLocation();
  const [search] = useSearchParams();
  const request = listRequestFrom(location.state, search, fixedType);
  const kind = request.type === 'text' || request.type === 'video' ? request.type : null;
  const list = useArticleList(
    { kind: kind ?? 'text', category: request.category, week: request.week },
    { enabled: kind !== null },
  );
  const title = categoryListTitle(request.type);

  if (!kind) {
    // Audio (or an unknown type) is 'Coming Soon!' on this list per the spec; the audio
    // articles themselves are one tap away so the patient is not left at a dead end.
    const audio = request.type === 'audio';
    return (
      <ArticleListLayout title={title}>
        <EmptyArticles
          message={
            audio ? 'Audio articles are coming to this collection soon.' : 'This collection is coming soon.'
          }
          detail={
            audio
              ? 'Meanwhile, our audio articles are ready to listen to.'
              : 'Meanwhile, browse our articles.'
          }
          action={
            audio
              ? { label: 'Listen to audio articles', to: paths.audioArticles }
              : { label: 'Browse articles', to: paths.textArticles }
          }
        />
      </ArticleListLayout>
    );
  }

  const watchList = fixedType === 'video';
  return (
    <ArticleListLayout title={title} subtitle={filterSummary(request.category, request.week)}>
      <ArticleResults
        query={list}
        hide={isAudio}
        linkFor={(article) => ({
          // The fixed video list opens its own detail route, /ArticleList/watch/{slug}.
          to: watchList ? paths.articleListVideo(article.slug) : articlePath(article),
          state: { is_bookmarked: article.is_bookmarked },
        })}
        // The spec shows nothing for an empty list; a short note is kinder than a blank page.
        empty={
          <EmptyArticles
            message="No articles here yet."
            detail="New articles are added every week. Meanwhile, browse everything we have written."
            action={{ label: 'See all articles', to: ALL_ARTICLES_PATHS[kind] }}
          />
        }
      />
    </ArticleListLayout>
  );
}

/** /ArticleList/read, /ArticleList/watch and /ArticleList/audio: the same list fixed to a type. */
export function ArticleListReadPage() {
  return <ArticleListPage fixedType="text" />;
}

export function ArticleListWatchPage() {
  return <ArticleListPage fixedType="video" />;
}

export function ArticleListAudioPage() {
  return <ArticleListPage fixedType="audio" />;
}
