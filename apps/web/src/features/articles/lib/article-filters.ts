import { ARTICLE_KINDS, type ArticleKind } from '@care/contracts/articles/constants';
import { INTERESTS } from '@care/contracts/patient/constants';
import { NO_WEEK, PREGNANCY_WEEKS } from '@care/contracts/pregnancy/constants';

/** What a list of articles is narrowed to. */
export interface ArticleFilters {
  category?: string | null;
  /** 1-40, or -1 (NO_WEEK) for any week. */
  week?: number | null;
  /** Tribe names; the API answers only articles for these tribes. */
  supportTribe?: readonly string[];
}

type Query = Record<string, string | number | undefined>;

/** A week the API accepts: 1-40. The stored week is 0 for patients who are not tracked. */
export function isFilterWeek(week: number | null | undefined): week is number {
  return typeof week === 'number' && Number.isInteger(week) && week >= 1 && week <= PREGNANCY_WEEKS;
}

/**
 * The query string of article/app-list. The week goes only when it is a real week: -1 means
 * "any week" (spec section 9) and the API refuses 0, which is what a patient who is not
 * pregnant has stored. The category goes only when one is set ('null' is a stored "none").
 */
export function articleQuery(filters: ArticleFilters): Query {
  const query: Query = {};
  if (filters.category && filters.category !== 'null') query.category = filters.category;
  if (isFilterWeek(filters.week)) query.week = filters.week;
  if (filters.supportTribe?.length) query.support_tribe = filters.supportTribe.join(',');
  return query;
}

/** Filters in a stable shape, used as part of query keys. */
export function filterKey(filters: ArticleFilters) {
  return {
    category: filters.category && filters.category !== 'null' ? filters.category : null,
    week: isFilterWeek(filters.week) ? filters.week : NO_WEEK,
    supportTribe: filters.supportTribe?.length ? [...filters.supportTribe].sort().join(',') : null,
  };
}

export function isArticleKind(value: unknown): value is ArticleKind {
  return typeof value === 'string' && (ARTICLE_KINDS as readonly string[]).includes(value);
}

export function isInterest(value: unknown): value is (typeof INTERESTS)[number] {
  return typeof value === 'string' && (INTERESTS as readonly string[]).includes(value);
}
