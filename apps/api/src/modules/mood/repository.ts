import { and, asc, eq, gte } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { moodTracks } from '../../db/schema/index.ts';

// The only module that reads or writes mood check-ins.

export type MoodTrackRow = typeof moodTracks.$inferSelect;

export async function addMoodTrack(db: Conn, patientId: string, mood: string): Promise<MoodTrackRow> {
  const [row] = await db.insert(moodTracks).values({ patientId, mood }).returning();
  return row!;
}

/** The patient's check-ins since `since`, oldest first (at most 500). */
export function moodTracksSince(db: Conn, patientId: string, since: Date): Promise<MoodTrackRow[]> {
  return db
    .select()
    .from(moodTracks)
    .where(and(eq(moodTracks.patientId, patientId), gte(moodTracks.createdAt, since)))
    .orderBy(asc(moodTracks.createdAt))
    .limit(500);
}
