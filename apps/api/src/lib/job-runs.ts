import { and, desc, eq, lt } from 'drizzle-orm';
import type { Conn } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

// The record of a periodic job's passes (issue 22): operations see when the payments
// reconciliation last ran, how it ended and what it counted. One row per pass; older than
// JOB_RUNS_KEEP_DAYS are pruned by the pass that writes, so the table stays small.

export const JOB_RUNS_KEEP_DAYS = 3;

export type JobRunRow = typeof jobRuns.$inferSelect;

/**
 * Runs one pass of `job` and records it (started, finished, ok or failed, its counts). A failed
 * pass is recorded and its error thrown on; a failure to record is only logged by the caller.
 */
export async function recordedPass<R extends Record<string, number>>(
  deps: { db: Conn; clock: { now(): Date } },
  job: string,
  run: () => Promise<R>,
): Promise<R> {
  const startedAt = deps.clock.now();
  let result: R | undefined;
  let error: unknown = null;
  try {
    result = await run();
  } catch (err) {
    error = err;
  }
  const finishedAt = deps.clock.now();
  await deps.db.insert(jobRuns).values({
    job,
    startedAt,
    finishedAt,
    outcome: error ? 'failed' : 'ok',
    counts: result ?? {},
    error: error ? (error instanceof Error ? error.message : String(error)).slice(0, 500) : null,
  });
  await deps.db
    .delete(jobRuns)
    .where(
      and(
        eq(jobRuns.job, job),
        lt(jobRuns.startedAt, new Date(startedAt.getTime() - JOB_RUNS_KEEP_DAYS * 86_400_000)),
      ),
    );
  if (error) throw error;
  return result as R;
}

/** The job's latest passes, newest first. */
export function latestJobRuns(conn: Conn, job: string, limit: number): Promise<JobRunRow[]> {
  return conn
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt))
    .limit(limit);
}
