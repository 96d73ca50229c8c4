import { PREGNANCY_WEEKS, WEEK_SLIDES } from '@care/contracts/pregnancy/constants';

/** Any whole number onto the ring of weeks 1-40 (0 is 40, 41 is 1): the slider wraps around. */
export function wrapWeek(week: number): number {
  return ((((week - 1) % PREGNANCY_WEEKS) + PREGNANCY_WEEKS) % PREGNANCY_WEEKS) + 1;
}

/** The weeks on the slider, with the selected one in the middle: 7 by default (spec section 9). */
export function weeksAround(selected: number, count: number = WEEK_SLIDES): number[] {
  const half = Math.floor(count / 2);
  return Array.from({ length: count }, (_, i) => wrapWeek(selected - half + i));
}

/** Shortest signed step around the ring from one week to another (40 → 1 is +1, 1 → 39 is -2). */
export function weekStep(from: number, to: number): number {
  const forward = (((to - from) % PREGNANCY_WEEKS) + PREGNANCY_WEEKS) % PREGNANCY_WEEKS;
  return forward > PREGNANCY_WEEKS / 2 ? forward - PREGNANCY_WEEKS : forward;
}
