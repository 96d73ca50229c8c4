import type { ArticleKind } from '@care/contracts/articles/constants';
import { useArticleList } from '../api/get-article-list';
import { ArticleListLayout } from '../components/article-list-layout';
import { ArticleResults } from '../components/article-results';
import { EmptyArticles } from '../components/empty-articles';
import { articlePath } from '../lib/article-links';
import { ALL_ARTICLES_TITLES } from '../lib/kind-labels';

const INTROS: Record<ArticleKind, string> = {
  text: 'Every article from our counsellors and doctors, newest first.',
  video: 'Short videos from our counsellors and doctors, newest first.',
  audio: 'Listen on the go: calming guides and talks, newest first.',
};

/** /text-article, /video-article and /audio-article: every article of one type. */
function AllArticlesPage({ kind }: { kind: ArticleKind }) {
  const list = useArticleList({ kind });
  return (
    <ArticleListLayout title={ALL_ARTICLES_TITLES[kind]} subtitle={INTROS[kind]}>
      <ArticleResults
        query={list}
        linkFor={(article) => ({ to: articlePath(article), state: { is_bookmarked: article.is_bookmarked } })}
        empty={<EmptyArticles message="No articles yet." detail="New articles are added every week." />}
      />
    </ArticleListLayout>
  );
}

export function TextArticlesPage() {
  return <AllArticlesPage kind="text" />;
}

export function VideoArticlesPage() {
  return <AllArticlesPage kind="video" />;
}

export function AudioArticlesPage() {
  return <AllArticlesPage kind="audio" />;
}
