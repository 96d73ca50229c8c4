// Articles: the types and kinds, list sizes and summary length.

/** Article types as stored and returned; lists and routes use the short kind. */
export const ARTICLE_TYPES = ['Text Article', 'Audio Article', 'Video Article'] as const;

export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const ARTICLE_KINDS = ['text', 'audio', 'video'] as const;

export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_TYPE_BY_KIND: Record<ArticleKind, ArticleType> = {
  text: 'Text Article',
  audio: 'Audio Article',
  video: 'Video Article',
};

export const ARTICLE_KIND_BY_TYPE: Record<ArticleType, ArticleKind> = {
  'Text Article': 'text',
  'Audio Article': 'audio',
  'Video Article': 'video',
};

/** Article summaries are cut at 100 characters. */
export const ARTICLE_SUMMARY_LENGTH = 100;

/** Home shows at most 2 text and 2 video cards; the tribe home at most 2 per type. */
export const HOME_ARTICLES_PER_TYPE = 2;

export const TRIBE_HOME_ARTICLES_PER_TYPE = 2;

/** Lists answer 20 cards a page unless asked (ours). */
export const ARTICLE_PAGE_SIZE = 20;
