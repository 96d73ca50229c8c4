import { ARTICLE_KIND_BY_TYPE, type ArticleKind, type ArticleType } from '@care/contracts/articles/constants';
import { NO_WEEK } from '@care/contracts/pregnancy/constants';
import { paths } from '@/config/paths';
import { isFilterWeek } from './article-filters';

/** What the detail page reads from navigation state (spec: the bookmarked flag travels with the link). */
export interface ArticleLinkState {
  is_bookmarked?: boolean;
}

/** The detail address for an article of this type: /article, /video or /audio. */
export function articlePath(article: { slug: string; type: ArticleType }): string {
  const kind = ARTICLE_KIND_BY_TYPE[article.type];
  if (kind === 'video') return paths.video(article.slug);
  if (kind === 'audio') return paths.audio(article.slug);
  return paths.article(article.slug);
}

/** The state /ArticleList reads (spec section 2): type, category and week. */
export interface ArticleListState {
  type: ArticleKind;
  category?: string | null;
  week?: number | null;
}

/**
 * A link to /ArticleList. The filters travel twice: as navigation state, which the spec
 * describes, and in the query string, so the address can be shared or bookmarked.
 */
export function articleListLink(state: ArticleListState): { to: string; state: ArticleListState } {
  const params = new URLSearchParams({ type: state.type });
  if (state.category) params.set('category', state.category);
  params.set('week', String(isFilterWeek(state.week) ? state.week : NO_WEEK));
  return { to: `${paths.articleList}?${params}`, state };
}

/** A link to /tribe-articles for one type, with the same state-plus-query-string habit. */
export function tribeArticlesLink(type: ArticleKind): { to: string; state: { type: ArticleKind } } {
  return { to: `${paths.tribeArticles}?type=${type}`, state: { type } };
}
