import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { moodTracks } from '../../db/schema/index.ts';

// The only module that reads or writes mood check-ins.

export type MoodTrackRow = typeof moodTracks.$inferSelect;

export async function addMoodTrack(db: Conn, patientId: string, mood: string): Promise<MoodTrackRow> {
  const [row] = await db.insert(moodTracks).values({ patientId, mood }).returning();
  return row!;
}

/** One page of the patient's check-ins since `since`, oldest first, and how many there are. */
export async function moodTracksSince(
  db: Conn,
  patientId: string,
  since: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: MoodTrackRow[]; total: number }> {
  const where = and(eq(moodTracks.patientId, patientId), gte(moodTracks.createdAt, since));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(moodTracks)
      .where(where)
      .orderBy(asc(moodTracks.createdAt), asc(moodTracks.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(moodTracks)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
