import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The app's own secrets and the record of which seed runs have loaded.

/** Server-held secrets shared by every API instance (the token signing key when JWT_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Which one-time data loads have run (demo data), so they run once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  detail: jsonb('detail'),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------- Content and wellness (issue 3) ----------
