import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { PREGNANCY_DAYS } from './constants.ts';
import { pregnancyMessages as pm } from './messages.ts';
import { CM_PER_INCH, cmToInches, daysLeftForDelivery, pregnancyWeekQuery, weekLabel } from './schemas.ts';

// Dates are literals computed by hand; TODAY matches dates.test.ts.
const TODAY = '2025-06-15';

function firstIssue(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!;
}

describe('pregnancyWeekQuery (weeks 1-40)', () => {
  it.each<[unknown, number]>([
    [1, 1],
    [20, 20],
    [40, 40],
    ['1', 1],
    ['21', 21],
    ['40', 40],
    // Week 0 is shown as 40 (spec section 4), and asked for as 40.
    [0, 40],
    ['0', 40],
  ])('accepts %j as week %i', (week, expected) => {
    expect(pregnancyWeekQuery.parse({ week })).toEqual({ week: expected });
  });

  it.each<[string, unknown]>([
    ['week 41', 41],
    ["'41'", '41'],
    ['week -1 (no "any week" here)', -1],
    ['letters', 'abc'],
    ['a fraction', 1.5],
    ["'1.5'", '1.5'],
    ['empty', ''],
    ['left out', undefined],
    ['null', null],
    ['a boolean', true],
  ])('refuses %s', (_title, week) => {
    const issue = firstIssue(pregnancyWeekQuery, { week });
    expect(issue.path).toEqual(['week']);
    expect(issue.message).toBe(pm.weekInvalid);
  });

  it('refuses a query without week', () => {
    expect(firstIssue(pregnancyWeekQuery, {}).message).toBe('Please choose a week from 1 to 40.');
  });
});

describe('cmToInches (two decimals)', () => {
  it('uses 2.54 cm to the inch', () => {
    expect(CM_PER_INCH).toBe(2.54);
  });

  it.each([
    [0, 0],
    [2.54, 1],
    [1.27, 0.5],
    [6.35, 2.5],
    [1, 0.39],
    [0.1, 0.04],
    [0.16, 0.06],
    [25.6, 10.08],
    [36.1, 14.21],
    [50.7, 19.96],
    [51.2, 20.16],
  ])('%f cm -> %f in', (cm, inches) => {
    expect(cmToInches(cm)).toBe(inches);
  });
});

describe('daysLeftForDelivery (due date = LMP + 280 days)', () => {
  it('counts 280 days in all', () => {
    expect(PREGNANCY_DAYS).toBe(280);
  });

  it.each<[number, number]>([
    [1, 280],
    [2, 273],
    [20, 147],
    [39, 14],
    [40, 7],
    [41, 0],
    [50, 0],
  ])('without an LMP, week %i -> %i days (from the first day of the week)', (week, expected) => {
    expect(daysLeftForDelivery(week, TODAY)).toBe(expected);
    expect(daysLeftForDelivery(week, TODAY, null)).toBe(expected);
    expect(daysLeftForDelivery(week, TODAY, '')).toBe(expected);
  });

  it.each<[string, string, number, number]>([
    ['LMP today, week 1', TODAY, 1, 280],
    ['6 days ago, week 1', '2025-06-09', 1, 274],
    ['7 days ago, week 2', '2025-06-08', 2, 273],
    ['139 days ago, week 20', '2025-01-27', 20, 141],
    ['140 days ago, week 21', '2025-01-26', 21, 140],
    ['273 days ago, week 40', '2024-09-15', 40, 7],
    ['279 days ago, week 40', '2024-09-09', 40, 1],
    ['280 days ago (due today), week 40', '2024-09-08', 40, 0],
    ['300 days ago (overdue), never negative', '2024-08-19', 40, 0],
    ['LMP in the future counts as week 1 with all 280 days', '2025-07-01', 1, 280],
  ])('the current week counts from today: %s -> %i days', (_title, lmp, week, expected) => {
    expect(daysLeftForDelivery(week, TODAY, lmp)).toBe(expected);
  });

  it.each<[number, number]>([
    [1, 280],
    [19, 154],
    [21, 140],
    [40, 7],
  ])('another week on the slider counts from its first day: week %i -> %i', (week, expected) => {
    // LMP 139 days ago: the patient is in week 20.
    expect(daysLeftForDelivery(week, TODAY, '2025-01-27')).toBe(expected);
  });
});

describe('weekLabel', () => {
  it.each<[number, number, string]>([
    [20, 20, 'Current week'],
    [19, 20, 'Past week'],
    [1, 20, 'Past week'],
    [21, 20, 'Future week'],
    [40, 20, 'Future week'],
    [1, 1, 'Current week'],
    [2, 1, 'Future week'],
    [40, 40, 'Current week'],
    [39, 40, 'Past week'],
  ])('week %i while in week %i -> %s', (week, current, expected) => {
    expect(weekLabel(week, current)).toBe(expected);
  });
});
