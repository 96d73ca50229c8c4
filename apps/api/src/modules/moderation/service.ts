import { enquiryMessages as em, reviewModerationMessages as rm } from '@care/contracts/moderation/messages';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { answerChangesOf } from '../../lib/public-answers.ts';
import type { StaffCaller } from '../../plugins/caller.ts';
import { moderateReview } from '../appointments/index.ts';
import { recordStaffChange } from '../staff/index.ts';
import { markEnquiryHandled, reopenEnquiry } from '../support/index.ts';

// Operations' moderation (issue 22): each change and its audit entry in one transaction.

type ServiceDeps = Pick<Deps, 'db' | 'database' | 'clock'>;
type Staff = Pick<StaffCaller, 'id' | 'role' | 'fullName'>;

/**
 * Approves or rejects a pending review: 404 for no such review, 409 when it was already
 * moderated (of two moderators at once, the conditional UPDATE lets one through). An approval
 * changes the expert's rating, so the public answers showing it (the expert list and page) are
 * dropped on every instance (the reviews table's trigger of migration 0019 says the same).
 */
export function moderate(deps: ServiceDeps, staff: Staff, id: string, to: 'approved' | 'rejected') {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const moved = await moderateReview(tx, id, to);
    if (!moved) throw notFound(rm.notFound);
    if (moved.result === 'not_pending') throw conflict(rm.notPending);
    const r = moved.review;
    await answerChangesOf(deps.database).announce(tx, [r.expertId]);
    await recordStaffChange(tx, {
      staff,
      action: to === 'approved' ? 'review.approve' : 'review.reject',
      subject: 'review',
      subjectId: r.id,
      summary: `${r.rating}-star review ${to}`,
      before: { status: 'pending', rating: r.rating, expert_id: r.expertId },
      after: { status: r.status, rating: r.rating, expert_id: r.expertId },
      now,
    });
    return r;
  });
}

/** Marks an enquiry handled with an optional note: 404 none, 409 already handled. */
export function handleEnquiry(deps: ServiceDeps, staff: Staff, id: string, note: string | null) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const moved = await markEnquiryHandled(tx, id, { staffId: staff.id, note, now });
    if (!moved) throw notFound(em.notFound);
    if (moved.result === 'unchanged') throw conflict(em.alreadyHandled);
    await recordStaffChange(tx, {
      staff,
      action: 'enquiry.handle',
      subject: 'enquiry',
      subjectId: id,
      summary: `Enquiry from ${moved.row.name} marked handled`,
      before: { handled_at: null, handled_by_staff_id: null, handled_note: null },
      after: {
        handled_at: moved.row.handledAt?.toISOString() ?? null,
        handled_by_staff_id: moved.row.handledByStaffId,
        handled_note: moved.row.handledNote,
      },
      now,
    });
    return moved.row;
  });
}

/** Puts a handled enquiry back in the waiting list: 404 none, 409 not handled. */
export function reopen(deps: ServiceDeps, staff: Staff, id: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const moved = await reopenEnquiry(tx, id);
    if (!moved) throw notFound(em.notFound);
    if (moved.result === 'unchanged') throw conflict(em.notHandled);
    const b = moved.before;
    await recordStaffChange(tx, {
      staff,
      action: 'enquiry.reopen',
      subject: 'enquiry',
      subjectId: id,
      summary: `Enquiry from ${b.name} reopened`,
      before: {
        handled_at: b.handledAt?.toISOString() ?? null,
        handled_by_staff_id: b.handledByStaffId,
        handled_note: b.handledNote,
      },
      after: { handled_at: null, handled_by_staff_id: null, handled_note: null },
      now,
    });
    return moved.row;
  });
}
