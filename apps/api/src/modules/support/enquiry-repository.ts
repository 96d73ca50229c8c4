import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { contactEnquiries } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

// Contact enquiries as operations works through them (issue 22): waiting (handled_at null) or
// handled, with who handled it, when, and a note. Each move is a conditional UPDATE from the
// other state, so two operators at once give one change and one clear refusal.

export type EnquiryRow = typeof contactEnquiries.$inferSelect;

/** One page of enquiries, waiting or handled, oldest or newest first. */
export function listEnquiries(
  db: Conn,
  f: { handled: boolean; order: 'oldest' | 'newest'; limit: number; offset: number },
): Promise<EnquiryRow[]> {
  const by = f.order === 'oldest' ? asc : desc;
  return db
    .select()
    .from(contactEnquiries)
    .where(f.handled ? isNotNull(contactEnquiries.handledAt) : isNull(contactEnquiries.handledAt))
    .orderBy(by(contactEnquiries.createdAt), by(contactEnquiries.id))
    .limit(f.limit)
    .offset(f.offset);
}

async function findEnquiry(db: Conn, id: string): Promise<EnquiryRow | null> {
  const [row] = await db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
  return row ?? null;
}

type Move = { result: 'changed' | 'unchanged'; row: EnquiryRow } | null;

/** Marks a waiting enquiry handled; 'unchanged' when it already was, null when there is none. */
export async function markEnquiryHandled(
  tx: Tx,
  id: string,
  by: { staffId: string; note: string | null; now: Date },
): Promise<Move> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .update(contactEnquiries)
    .set({ handledAt: by.now, handledByStaffId: by.staffId, handledNote: by.note })
    .where(and(eq(contactEnquiries.id, id), isNull(contactEnquiries.handledAt)))
    .returning();
  if (row) return { result: 'changed', row };
  const current = await findEnquiry(tx, id);
  return current ? { result: 'unchanged', row: current } : null;
}

/** Puts a handled enquiry back in the waiting list; `before` is the row as it was handled. */
export async function reopenEnquiry(tx: Tx, id: string): Promise<(Move & { before: EnquiryRow }) | null> {
  if (!isUuid(id)) return null;
  const current = await findEnquiry(tx, id);
  if (!current) return null;
  const [row] = await tx
    .update(contactEnquiries)
    .set({ handledAt: null, handledByStaffId: null, handledNote: null })
    .where(and(eq(contactEnquiries.id, id), isNotNull(contactEnquiries.handledAt)))
    .returning();
  return row
    ? { result: 'changed', row, before: current }
    : { result: 'unchanged', row: current, before: current };
}
