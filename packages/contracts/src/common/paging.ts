import { z } from 'zod';
import type { Pagination } from './envelope.ts';

// Every list takes `page` and `records` (spec sections 3 and 7: `records` is the page size, as
// on the expert list), so a client that is not our web app can walk a long list. Each list keeps
// its own default size (what it answered in one go before paging); none answers more than
// MAX_PAGE_SIZE at once (the spec's largest expert page).

export const MAX_PAGE_SIZE = 500;
export const MAX_PAGE = 100_000;

export const pagingMessages = {
  pageInvalid: 'Page must be a whole number from 1.',
  recordsInvalid: `Records must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
} as const;

const whole = (fallback: number, max: number, message: string) =>
  z.preprocess(
    (v: number | string | undefined) =>
      v === undefined || v === null || v === '' ? fallback : typeof v === 'string' ? Number(v.trim()) : v,
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

/** `page` (from 1) and `records` (the page size, `defaultRecords` when absent, at most 500). */
export function pagingFields(
  defaultRecords: number,
  messages: { pageInvalid: string; recordsInvalid: string } = pagingMessages,
) {
  return {
    page: whole(1, MAX_PAGE, messages.pageInvalid),
    records: whole(defaultRecords, MAX_PAGE_SIZE, messages.recordsInvalid),
  };
}

/** A query of nothing but the page: `?page&records`. */
export function pagingQuery(defaultRecords: number) {
  return z.object(pagingFields(defaultRecords));
}

export interface Page {
  page: number;
  records: number;
}

/** The rows a page takes and skips, as a repository asks for them. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The rows to skip and take for a page. */
export function pageWindow(p: Page): PageWindow {
  return { limit: p.records, offset: (p.page - 1) * p.records };
}

/** The answer's pagination: `records` is the page size asked for (not the rows on this page). */
export function paginationOf(p: Page, total: number): Pagination {
  return { current_page: p.page, total_records: total, records: p.records };
}

/** One page of a list already in memory (a short, fixed list such as the moods). */
export function pageOfList<T>(items: readonly T[], p: Page): T[] {
  const { limit, offset } = pageWindow(p);
  return items.slice(offset, offset + limit);
}
