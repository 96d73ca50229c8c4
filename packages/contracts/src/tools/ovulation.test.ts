import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { daysBetween } from '../common/dates.ts';
import { CYCLE_DEFAULT, CYCLE_MAX, CYCLE_MIN, PERIOD_DAYS, PERIOD_RANGES } from './constants.ts';
import { ovulationMessages as om } from './messages.ts';
import { CYCLE_LENGTHS, calculateCycle, cycleInput, fertileWindow, periodRanges } from './ovulation.ts';

// Expected dates are written out by hand (not built with addDays) so the tests check the calendar.

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!;
}

describe('cycle constants (spec section 9: 20-40, default 28)', () => {
  it('has the spec bounds and default', () => {
    expect([CYCLE_MIN, CYCLE_MAX, CYCLE_DEFAULT]).toEqual([20, 40, 28]);
  });

  it('draws 4 periods of 5 days', () => {
    expect([PERIOD_RANGES, PERIOD_DAYS]).toEqual([4, 5]);
  });

  it('offers every whole cycle length from 20 to 40, in order', () => {
    expect(CYCLE_LENGTHS).toHaveLength(21);
    expect(CYCLE_LENGTHS[0]).toBe(20);
    expect(CYCLE_LENGTHS.at(-1)).toBe(40);
    expect(CYCLE_LENGTHS).toContain(CYCLE_DEFAULT);
    expect(CYCLE_LENGTHS.every((n, i) => n === 20 + i)).toBe(true);
  });
});

describe('fertileWindow (start floor(c/2)-3 even, floor(c/2)-2 odd; end floor(c/2)+4)', () => {
  it.each([
    ['2026-01-01', 28, '2026-01-12', '2026-01-19', 'default cycle'],
    ['2026-01-01', 29, '2026-01-13', '2026-01-19', 'odd cycle'],
    ['2026-01-01', 20, '2026-01-08', '2026-01-15', 'shortest cycle'],
    ['2026-01-01', 21, '2026-01-09', '2026-01-15', 'shortest odd cycle'],
    ['2026-01-01', 39, '2026-01-18', '2026-01-24', 'longest odd cycle'],
    ['2026-01-01', 40, '2026-01-18', '2026-01-25', 'longest cycle'],
    ['2026-01-31', 31, '2026-02-13', '2026-02-19', 'across a month end'],
    ['2026-01-25', 28, '2026-02-05', '2026-02-12', 'window in the next month'],
    ['2025-12-20', 30, '2026-01-01', '2026-01-08', 'across a year end'],
    ['2025-12-31', 28, '2026-01-11', '2026-01-18', 'from new year eve'],
    ['2028-02-25', 28, '2028-03-07', '2028-03-14', 'over the leap day 2028-02-29'],
    ['2027-02-25', 28, '2027-03-08', '2027-03-15', 'same dates in a common year'],
    ['2028-02-29', 28, '2028-03-11', '2028-03-18', 'from the leap day'],
    ['2028-02-20', 21, '2028-02-28', '2028-03-05', 'odd cycle over the leap day'],
  ])('%s, cycle %i -> %s .. %s (%s)', (start, cycle, windowStart, windowEnd) => {
    expect(fertileWindow(start, cycle)).toEqual({ start: windowStart, end: windowEnd });
  });

  // Even cycles: (h+4)-(h-3) = 7 days apart, 8 days in the window; odd: 6 apart, 7 days.
  it.each(CYCLE_LENGTHS.map((c) => [c, c % 2 === 0 ? 7 : 6]))(
    'cycle %i: the window spans %i days after its first day and ends before the next period',
    (cycle, span) => {
      const { start, end } = fertileWindow('2026-03-01', cycle);
      expect(daysBetween(start, end)).toBe(span);
      expect(daysBetween('2026-03-01', start)).toBeGreaterThan(PERIOD_DAYS - 1);
      expect(daysBetween('2026-03-01', end)).toBeLessThan(cycle);
    },
  );
});

