import { LMP_MAX_DAYS, PREGNANCY_INTEREST, PREGNANT_STAGE } from '../patient/constants.ts';
import { PREGNANCY_WEEKS } from '../pregnancy/constants.ts';
import { kolkataParts } from './clock-time.ts';
import { ADULT_DAYS } from './constants.ts';

// Dates travel as YYYY-MM-DD strings. "Today" is always passed in, so rules are testable and
// the server and the browser agree on the patient's calendar day (Asia/Kolkata).

/** India's one time zone (+05:30 all year); the arithmetic is in clock-time.ts. */
export const TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The calendar date in India at the given instant, as YYYY-MM-DD (clock-time.ts does the IST arithmetic). */
export function todayIso(now: Date = new Date()): string {
  return kolkataParts(now).date;
}

/** Whole days from `from` to `to` (negative when `from` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** At least 6574 days (about 18 years) old on `today`. */
export function isAdult(dob: string, today: string): boolean {
  return isIsoDate(dob) && daysBetween(dob, today) >= ADULT_DAYS;
}

/** A last menstrual period must be today or earlier, and no more than 280 days ago. */
export function isLmpInRange(lmp: string, today: string): boolean {
  if (!isIsoDate(lmp)) return false;
  const days = daysBetween(lmp, today);
  return days >= 0 && days <= LMP_MAX_DAYS;
}

/**
 * Week = whole weeks since the LMP plus 1, or 1 when the difference is not positive (or the
 * date is unreadable). The tracker has weeks 1-40, so day 280 (which would be week 41) stays 40.
 */
export function pregnancyWeekFromLmp(lmp: string, today: string): number {
  const days = daysBetween(lmp, today);
  if (!(days > 0)) return 1;
  return Math.min(Math.floor(days / 7) + 1, PREGNANCY_WEEKS);
}

export type WeekLabel = 'Past week' | 'Current week' | 'Future week';

/** The label under a slide of the week slider. */
export function weekLabel(week: number, currentWeek: number): WeekLabel {
  if (week === currentWeek) return 'Current week';
  return week < currentWeek ? 'Past week' : 'Future week';
}

/** Week 0 is shown as 40 on the tracker. */
export function displayWeek(week: number): number {
  return week === 0 ? PREGNANCY_WEEKS : week;
}

export interface PregnancyProfile {
  gender: string | null;
  interest: readonly string[];
  conceive_status: string | null;
  lmp: string | null;
}

/** The week kept in the session: only when the pregnancy interest is chosen and an LMP is known, else 0. */
export function storedWeek(profile: PregnancyProfile, today: string): number {
  if (!profile.interest.includes(PREGNANCY_INTEREST) || !profile.lmp) return 0;
  return pregnancyWeekFromLmp(profile.lmp, today);
}

/** Spec section 6: female, pregnancy interest, already conceived, and a week above 0. */
export function showsPregnancyTracker(profile: PregnancyProfile, week: number): boolean {
  return (
    profile.gender === 'female' &&
    profile.interest.includes(PREGNANCY_INTEREST) &&
    profile.conceive_status === PREGNANT_STAGE &&
    week > 0
  );
}
