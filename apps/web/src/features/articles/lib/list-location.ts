import { NO_WEEK } from '@care/contracts/pregnancy/constants';
import { isFilterWeek } from './article-filters';

/** What /ArticleList shows: `type` stays a plain string because an unknown one has its own heading. */
export interface ListRequest {
  type: string;
  category: string | null;
  week: number;
}

function objectOf(state: unknown): Record<string, unknown> {
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

function weekOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The spec passes type, category and week in navigation state. A refreshed tab keeps that
 * state, but a link that was shared or typed does not, so the query string
 * (?type=&category=&week=) is read when the state lacks a value. Without any type the list
 * shows text articles (ours): a bare /ArticleList is more useful as Blogs than as 'Coming Soon!'.
 */
export function listRequestFrom(state: unknown, search: URLSearchParams, fixedType?: string): ListRequest {
  const s = objectOf(state);
  const type = fixedType ?? (typeof s.type === 'string' && s.type ? s.type : search.get('type')) ?? 'text';
  const rawCategory = typeof s.category === 'string' ? s.category : search.get('category');
  const category = rawCategory && rawCategory !== 'null' ? rawCategory : null;
  const week = weekOf(s.week) ?? weekOf(search.get('week'));
  return { type, category, week: isFilterWeek(week) ? week : NO_WEEK };
}

/** Reads a type from navigation state or ?type= (tribe lists). */
export function typeFrom(state: unknown, search: URLSearchParams): string | null {
  const s = objectOf(state);
  return (typeof s.type === 'string' && s.type) || search.get('type');
}
