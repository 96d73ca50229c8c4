import { and, asc, desc, eq } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { experts } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { type ExpertRow, lockExpert } from './repository.ts';
import { expertSearchText } from './search-text.ts';

// Operations' writes of experts (issue 22): adding, editing, deactivating. The search text is
// written with every change of what it is made of (search-text.ts), as updateOwnProfile does.

/** What operations writes of an expert (the type is fixed at creation). */
export type ExpertFields = Omit<
  typeof experts.$inferInsert,
  | 'id'
  | 'type'
  | 'active'
  | 'searchText'
  | 'createdAt'
  | 'profilePicture'
  | 'timeZone'
  | 'specialities'
  | 'languages'
  | 'approaches'
  | 'concerns'
> & { specialities: string[]; languages: string[]; approaches: string[]; concerns: string[] };

/** Every expert, active ones first, by name (operations sees the inactive too). */
export function listAllExperts(db: Conn): Promise<ExpertRow[]> {
  return db
    .select()
    .from(experts)
    .orderBy(desc(experts.active), asc(experts.lastName), asc(experts.firstName), asc(experts.id));
}

/** The expert with this id, active or not, or null (a malformed id is simply not found). */
export async function findExpertById(db: Conn, id: string): Promise<ExpertRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(experts).where(eq(experts.id, id));
  return row ?? null;
}

export async function insertExpert(tx: Tx, type: string, f: ExpertFields): Promise<ExpertRow> {
  const [row] = await tx
    .insert(experts)
    .values({ ...f, type, searchText: expertSearchText(f) })
    .returning();
  return row!;
}

/**
 * Saves the expert's profile and fees, with the row locked as an hours change locks it
 * (lockExpert 'update'): a booking being claimed at this moment is priced either before or after.
 * Answers the row before and after, or null when there is no such expert.
 */
export async function updateExpert(
  tx: Tx,
  id: string,
  f: ExpertFields,
): Promise<{ before: ExpertRow; after: ExpertRow } | null> {
  if (!(await lockExpert(tx, id, 'update'))) return null;
  const before = await findExpertById(tx, id);
  if (!before) return null;
  const [after] = await tx
    .update(experts)
    .set({ ...f, searchText: expertSearchText(f) })
    .where(eq(experts.id, id))
    .returning();
  return { before, after: after! };
}

/**
 * Makes the expert active or inactive, from the other state only (a conditional UPDATE):
 * 'changed' with the row, 'unchanged' when it already was, null when there is no such expert.
 * The expert is locked as an hours change locks it (lockExpert 'update'): a booking being claimed
 * (which holds it FOR SHARE and checks `active` under it) finishes first or sees the expert inactive.
 */
export async function setExpertActive(
  tx: Tx,
  id: string,
  active: boolean,
): Promise<{ result: 'changed' | 'unchanged'; row: ExpertRow } | null> {
  if (!(await lockExpert(tx, id, 'update'))) return null;
  const [row] = await tx
    .update(experts)
    .set({ active })
    .where(and(eq(experts.id, id), eq(experts.active, !active)))
    .returning();
  if (row) return { result: 'changed', row };
  const current = await findExpertById(tx, id);
  return current ? { result: 'unchanged', row: current } : null;
}
