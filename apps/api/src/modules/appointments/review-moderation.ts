import { and, asc, eq } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { type ExpertRow, findExpertsByIds } from '../experts/index.ts';
import { findPatientsByIds } from '../patient/index.ts';
import type { ReviewRow } from './repository.ts';

// Reviews as operations moderates them (issue 22): pending → approved or rejected, once. Only
// approved reviews count in the ratings patients see (experts' list-extras.ts).

export type ReviewStatus = ReviewRow['status'];

export interface ModerationRow {
  review: ReviewRow;
  expert: ExpertRow | null;
  patientFirstName: string;
}

/** One page of reviews in a state, oldest first (worked through in turn), with expert and first name. */
export async function reviewsByStatus(
  db: Conn,
  status: ReviewStatus,
  page: { limit: number; offset: number },
): Promise<ModerationRow[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, status))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [experts, patients] = await Promise.all([
    findExpertsByIds(
      db,
      rows.map((r) => r.expertId),
    ),
    findPatientsByIds(
      db,
      rows.map((r) => r.patientId),
    ),
  ]);
  return rows.map((review) => ({
    review,
    expert: experts.find((e) => e.id === review.expertId) ?? null,
    patientFirstName: patients.find((p) => p.id === review.patientId)?.firstName ?? '',
  }));
}

/**
 * Moves a pending review to `to` by a conditional UPDATE (`where status = 'pending'`): of two
 * moderators at once, one changes it and the other finds it moderated. 'moderated' with the
 * row, 'not_pending' when it was already moderated, null when there is no such review.
 */
export async function moderateReview(
  tx: Tx,
  id: string,
  to: 'approved' | 'rejected',
): Promise<{ result: 'moderated' | 'not_pending'; review: ReviewRow } | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .update(reviews)
    .set({ status: to })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'pending')))
    .returning();
  if (row) return { result: 'moderated', review: row };
  const [current] = await tx.select().from(reviews).where(eq(reviews.id, id));
  return current ? { result: 'not_pending', review: current } : null;
}
