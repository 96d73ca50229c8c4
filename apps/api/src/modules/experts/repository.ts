import { createHash } from 'node:crypto';
import { toPaise } from '@care/contracts/common/money';
import {
  DEFAULT_SORT_DIRECTION,
  type ExpertGender,
  type ExpertSort,
  type SortDirection,
} from '@care/contracts/experts/constants';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { experts } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { expertExtras, type ListedExpertRow } from './list-extras.ts';
import { expertSearchText, searchWords } from './search-text.ts';

// The only code that reads experts (their hours are hours-repository.ts's; whether a slot is
// taken is booking's).

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

/**
 * The expert row locked for the rest of the transaction, or null. An availability write takes it
 * FOR UPDATE; a claim on one of the expert's slots (a hold, a booking, a move, a late payment)
 * takes it FOR SHARE before it checks that the slot is still offered: claims run side by side,
 * and an expert's change of hours or leave waits for them (and they for it), so a claim sees the
 * hours either before or after the change, never half of it.
 *
 * Each first takes the same mode of a transaction advisory lock on the expert: PostgreSQL lets a
 * new FOR SHARE pass a FOR UPDATE that is already waiting, so a stream of bookings of one expert
 * could keep their change waiting for as long as it lasts; the advisory lock queue is first come,
 * first served, so a waiting change goes next.
 */
export async function lockExpert(tx: Tx, id: string, mode: 'share' | 'update') {
  if (!isUuid(id)) return null;
  const key = sql`hashtextextended(${`expert-hours:${id}`}, 0)`;
  await tx.execute(
    mode === 'share'
      ? sql`select pg_advisory_xact_lock_shared(${key})`
      : sql`select pg_advisory_xact_lock(${key})`,
  );
  const [row] = await tx
    .select({ id: experts.id, type: experts.type, active: experts.active, timeZone: experts.timeZone })
    .from(experts)
    .where(eq(experts.id, id))
    .for(mode === 'share' ? 'share' : 'update');
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
  sort?: ExpertSort | undefined;
  direction?: SortDirection | undefined;
  /** Rupees, both ends included, of the fee the type is priced by (feeColumn). */
  feeMin?: number | undefined;
  feeMax?: number | undefined;
  gender?: ExpertGender | undefined;
  /** The clock's now: next_available counts only slots after it. */
  now: Date;
}

/** The fee a type's list sorts and filters by: GC's first consultation, MHC's self session (indexed by migration 0018). */
const feeColumn = (type: string) => (type === 'gc' ? experts.tier1Fee : experts.selfFee);

/** An expert patients can book with their list extras (picture, next free slot, rating), or null. */
export async function findActiveExpertListed(
  db: Conn,
  id: string,
  now: Date,
): Promise<ListedExpertRow | null> {
  if (!isUuid(id)) return null;
  const extras = expertExtras(now);
  const [row] = await db
    .select({ expert: experts, ...extras })
    .from(experts)
    .where(and(eq(experts.id, id), eq(experts.active, true)));
  return row ?? null;
}

/**
 * One page of experts, each with its next free slot and approved rating, and the total: one
 * query (the total by a window function; list-extras.ts has the slot and rating subqueries,
 * which PostgreSQL evaluates for the page's rows only unless the page is sorted by them).
 * Each word of the query must match the expert's search
 * text, by full-text prefix (to_tsvector 'simple') or by trigram word similarity (pg_trgm's
 * `<%`, threshold 0.3 for this transaction: 'anxeity' still finds 'anxiety'); the closest
 * first. Both conditions are served by the GIN indexes of migration 0004.
 */
export async function searchExperts(
  db: Conn,
  f: ExpertFilter,
): Promise<{ rows: ListedExpertRow[]; total: number }> {
  const words = searchWords(f.query);
  const fee = feeColumn(f.type);
  const conditions = [eq(experts.type, f.type), eq(experts.active, true)];
  if (f.feeMin !== undefined) conditions.push(gte(fee, toPaise(f.feeMin)));
  if (f.feeMax !== undefined) conditions.push(lte(fee, toPaise(f.feeMax)));
  if (f.gender) conditions.push(eq(experts.gender, f.gender));
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
  const extras = expertExtras(f.now);
  const sorted: SQL[] = [];
  if (f.sort) {
    const dir = f.direction ?? DEFAULT_SORT_DIRECTION[f.sort];
    const by = dir === 'asc' ? asc : desc;
    // Experience is years of practice: more years is an earlier practising_since.
    if (f.sort === 'fee') sorted.push(by(fee));
    else if (f.sort === 'experience')
      sorted.push(dir === 'asc' ? desc(experts.practisingSince) : asc(experts.practisingSince));
    // No free slot in the window reads as last whichever the direction.
    // (by the output column's name, so the subquery is not written into the query twice).
    else sorted.push(sql`${sql.identifier('next_available')} ${sql.raw(dir)} nulls last`);
  }

  const page = async (conn: Conn) => {
    const query = conn
      .select({ expert: experts, ...extras, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(experts)
      .where(and(...conditions))
      .orderBy(...sorted, ...closest, asc(experts.lastName), asc(experts.firstName), asc(experts.id))
      .limit(f.records)
      .offset((f.page - 1) * f.records);
    // A named statement per query text (the values are its parameters): PostgreSQL parses it
    // once per connection and, after a few runs, keeps its plan, which the subqueries of
    // list-extras.ts made the larger part of answering the list.
    const name = `experts_list_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
    const rows = await query.prepare(name).execute();
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && f.page > 1) {
      const [c] = await conn
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(experts)
        .where(and(...conditions));
      total = c?.n ?? 0;
    }
    return { rows: rows.map(({ total: _, ...row }) => row), total };
  };

  // The trigram threshold is set for one transaction; without search words there is none to set.
  if (!words.length) return page(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.3', true)`);
    return page(tx);
  });
}

const toTextArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** What an expert edits of their own profile in the console (issue 21); fees are not here. */
export interface OwnProfileFields {
  description: string;
  shortDescription: string;
  languages: string[];
  approaches: string[];
  concerns: string[];
}

/**
 * Saves the expert's own words and lists, and their search text with them (one UPDATE); the
 * caller drops the public answers showing them (own-profile.ts).
 */
export async function updateOwnProfile(
  db: Conn,
  expertId: string,
  f: OwnProfileFields,
): Promise<ExpertRow | null> {
  const [current] = await findExpertsByIds(db, [expertId]);
  if (!current) return null;
  const [row] = await db
    .update(experts)
    .set({ ...f, searchText: expertSearchText({ ...current, ...f }) })
    .where(eq(experts.id, expertId))
    .returning();
  return row ?? null;
}
