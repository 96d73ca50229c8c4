import { describe, expect, it } from 'vitest';
import { weekStep, weeksAround, wrapWeek } from './slider-weeks';

describe('week slider ring', () => {
  it.each([
    [1, 1],
    [40, 40],
    [0, 40],
    [-1, 39],
    [41, 1],
    [43, 3],
  ])('wraps %i to %i', (week, wrapped) => {
    expect(wrapWeek(week)).toBe(wrapped);
  });

  it('centres seven weeks on the selected one and wraps at both ends', () => {
    expect(weeksAround(21)).toEqual([18, 19, 20, 21, 22, 23, 24]);
    expect(weeksAround(1)).toEqual([38, 39, 40, 1, 2, 3, 4]);
    expect(weeksAround(40)).toEqual([37, 38, 39, 40, 1, 2, 3]);
  });

  it.each([
    [21, 22, 1],
    [21, 18, -3],
    [40, 1, 1],
    [1, 39, -2],
    [5, 5, 0],
  ])('steps from %i to %i by %i', (from, to, step) => {
    expect(weekStep(from, to)).toBe(step);
  });
});
