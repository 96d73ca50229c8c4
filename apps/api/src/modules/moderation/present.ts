import type { Enquiry, ModeratedReview } from '@care/contracts/moderation/schemas';
import type { Conn } from '../../db/client.ts';
import type { ModerationRow } from '../appointments/index.ts';
import { findStaffByIds } from '../staff/index.ts';
import type { EnquiryRow } from '../support/index.ts';

export function presentReview(r: ModerationRow): ModeratedReview {
  const e = r.expert;
  return {
    id: r.review.id,
    expert_id: r.review.expertId,
    expert_name: e ? `${e.salutation} ${e.firstName} ${e.lastName}`.trim() : '',
    rating: r.review.rating,
    comment: r.review.comment,
    patient_first_name: r.patientFirstName,
    status: r.review.status,
    created_at: r.review.createdAt.toISOString(),
  };
}

/** Enquiries with the name of whoever handled each. */
export async function presentEnquiries(db: Conn, rows: EnquiryRow[]): Promise<Enquiry[]> {
  const staff = await findStaffByIds(
    db,
    rows.flatMap((r) => (r.handledByStaffId ? [r.handledByStaffId] : [])),
  );
  const names = new Map(staff.map((s) => [s.id, s.fullName]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    handled_at: r.handledAt?.toISOString() ?? null,
    handled_by_name: r.handledByStaffId ? (names.get(r.handledByStaffId) ?? null) : null,
    handled_note: r.handledNote,
  }));
}