describe('periodRanges (the period entered and the next three, 5 days each, a cycle apart)', () => {
  it.each<[string, string, number, [string, string][]]>([
    [
      'default cycle, through February of a common year',
      '2026-01-01',
      28,
      [
        ['2026-01-01', '2026-01-05'],
        ['2026-01-29', '2026-02-02'],
        ['2026-02-26', '2026-03-02'],
        ['2026-03-26', '2026-03-30'],
      ],
    ],
    [
      'odd cycle from a month end',
      '2026-01-31',
      31,
      [
        ['2026-01-31', '2026-02-04'],
        ['2026-03-03', '2026-03-07'],
        ['2026-04-03', '2026-04-07'],
        ['2026-05-04', '2026-05-08'],
      ],
    ],
    [
      'across a year end',
      '2025-12-20',
      30,
      [
        ['2025-12-20', '2025-12-24'],
        ['2026-01-19', '2026-01-23'],
        ['2026-02-18', '2026-02-22'],
        ['2026-03-20', '2026-03-24'],
      ],
    ],
    [
      'period over new year',
      '2025-12-29',
      20,
      [
        ['2025-12-29', '2026-01-02'],
        ['2026-01-18', '2026-01-22'],
        ['2026-02-07', '2026-02-11'],
        ['2026-02-27', '2026-03-03'],
      ],
    ],
    [
      'period ending on the leap day',
      '2028-02-25',
      28,
      [
        ['2028-02-25', '2028-02-29'],
        ['2028-03-24', '2028-03-28'],
        ['2028-04-21', '2028-04-25'],
        ['2028-05-19', '2028-05-23'],
      ],
    ],
    [
      'period starting on the leap day',
      '2028-02-29',
      28,
      [
        ['2028-02-29', '2028-03-04'],
        ['2028-03-28', '2028-04-01'],
        ['2028-04-25', '2028-04-29'],
        ['2028-05-23', '2028-05-27'],
      ],
    ],
    [
      'longest cycle',
      '2026-01-01',
      40,
      [
        ['2026-01-01', '2026-01-05'],
        ['2026-02-10', '2026-02-14'],
        ['2026-03-22', '2026-03-26'],
        ['2026-05-01', '2026-05-05'],
      ],
    ],
  ])('%s (%s, cycle %i)', (_title, start, cycle, expected) => {
    expect(periodRanges(start, cycle)).toEqual(expected.map(([s, e]) => ({ start: s, end: e })));
  });

  it.each([0, 1, 6])('lists %i ranges when asked', (count) => {
    expect(periodRanges('2026-01-01', 28, count)).toHaveLength(count);
  });
});

describe('calculateCycle', () => {
  it('puts the window, the periods and the next period together', () => {
    expect(calculateCycle('2026-01-01', 29)).toEqual({
      cycleLength: 29,
      lastPeriodStart: '2026-01-01',
      fertileWindow: { start: '2026-01-13', end: '2026-01-19' },
      periods: [
        { start: '2026-01-01', end: '2026-01-05' },
        { start: '2026-01-30', end: '2026-02-03' },
        { start: '2026-02-28', end: '2026-03-04' },
        { start: '2026-03-29', end: '2026-04-02' },
      ],
      nextPeriod: '2026-01-30',
    });
  });

  it('uses a 28-day cycle when none is given', () => {
    const result = calculateCycle('2026-01-01');
    expect(result.cycleLength).toBe(28);
    expect(result.fertileWindow).toEqual({ start: '2026-01-12', end: '2026-01-19' });
    expect(result.nextPeriod).toBe('2026-01-29');
  });

  it.each([
    ['2025-12-20', 30, '2026-01-19'],
    ['2028-02-01', 28, '2028-02-29'],
    ['2027-02-01', 28, '2027-03-01'],
    ['2026-01-31', 40, '2026-03-12'],
  ])('%s, cycle %i: next period %s (the second range starts the same day)', (start, cycle, next) => {
    const result = calculateCycle(start, cycle);
    expect(result.nextPeriod).toBe(next);
    expect(result.periods[1]!.start).toBe(next);
  });
});

describe('cycleInput', () => {
  const TODAY = '2026-01-15';
  const schema = cycleInput(TODAY);

  it.each([
    [TODAY, 28, 'started today'],
    ['2026-01-14', 28, 'yesterday'],
    ['2025-12-01', 20, 'shortest cycle'],
    ['2025-12-01', 40, 'longest cycle'],
    ['2024-02-29', 33, 'a leap day long ago'],
  ])('accepts %s, cycle %i (%s)', (start, cycleLength) => {
    expect(schema.parse({ start, cycleLength })).toEqual({ start, cycleLength });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no start', { start: undefined }, 'start', om.startRequired],
    ['null start', { start: null }, 'start', om.startRequired],
    ['empty start', { start: '' }, 'start', om.startRequired],
    ['start not YYYY-MM-DD', { start: '15-01-2026' }, 'start', om.startRequired],
    ['start not a calendar date', { start: '2026-02-30' }, 'start', om.startRequired],
    ['start as a number', { start: 20260101 }, 'start', om.startRequired],
    ['start tomorrow', { start: '2026-01-16' }, 'start', om.startInFuture],
    ['start next year', { start: '2027-01-01' }, 'start', om.startInFuture],
    ['cycle 19', { cycleLength: 19 }, 'cycleLength', om.cycleInvalid],
    ['cycle 41', { cycleLength: 41 }, 'cycleLength', om.cycleInvalid],
    ['cycle 0', { cycleLength: 0 }, 'cycleLength', om.cycleInvalid],
    ['cycle -28', { cycleLength: -28 }, 'cycleLength', om.cycleInvalid],
    ['cycle 28.5', { cycleLength: 28.5 }, 'cycleLength', om.cycleInvalid],
    ['cycle NaN', { cycleLength: Number.NaN }, 'cycleLength', om.cycleInvalid],
    ['cycle as text', { cycleLength: '28' }, 'cycleLength', om.cycleInvalid],
    ['no cycle', { cycleLength: undefined }, 'cycleLength', om.cycleInvalid],
  ])('refuses %s', (_title, change, path, message) => {
    const issue = firstIssue(schema, { start: '2026-01-01', cycleLength: 28, ...change });
    expect(issue.path).toEqual([path]);
    expect(issue.message).toBe(message);
  });
});
