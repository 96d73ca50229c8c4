import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE_SIZE,
  pageOfList,
  pageWindow,
  paginationOf,
  pagingMessages,
  pagingQuery,
} from './paging.ts';

describe('pagingQuery (page from 1, records the page size up to 500)', () => {
  const query = pagingQuery(200);

  it.each<[Record<string, unknown>, { page: number; records: number }]>([
    [{}, { page: 1, records: 200 }],
    [
      { page: '', records: '' },
      { page: 1, records: 200 },
    ],
    [
      { page: '3', records: '25' },
      { page: 3, records: 25 },
    ],
    [
      { page: ' 2 ', records: 1 },
      { page: 2, records: 1 },
    ],
    [{ records: '500' }, { page: 1, records: MAX_PAGE_SIZE }],
  ])('%j -> %j', (input, expected) => {
    expect(query.parse(input)).toEqual(expected);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ page: '0' }, 'page', pagingMessages.pageInvalid],
    [{ page: '1.5' }, 'page', pagingMessages.pageInvalid],
    [{ page: 'two' }, 'page', pagingMessages.pageInvalid],
    [{ records: '0' }, 'records', pagingMessages.recordsInvalid],
    [{ records: '501' }, 'records', pagingMessages.recordsInvalid],
    [{ records: 'all' }, 'records', pagingMessages.recordsInvalid],
  ])('refuses %j', (input, path, message) => {
    const result = query.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [path], message });
  });
});

describe('page helpers', () => {
  it('skips the pages before and answers records as the page size', () => {
    expect(pageWindow({ page: 3, records: 25 })).toEqual({ limit: 25, offset: 50 });
    expect(paginationOf({ page: 3, records: 25 }, 61)).toEqual({
      current_page: 3,
      total_records: 61,
      records: 25,
    });
  });

  it('pages a list in memory', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(pageOfList(items, { page: 2, records: 2 })).toEqual(['c', 'd']);
    expect(pageOfList(items, { page: 3, records: 2 })).toEqual(['e']);
    expect(pageOfList(items, { page: 4, records: 2 })).toEqual([]);
  });
});
