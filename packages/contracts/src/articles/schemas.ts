import { z } from 'zod';
import { paginationSchema } from '../common/envelope.ts';
import { caseless, listField, textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import { TRIBES } from '../patient/constants.ts';
import { interestField } from '../patient/schemas.ts';
import { NO_WEEK, PREGNANCY_WEEKS, UNTRACKED_WEEK } from '../pregnancy/constants.ts';
import { ARTICLE_KINDS, ARTICLE_PAGE_SIZE, ARTICLE_TYPES } from './constants.ts';
import { articleMessages as am } from './messages.ts';

// Articles (spec sections 3 and 7). Lists answer cards without the body; the detail adds the
// URL-encoded HTML body and the reader's own like and bookmark state under meta.

/**
 * Week filter: 1-40, or -1, 0 or absent for "any week" (section 9: -1 means no week filter; a
 * patient who tracks no pregnancy has week 0, section 4, and the apps send it as it is). 41 is
 * refused.
 */
export const weekFilter = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: am.weekInvalid })
    .int(am.weekInvalid)
    .refine((w) => w === NO_WEEK || w === UNTRACKED_WEEK || (w >= 1 && w <= PREGNANCY_WEEKS), am.weekInvalid)
    .transform((w) => (w === NO_WEEK || w === UNTRACKED_WEEK ? undefined : w))
    .optional(),
);

const categoryFilter = z.preprocess(
  (v) => (v === '' || v === 'null' ? undefined : v),
  interestField(am.categoryInvalid).optional(),
);

const tribeFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  listField(z.enum(TRIBES, { error: am.tribeInvalid })).optional(),
);

export const articleListQuery = z.object({
  category: categoryFilter,
  week: weekFilter,
  /** Tribes comma-joined; when present the answer groups are at the top of data. */
  support_tribe: tribeFilter,
  ...pagingFields(ARTICLE_PAGE_SIZE, { pageInvalid: am.pageInvalid, recordsInvalid: am.pageInvalid }),
});
export type ArticleListQuery = z.input<typeof articleListQuery>;

export const articleKindParam = z.object({
  type: caseless(z.enum(ARTICLE_KINDS, { error: am.typeInvalid })),
});

export const articleCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  short_description: z.string(),
  type: z.enum(ARTICLE_TYPES),
  /** The interest the article is filed under (null: general). */
  category: z.string().nullable(),
  /**
   * The article's picture as PNG, which the phone apps' image views decode (they cannot show
   * SVG); the same picture as WebP is beside it (.webp for .png).
   */
  image_path: z.string().nullable(),
  /** Ours: the picture as SVG, smaller and sharper for the web; null when it has none. */
  image_svg: z.string().nullable(),
  audio_path: z.string().nullable(),
  video_path: z.string().nullable(),
  video_link: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  createdAt: z.string(),
  /** False for visitors. */
  is_bookmarked: z.boolean(),
  support_tribe: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const articleDetailSchema = articleCardSchema.extend({
  /** URL-encoded HTML; decode, then sanitise before showing. */
  description: z.string(),
  meta: z.object({ liked: z.boolean(), bookmarked: z.boolean() }),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

const groups = {
  text: z.array(articleCardSchema),
  audio: z.array(articleCardSchema),
  video: z.array(articleCardSchema),
};

/** GET article/app-list: data.result.{text,audio,video}; with support_tribe: data.{text,audio,video}. */
export const articleGroupsData = z.union([
  z.object({ result: z.object(groups), pagination: paginationSchema }),
  z.object(groups),
]);
export type ArticleGroups = z.infer<typeof articleGroupsData>;

/** GET article/app-list/{type}: data.result[] and pagination; with support_tribe: data.{type}[]. */
export const articleKindListData = z.union([
  z.object({ result: z.array(articleCardSchema), pagination: paginationSchema }),
  z.object({ text: z.array(articleCardSchema) }),
  z.object({ audio: z.array(articleCardSchema) }),
  z.object({ video: z.array(articleCardSchema) }),
]);

export const articleSlugQuery = z.object({
  slug: textField({ error: am.slugRequired }).trim().min(1, am.slugRequired).max(200, am.notFound),
});

export const articleIdBody = z.object({
  article_id: textField({ error: am.articleIdRequired }).trim().min(1, am.articleIdRequired).max(100),
});

export const articleLikeData = z.object({ liked: z.boolean(), likes: z.number().int() });
export const articleBookmarkData = z.object({ bookmarked: z.boolean() });

/** GET article/bookmarked: data.data.result[] (the spec's nesting). */
export const bookmarkedData = z.object({
  data: z.object({ result: z.array(articleCardSchema), pagination: paginationSchema }),
});
