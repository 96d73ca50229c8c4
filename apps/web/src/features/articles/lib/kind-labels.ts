import type { ArticleKind } from '@care/contracts/articles/constants';
import { articleMessages } from '@care/contracts/articles/messages';
import { paths } from '@/config/paths';

/** Headings of the lists of every article of one type (and of the tribe lists, spec section 2). */
export const ALL_ARTICLES_TITLES: Record<ArticleKind, string> = {
  text: 'Read Articles',
  video: 'Video Articles',
  audio: 'Audio Articles',
};

/** The week lists carry the carousel titles of the home (spec section 2). */
export const WEEK_LIST_TITLES: Record<ArticleKind, string> = {
  text: 'Curated for you',
  video: 'Videos for the week',
  audio: 'Audios for the week',
};

export const WEEK_LIST_PATHS: Record<ArticleKind, string> = {
  text: paths.read,
  video: paths.watch,
  audio: paths.listen,
};

export const ALL_ARTICLES_PATHS: Record<ArticleKind, string> = {
  text: paths.textArticles,
  video: paths.videoArticles,
  audio: paths.audioArticles,
};

/** /ArticleList headings (spec section 2): 'Blogs', 'Video Articles', 'Coming Soon!' for anything else. */
export function categoryListTitle(type: string): string {
  if (type === 'text') return 'Blogs';
  if (type === 'video') return 'Video Articles';
  return articleMessages.comingSoon;
}
