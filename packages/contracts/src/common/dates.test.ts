import { afterEach, describe, expect, it, vi } from 'vitest';
import { AT_EASE_INTEREST, PREGNANCY_INTEREST } from '../patient/constants.ts';
import {
  addDays,
  daysBetween,
  displayWeek,
  isAdult,
  isIsoDate,
  isLmpInRange,
  type PregnancyProfile,
  pregnancyWeekFromLmp,
  showsPregnancyTracker,
  storedWeek,
  TIME_ZONE,
  todayIso,
} from './dates.ts';

// Dates are literals (computed by hand) so these tests do not lean on addDays to build their inputs.
const TODAY = '2025-06-15';

describe('isIsoDate', () => {
  it.each([
    ['2025-06-15', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1999-12-31', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-04-31', false],
    ['2025-6-15', false],
    ['15-06-2025', false],
    ['2025/06/15', false],
    ['2025-06-15T00:00:00Z', false],
    [' 2025-06-15', false],
    ['', false],
    ['null', false],
  ])('%j -> %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2025-06-15', '2025-06-15', 0],
    ['2025-06-14', '2025-06-15', 1],
    ['2025-06-16', '2025-06-15', -1],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['2024-01-01', '2025-01-01', 366],
    ['2025-01-01', '2026-01-01', 365],
    ['2024-12-31', '2025-01-01', 1],
    ['2024-09-08', TODAY, 280],
    ['2007-06-16', TODAY, 6574],
  ])('%s -> %s is %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2025-06-15', 0, '2025-06-15'],
    ['2025-06-15', 1, '2025-06-16'],
    ['2025-06-15', -1, '2025-06-14'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    [TODAY, -280, '2024-09-08'],
    [TODAY, -6574, '2007-06-16'],
  ])('%s %+i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([-6574, -281, -1, 0, 7, 366])('is the inverse of daysBetween (%i days)', (days) => {
    expect(daysBetween(TODAY, addDays(TODAY, days))).toBe(days);
  });
});

describe('isAdult (18 years = 6574 days)', () => {
  it.each([
    ['2007-06-17', false, '6573 days'],
    ['2007-06-16', true, 'exactly 6574 days'],
    ['2007-06-15', true, '6575 days'],
    ['1990-01-01', true, 'long ago'],
    [TODAY, false, 'born today'],
    ['2026-01-01', false, 'in the future'],
    ['16-06-2007', false, 'not YYYY-MM-DD'],
    ['', false, 'empty'],
  ])('%s -> %s (%s)', (dob, expected) => {
    expect(isAdult(dob, TODAY)).toBe(expected);
  });
});

describe('isLmpInRange (not in the future, at most 280 days ago)', () => {
  it.each([
    [TODAY, true, 'today'],
    ['2025-06-14', true, 'yesterday'],
    ['2025-06-16', false, '1 day in the future'],
    ['2026-06-15', false, 'a year in the future'],
    ['2024-09-09', true, '279 days ago'],
    ['2024-09-08', true, 'exactly 280 days ago'],
    ['2024-09-07', false, '281 days ago'],
    ['2020-01-01', false, 'years ago'],
    ['2025-02-30', false, 'not a calendar date'],
    ['', false, 'empty'],
  ])('%s -> %s (%s)', (lmp, expected) => {
    expect(isLmpInRange(lmp, TODAY)).toBe(expected);
  });
});

describe('pregnancyWeekFromLmp (whole weeks since lmp plus 1; 1 when not positive)', () => {
  it.each([
    [TODAY, 1, 'same day'],
    ['2025-06-14', 1, '1 day'],
    ['2025-06-09', 1, '6 days'],
    ['2025-06-08', 2, '7 days'],
    ['2025-06-02', 2, '13 days'],
    ['2025-06-01', 3, '14 days'],
    ['2025-01-27', 20, '139 days'],
    ['2025-01-26', 21, '140 days'],
    ['2024-09-15', 40, '273 days'],
    ['2024-09-09', 40, '279 days'],
    ['2024-09-08', 40, '280 days: week 41 is capped at 40'],
    ['2024-06-15', 40, 'a year ago: still 40'],
    ['not-a-date', 1, 'unreadable date'],
    ['2025-06-16', 1, '1 day in the future'],
    ['2025-12-31', 1, 'months in the future'],
  ])('lmp %s -> week %i (%s)', (lmp, expected) => {
    expect(pregnancyWeekFromLmp(lmp, TODAY)).toBe(expected);
  });
});

