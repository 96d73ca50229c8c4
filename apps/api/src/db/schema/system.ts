import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Passes of the periodic jobs that record them (issue 22: the payments reconciliation, shown to
 * operations): when each started and finished, how it ended and what it counted. Written by
 * lib/job-runner.ts after each pass; passes older than JOB_RUNS_KEEP_DAYS are pruned as it goes.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job: text('job').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** 'ok' or 'failed'. */
    outcome: text('outcome').notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    error: text('error'),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt)],
);

// ---------- Content and wellness (issue 3) ----------
