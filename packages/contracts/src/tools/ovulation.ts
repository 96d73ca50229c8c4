import { z } from 'zod';
import { addDays, isIsoDate } from '../common/dates.ts';
import { CYCLE_DEFAULT, CYCLE_MAX, CYCLE_MIN, PERIOD_DAYS, PERIOD_RANGES } from './constants.ts';
import { ovulationMessages as om } from './messages.ts';

export interface DateRange {
  start: string;
  end: string;
}

export interface CycleResult {
  cycleLength: number;
  lastPeriodStart: string;
  fertileWindow: DateRange;
  /** The period entered and the next ones, each PERIOD_DAYS long. */
  periods: DateRange[];
  nextPeriod: string;
}

/**
 * Spec section 9: from the first day of the period, the fertile window starts
 * floor(cycle/2) - 3 days later for even cycles (- 2 for odd) and ends floor(cycle/2) + 4 days later.
 */
export function fertileWindow(lastPeriodStart: string, cycleLength: number): DateRange {
  const half = Math.floor(cycleLength / 2);
  const startOffset = cycleLength % 2 === 0 ? half - 3 : half - 2;
  return { start: addDays(lastPeriodStart, startOffset), end: addDays(lastPeriodStart, half + 4) };
}

export function periodRanges(
  lastPeriodStart: string,
  cycleLength: number,
  count = PERIOD_RANGES,
): DateRange[] {
  return Array.from({ length: count }, (_, i) => {
    const start = addDays(lastPeriodStart, i * cycleLength);
    return { start, end: addDays(start, PERIOD_DAYS - 1) };
  });
}

export function calculateCycle(lastPeriodStart: string, cycleLength: number = CYCLE_DEFAULT): CycleResult {
  return {
    cycleLength,
    lastPeriodStart,
    fertileWindow: fertileWindow(lastPeriodStart, cycleLength),
    periods: periodRanges(lastPeriodStart, cycleLength),
    nextPeriod: addDays(lastPeriodStart, cycleLength),
  };
}

export const CYCLE_LENGTHS: readonly number[] = Array.from(
  { length: CYCLE_MAX - CYCLE_MIN + 1 },
  (_, i) => CYCLE_MIN + i,
);

/** The calculator's input; `today` is passed in so the rule is testable. */
export function cycleInput(today: string) {
  return z.object({
    start: z
      .string({ error: om.startRequired })
      .min(1, om.startRequired)
      .refine(isIsoDate, om.startRequired)
      .refine((d) => d <= today, om.startInFuture),
    cycleLength: z
      .number({ error: om.cycleInvalid })
      .int(om.cycleInvalid)
      .min(CYCLE_MIN, om.cycleInvalid)
      .max(CYCLE_MAX, om.cycleInvalid),
  });
}
