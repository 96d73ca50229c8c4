import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { expertDaysOff, expertSchedules, experts } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { searchWords } from './search-text.ts';

// The only code that reads experts and their schedules (whether a slot is taken is booking's).

export type ExpertRow = typeof experts.$inferSelect;

/** An expert patients can book, or null (a malformed id is simply not found). */
export async function findActiveExpert(db: Conn, id: string): Promise<ExpertRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(experts)
    .where(and(eq(experts.id, id), eq(experts.active, true)));
  return row ?? null;
}

/** The experts with these ids, active or not (an appointment keeps showing its expert). */
export async function findExpertsByIds(db: Conn, ids: string[]): Promise<ExpertRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(experts)
    .where(inArray(experts.id, [...new Set(ids)]));
}

export interface ExpertFilter {
  type: string;
  page: number;
  records: number;
  query?: string | undefined;
  language?: string[] | undefined;
  approaches?: string[] | undefined;
  concerns?: string[] | undefined;
}

/**
 * One page of experts and the total. Each word of the query must match the expert's search
 * text, by full-text prefix (to_tsvector 'simple') or by trigram word similarity (pg_trgm's
 * `<%`, threshold 0.3 for this transaction: 'anxeity' still finds 'anxiety'); the closest
 * first. Both conditions are served by the GIN indexes of migration 0004.
 */
export async function searchExperts(
  db: Conn,
  f: ExpertFilter,
): Promise<{ rows: ExpertRow[]; total: number }> {
  const words = searchWords(f.query);
  const conditions = [eq(experts.type, f.type), eq(experts.active, true)];
  if (f.language?.length) conditions.push(sql`${experts.languages} && ${toTextArray(f.language)}`);
  if (f.approaches?.length) conditions.push(sql`${experts.approaches} && ${toTextArray(f.approaches)}`);
  if (f.concerns?.length && f.type === 'mhc')
    conditions.push(sql`${experts.concerns} && ${toTextArray(f.concerns)}`);
  for (const word of words) {
    conditions.push(
      or(
        sql`to_tsvector('simple', ${experts.searchText}) @@ to_tsquery('simple', ${`${word}:*`})`,
        sql`${word} <% ${experts.searchText}`,
      )!,
    );
  }
  const closest = words.length
    ? [
        desc(
          sql.join(
            words.map((w) => sql`word_similarity(${w}, ${experts.searchText})`),
            sql` + `,
          ),
        ),
      ]
    : [];

  return db.transaction(async (tx) => {
    if (words.length)
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.3', true)`);
    const rows = await tx
      .select({ expert: experts, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(experts)
      .where(and(...conditions))
      .orderBy(...closest, asc(experts.lastName), asc(experts.firstName), asc(experts.id))
      .limit(f.records)
      .offset((f.page - 1) * f.records);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && f.page > 1) {
      const [c] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(experts)
        .where(and(...conditions));
      total = c?.n ?? 0;
    }
    return { rows: rows.map((r) => r.expert), total };
  });
}

const toTextArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The expert's weekly windows on a weekday, or none when `date` is one of their days off. */
export async function windowsOn(db: Conn, expertId: string, weekday: number, date: string) {
  const off = await db
    .select({ date: expertDaysOff.date })
    .from(expertDaysOff)
    .where(and(eq(expertDaysOff.expertId, expertId), eq(expertDaysOff.date, date)));
  if (off.length) return [];
  return db
    .select({
      startTime: expertSchedules.startTime,
      endTime: expertSchedules.endTime,
      slotMinutes: expertSchedules.slotMinutes,
    })
    .from(expertSchedules)
    .where(and(eq(expertSchedules.expertId, expertId), eq(expertSchedules.weekday, weekday)));
}
