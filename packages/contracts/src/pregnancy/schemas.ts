// zod/mini: these schemas check the answers the home page needs for its first paint, so they
// are written with the tree-shakable API (zod's classic API alone is 25 KB gzip).
import { z } from 'zod/mini';
import { daysBetween, displayWeek, pregnancyWeekFromLmp } from '../common/dates.ts';
import { PREGNANCY_DAYS, PREGNANCY_WEEKS } from './constants.ts';
import { pregnancyMessages as pm } from './messages.ts';

/**
 * GET pregnancy-highlights/app-list?week: a week from 1 to 40; week 0 is week 40, as the tracker
 * shows it (section 4: "Week 0 is shown as 40"), and is answered as week 40. 41 is refused.
 */
export const pregnancyWeekQuery = z.object({
  week: z.pipe(
    z.transform((v: unknown) => {
      const week = v === '' || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v;
      return typeof week === 'number' ? displayWeek(week) : week;
    }),
    z
      .int({ error: pm.weekInvalid })
      .check(z.minimum(1, pm.weekInvalid), z.maximum(PREGNANCY_WEEKS, pm.weekInvalid)),
  ),
});

const careNotes = z.object({
  highlights_of_the_week: z.array(z.string()),
  precautions: z.array(z.string()),
  recommendation_for_you: z.array(z.string()),
});

export const pregnancyWeekSchema = z.object({
  week: z.int(),
  mom: careNotes,
  baby: careNotes,
  /** Inches, two decimals. */
  height: z.number(),
  /** Grams. */
  weight: z.number(),
  days_left_for_delivery: z.int(),
  size: z.string(),
  /** The size drawing as PNG for the phone apps (WebP beside it: .webp for .png). */
  size_image_path: z.string(),
  /** Ours: the drawing as SVG for the web; null when it has none. */
  size_image_svg: z.nullable(z.string()),
  /** The signed-in patient's LMP, or null for visitors. */
  lmp: z.nullable(z.string()),
  description_for_baby: z.string(),
  description_for_mom: z.string(),
});
export type PregnancyWeek = z.infer<typeof pregnancyWeekSchema>;

/** The answer is an array; clients read its first item. */
export const pregnancyWeekData = z.array(pregnancyWeekSchema);

export const CM_PER_INCH = 2.54;

/** Centimetres to inches, rounded to two decimals. */
export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 100) / 100;
}

/**
 * Days left to the due date (LMP + 280 days). For the patient's own current week it counts
 * from today; for any other week on the slider, from the first day of that week.
 */
export function daysLeftForDelivery(week: number, today: string, lmp?: string | null): number {
  if (lmp && pregnancyWeekFromLmp(lmp, today) === week) {
    return Math.max(0, PREGNANCY_DAYS - Math.max(0, daysBetween(lmp, today)));
  }
  return Math.max(0, PREGNANCY_DAYS - (week - 1) * 7);
}

// The slider's labels live in dates.ts (no zod), so the home page can use them without zod.
export { type WeekLabel, weekLabel } from '../common/dates.ts';