describe('displayWeek (week 0 is shown as 40)', () => {
  it.each([
    [0, 40],
    [1, 1],
    [20, 20],
    [40, 40],
    [-1, -1],
  ])('%i -> %i', (week, expected) => {
    expect(displayWeek(week)).toBe(expected);
  });
});

const pregnant: PregnancyProfile = {
  gender: 'female',
  interest: [PREGNANCY_INTEREST],
  conceive_status: 'Already Conceived',
  lmp: '2025-01-27',
};

describe('storedWeek (only with the pregnancy interest and an lmp, else 0)', () => {
  it.each<[string, Partial<PregnancyProfile>, number]>([
    ['pregnancy interest and lmp', {}, 20],
    ['pregnancy among other interests', { interest: [AT_EASE_INTEREST, PREGNANCY_INTEREST] }, 20],
    ['lmp today', { lmp: TODAY }, 1],
    ['lmp in the future', { lmp: '2025-07-01' }, 1],
    ['stage other than pregnant still counts', { conceive_status: 'Looking to Conceived' }, 20],
    ['no stage still counts', { conceive_status: null }, 20],
    ['male with the interest still counts', { gender: 'male' }, 20],
    ['no pregnancy interest', { interest: [AT_EASE_INTEREST] }, 0],
    ['no interest at all', { interest: [] }, 0],
    ["only the string 'null'", { interest: ['null'] }, 0],
    ['no lmp', { lmp: null }, 0],
    ['empty lmp', { lmp: '' }, 0],
  ])('%s -> %i', (_title, change, expected) => {
    expect(storedWeek({ ...pregnant, ...change }, TODAY)).toBe(expected);
  });
});

describe('showsPregnancyTracker (female + pregnancy interest + Already Conceived + week > 0)', () => {
  it.each<[string, Partial<PregnancyProfile>, number, boolean]>([
    ['all conditions met', {}, 20, true],
    ['week 1', {}, 1, true],
    ['week 40', {}, 40, true],
    ['with other interests too', { interest: [AT_EASE_INTEREST, PREGNANCY_INTEREST] }, 20, true],
    ['male', { gender: 'male' }, 20, false],
    ['trans', { gender: 'trans' }, 20, false],
    ['no gender', { gender: null }, 20, false],
    ['no pregnancy interest', { interest: [AT_EASE_INTEREST] }, 20, false],
    ['no interest at all', { interest: [] }, 20, false],
    ['trying to get pregnant', { conceive_status: 'Looking to Conceived' }, 20, false],
    ['become a mother', { conceive_status: 'become a mother' }, 20, false],
    ['no stage', { conceive_status: null }, 20, false],
    ['week 0', {}, 0, false],
    ['week -1', {}, -1, false],
  ])('%s -> %s', (_title, change, week, expected) => {
    expect(showsPregnancyTracker({ ...pregnant, ...change }, week)).toBe(expected);
  });
});

describe('todayIso (calendar day in Asia/Kolkata, UTC+5:30)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses Asia/Kolkata by default', () => {
    expect(TIME_ZONE).toBe('Asia/Kolkata');
  });

  it.each([
    ['2026-01-01T20:00:00Z', '2026-01-02'],
    ['2026-01-01T18:29:59Z', '2026-01-01'],
    ['2026-01-01T18:30:00Z', '2026-01-02'],
    ['2025-12-31T18:30:00Z', '2026-01-01'],
    ['2026-01-01T00:00:00Z', '2026-01-01'],
    ['2024-02-28T19:00:00Z', '2024-02-29'],
  ])('%s is %s in India', (instant, expected) => {
    expect(todayIso(new Date(instant))).toBe(expected);
  });

  it.each([
    ['2026-01-01T20:00:00Z', '2026-01-02'],
    ['2026-01-01T18:29:59Z', '2026-01-01'],
  ])('reads the clock when no instant is given (%s -> %s)', (instant, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    expect(todayIso()).toBe(expected);
  });
});
