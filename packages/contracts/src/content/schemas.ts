import { z } from 'zod';
import { ARTICLE_TYPES } from '../articles/constants.ts';
import { optionalNullable, textField } from '../common/fields.ts';
import { INTERESTS, TRIBES } from '../patient/constants.ts';
import {
  ARTICLE_SHORT_DESCRIPTION_MAX,
  ARTICLE_SLUG_MAX,
  ARTICLE_SLUG_PATTERN,
  ARTICLE_TITLE_MAX,
  CONTENT_HTML_MAX,
  QUICK_SUPPORT_QUESTION_MAX,
} from './constants.ts';
import { contentMessages as m } from './messages.ts';

// The console's content routes (issue 22): /api/staff/articles, /api/staff/quick-support,
// /api/staff/content/media. HTML is sent as authored; the API sanitises it on save with the
// shared allow-list (html-policy.ts) and answers what it stored.

const week = z
  .number({ error: m.weekInvalid })
  .int(m.weekInvalid)
  .min(1, m.weekInvalid)
  .max(42, m.weekInvalid);
const html = (required: string) =>
  textField({ error: required, multiline: true }).max(CONTENT_HTML_MAX, m.htmlTooLong);

export const articleFields = z.object({
  title: textField({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(ARTICLE_TITLE_MAX),
  slug: textField({ error: m.slugInvalid })
    .trim()
    .max(ARTICLE_SLUG_MAX, m.slugInvalid)
    .regex(ARTICLE_SLUG_PATTERN, m.slugInvalid),
  type: z.enum(ARTICLE_TYPES, { error: m.typeInvalid }),
  category: optionalNullable(z.enum(INTERESTS, { error: m.categoryInvalid })),
  week_from: optionalNullable(week),
  week_to: optionalNullable(week),
  tribes: z
    .array(z.enum(TRIBES, { error: m.tribeInvalid }))
    .max(TRIBES.length)
    .default([]),
  short_description: textField({ error: m.shortDescriptionRequired, multiline: true })
    .trim()
    .min(1, m.shortDescriptionRequired)
    .max(ARTICLE_SHORT_DESCRIPTION_MAX),
  body: html(m.htmlTooLong),
  /** Storage keys of uploaded media (article/uploads/...), or the seed's own keys kept as they are. */
  image_key: optionalNullable(textField().max(300)),
  audio_key: optionalNullable(textField().max(300)),
  video_key: optionalNullable(textField().max(300)),
});

const weeksInOrder = (a: { week_from?: number | null | undefined; week_to?: number | null | undefined }) =>
  a.week_from == null || a.week_to == null || a.week_from <= a.week_to;

export const articleCreateBody = articleFields.refine(weeksInOrder, {
  message: m.weekInvalid,
  path: ['week_to'],
});
/** An edit sends the whole article, as the editor holds it. */
export const articleUpdateBody = articleCreateBody;
export type ArticleCreateBody = z.infer<typeof articleCreateBody>;
export type ArticleUpdateBody = z.infer<typeof articleUpdateBody>;

export const staffArticleListQuery = z.object({
  q: optionalNullable(textField().trim().max(100)),
});

export const staffIdParam = z.object({ id: textField().max(64) });

export const staffArticleSummary = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  type: z.string(),
  category: z.string().nullable(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type StaffArticleSummary = z.infer<typeof staffArticleSummary>;

export const staffArticle = staffArticleSummary.extend({
  short_description: z.string(),
  body: z.string(),
  week_from: z.number().nullable(),
  week_to: z.number().nullable(),
  tribes: z.array(z.string()),
  image_key: z.string().nullable(),
  audio_key: z.string().nullable(),
  video_key: z.string().nullable(),
  image_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  video_url: z.string().nullable(),
});
export type StaffArticle = z.infer<typeof staffArticle>;

export const staffArticleListData = z.array(staffArticleSummary);

export const publishBody = z.object({ published: z.boolean({ error: 'Say published true or false.' }) });

export const quickSupportAnswerBody = z.object({
  category_id: textField({ error: m.categoryNotFound }).max(64),
  question: textField({ error: m.questionRequired })
    .trim()
    .min(1, m.questionRequired)
    .max(QUICK_SUPPORT_QUESTION_MAX),
  answer: html(m.answerRequired),
});
export const quickSupportAnswerUpdate = quickSupportAnswerBody;

export const staffQuickSupportQuestion = z.object({
  id: z.string(),
  category_id: z.string(),
  question: z.string(),
  answer: z.string(),
  published: z.boolean(),
  sort: z.number(),
});
export type StaffQuickSupportQuestion = z.infer<typeof staffQuickSupportQuestion>;

export const staffQuickSupportData = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      parent_id: z.string().nullable(),
      name: z.string(),
      audience: z.string(),
      questions: z.array(staffQuickSupportQuestion),
    }),
  ),
});
export type StaffQuickSupportData = z.infer<typeof staffQuickSupportData>;

export const contentMediaData = z.object({
  key: z.string(),
  url: z.string(),
  kind: z.enum(['image', 'audio', 'video']),
  content_type: z.string(),
  size: z.number(),
});
export type ContentMediaData = z.infer<typeof contentMediaData>;
