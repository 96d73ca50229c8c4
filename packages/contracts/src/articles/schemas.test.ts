import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/paging.ts';
import { AT_EASE_INTEREST, INTERESTS, PREGNANCY_INTEREST, TRIBES } from '../patient/constants.ts';
import { ARTICLE_PAGE_SIZE } from './constants.ts';
import { articleMessages as am } from './messages.ts';
import {
  articleIdBody,
  articleKindParam,
  articleListQuery,
  articleSlugQuery,
  weekFilter,
} from './schemas.ts';

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!;
}

describe('weekFilter (1-40, or -1 / absent for any week)', () => {
  it.each<[unknown, number | undefined]>([
    [1, 1],
    [21, 21],
    [40, 40],
    ['1', 1],
    ['40', 40],
    [-1, undefined],
    ['-1', undefined],
    // A patient who tracks no pregnancy has week 0 (spec section 4): no week filter either.
    [0, undefined],
    ['0', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %j', (week, expected) => {
    expect(weekFilter.parse(week)).toBe(expected);
  });

  it.each<[unknown]>([[41], ['41'], [-2], ['abc'], [1.5], ['1.5'], [true]])('refuses %j', (week) => {
    expect(firstIssue(weekFilter, week).message).toBe('Please choose a week from 1 to 40.');
  });
});

describe('articleListQuery', () => {
  it('defaults to page 1 of 20 with no filters', () => {
    expect(articleListQuery.parse({})).toEqual({ page: 1, records: ARTICLE_PAGE_SIZE });
    expect(ARTICLE_PAGE_SIZE).toBe(20);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['week as text', { week: '21' }, { week: 21 }],
    ['week -1 left out', { week: '-1' }, { week: undefined }],
    ['category', { category: PREGNANCY_INTEREST }, { category: PREGNANCY_INTEREST }],
    ['another category', { category: AT_EASE_INTEREST }, { category: AT_EASE_INTEREST }],
    ["category 'null' left out", { category: 'null' }, { category: undefined }],
    ['empty category left out', { category: '' }, { category: undefined }],
    ['one tribe', { support_tribe: 'Anxiety Support' }, { support_tribe: ['Anxiety Support'] }],
    [
      'tribes comma-joined',
      { support_tribe: 'Anxiety Support,Postpartum Support' },
      { support_tribe: ['Anxiety Support', 'Postpartum Support'] },
    ],
    [
      'tribes with spaces around the commas',
      { support_tribe: ' Anxiety Support , Grief Support ' },
      { support_tribe: ['Anxiety Support', 'Grief Support'] },
    ],
    [
      'a tribe repeated once',
      { support_tribe: 'Grief Support,Grief Support' },
      { support_tribe: ['Grief Support'] },
    ],
    ['tribes as an array', { support_tribe: ['Queer Support'] }, { support_tribe: ['Queer Support'] }],
    ['empty tribes left out', { support_tribe: '' }, { support_tribe: undefined }],
    ["tribes 'null': none", { support_tribe: 'null' }, { support_tribe: [] }],
    ['page and records as text', { page: '3', records: '50' }, { page: 3, records: 50 }],
    ['empty page and records: defaults', { page: '', records: '' }, { page: 1, records: 20 }],
    ['records at the maximum', { records: 500 }, { records: MAX_PAGE_SIZE }],
    ['records 1', { records: '1' }, { records: 1 }],
  ])('accepts %s', (_title, query, expected) => {
    expect(articleListQuery.parse(query)).toMatchObject(expected);
  });

  it('accepts every interest as a category and every tribe', () => {
    for (const category of INTERESTS) expect(articleListQuery.parse({ category }).category).toBe(category);
    expect(articleListQuery.parse({ support_tribe: TRIBES.join(',') }).support_tribe).toEqual([...TRIBES]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['week 41', { week: '41' }, 'week', am.weekInvalid],
    ['week abc', { week: 'abc' }, 'week', am.weekInvalid],
    ['week 1.5', { week: 1.5 }, 'week', am.weekInvalid],
    ['unknown category', { category: 'Cooking' }, 'category', am.categoryInvalid],
    ['unknown tribe', { support_tribe: 'Chess Club' }, 'support_tribe', am.tribeInvalid],
    [
      'one unknown among known',
      { support_tribe: 'Anxiety Support,Chess Club' },
      'support_tribe',
      am.tribeInvalid,
    ],
  ])('refuses %s', (_title, query, path, message) => {
    const issue = firstIssue(articleListQuery, query);
    expect(issue.path[0]).toBe(path);
    expect(issue.message).toBe(message);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['page 0', { page: '0' }, 'page'],
    ['page -1', { page: -1 }, 'page'],
    ['page 1.5', { page: '1.5' }, 'page'],
    ['page abc', { page: 'abc' }, 'page'],
    ['page past 100000', { page: 100_001 }, 'page'],
    ['records 0', { records: 0 }, 'records'],
    ['records 501', { records: '501' }, 'records'],
    ['records abc', { records: 'abc' }, 'records'],
  ])('refuses %s', (_title, query, path) => {
    expect(firstIssue(articleListQuery, query).path).toEqual([path]);
  });

  it('accepts page 100000', () => {
    expect(articleListQuery.parse({ page: '100000' }).page).toBe(100_000);
  });

  it('takes a category in any case and answers it as the spec writes it', () => {
    expect(articleListQuery.parse({ category: 'oncogenomic' }).category).toBe('Oncogenomic');
    expect(articleListQuery.parse({ category: ' AT EASE ' }).category).toBe('At Ease');
  });
});

describe('articleKindParam', () => {
  it.each(['text', 'audio', 'video'])('accepts %s', (type) => {
    expect(articleKindParam.parse({ type })).toEqual({ type });
  });

  it.each([
    ['Text', 'text'],
    ['VIDEO', 'video'],
  ])('takes %j as %s', (type, canonical) => {
    expect(articleKindParam.parse({ type })).toEqual({ type: canonical });
  });

  it.each(['Text Article', 'podcast', ''])('refuses %j', (type) => {
    expect(articleKindParam.safeParse({ type }).success).toBe(false);
  });
});

describe('articleSlugQuery', () => {
  it.each([
    ['eating-well-in-the-second-trimester', 'eating-well-in-the-second-trimester'],
    ['  breathing-for-calm  ', 'breathing-for-calm'],
    ['a'.repeat(200), 'a'.repeat(200)],
  ])('accepts %j', (slug, expected) => {
    expect(articleSlugQuery.parse({ slug })).toEqual({ slug: expected });
  });

  it.each<[string, unknown, string]>([
    ['left out', undefined, am.slugRequired],
    ['null', null, am.slugRequired],
    ['empty', '', am.slugRequired],
    ['blank', '   ', am.slugRequired],
    ['a number', 12, am.slugRequired],
    ['over 200 characters: no such article', 'a'.repeat(201), am.notFound],
  ])('refuses a slug %s', (_title, slug, message) => {
    const issue = firstIssue(articleSlugQuery, { slug });
    expect(issue.path).toEqual(['slug']);
    expect(issue.message).toBe(message);
  });
});

describe('articleIdBody', () => {
  it.each([
    ['665f1c2e9b1d4a0012ab34cd', '665f1c2e9b1d4a0012ab34cd'],
    [' 42 ', '42'],
    ['a'.repeat(100), 'a'.repeat(100)],
  ])('accepts %j', (article_id, expected) => {
    expect(articleIdBody.parse({ article_id })).toEqual({ article_id: expected });
  });

  it.each<[string, unknown]>([
    ['left out', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '  '],
    ['a number', 42],
  ])('refuses an article_id %s', (_title, article_id) => {
    const issue = firstIssue(articleIdBody, { article_id });
    expect(issue.path).toEqual(['article_id']);
    expect(issue.message).toBe(am.articleIdRequired);
  });

  it('refuses an article_id over 100 characters', () => {
    expect(firstIssue(articleIdBody, { article_id: 'a'.repeat(101) }).path).toEqual(['article_id']);
  });
});
