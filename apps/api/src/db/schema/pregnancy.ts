import { doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

// The 40 pregnancy weeks of the tracker.

/** One row per pregnancy week (1-40); mom and baby hold highlights, precautions and recommendations. */
export const pregnancyWeeks = pgTable('pregnancy_weeks', {
  week: integer('week').primaryKey(),
  size: text('size').notNull(),
  heightCm: doublePrecision('height_cm').notNull(),
  weightG: doublePrecision('weight_g').notNull(),
  sizeImagePath: text('size_image_path').notNull(),
  descriptionForBaby: text('description_for_baby').notNull(),
  descriptionForMom: text('description_for_mom').notNull(),
  mom: jsonb('mom').$type<CareNotes>().notNull(),
  baby: jsonb('baby').$type<CareNotes>().notNull(),
});
export interface CareNotes {
  highlights: string[];
  precautions: string[];
  recommendations: string[];
}
