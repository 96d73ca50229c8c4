import { eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { pregnancyWeeks } from '../../db/schema/index.ts';

// The only module that reads the pregnancy weeks.

export type PregnancyWeekRow = typeof pregnancyWeeks.$inferSelect;

export async function findPregnancyWeek(db: Conn, week: number): Promise<PregnancyWeekRow | undefined> {
  const [row] = await db.select().from(pregnancyWeeks).where(eq(pregnancyWeeks.week, week));
  return row;
}
