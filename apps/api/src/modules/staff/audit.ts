import type { AuditSubject } from '@care/contracts/staff/constants';
import type { auditEntrySchema } from '@care/contracts/staff/schemas';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Conn } from '../../db/client.ts';
import { staffAuditLog } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import type { StaffCaller } from '../../plugins/caller.ts';

// The audit log (issue 22): every staff action that changes something is recorded here with
// who, when, before and after, for other modules (lab, experts, money, reviews, content) and for
// admins' search (audit-routes.ts). Append-only in the database (migration 0022's triggers).

export interface StaffChange {
  staff: Pick<StaffCaller, 'id' | 'role' | 'fullName'>;
  /** A verb with its object: 'lab_booking.move', 'coupon.create', 'refund.retry'. */
  action: string;
  subject: AuditSubject;
  subjectId: string;
  /** One line an admin reads in the list ("T-500012: booked → sample collected"). */
  summary: string;
  reason?: string | null;
  /** The changed record's fields before (null for a creation) and after (null for a removal). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  now: Date;
}

/**
 * Records one change. Call it with the transaction that makes the change, so a change is never
 * missing from the log and a rolled-back one never in it. The name and role are copied as they
 * are now: the log says who it was after a rename or deactivation. Dates in before/after are
 * kept as ISO strings (JSON).
 */
export async function recordStaffChange(db: Conn, change: StaffChange): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: change.staff.id,
    staffRole: change.staff.role,
    staffName: change.staff.fullName,
    action: change.action,
    subject: change.subject,
    subjectId: change.subjectId,
    summary: change.summary,
    reason: change.reason ?? null,
    before: change.before === null ? null : jsonSafe(change.before),
    after: change.after === null ? null : jsonSafe(change.after),
    at: change.now,
  });
}

/** A record as JSON keeps it (Dates as ISO strings, bigint as number). */
function jsonSafe(record: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(record, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)));
}

export type AuditRow = typeof staffAuditLog.$inferSelect;

/** One page of the log, newest first, by staff member, subject and/or words. */
export async function searchAuditLog(
  db: Conn,
  f: {
    staffId?: string | null | undefined;
    subject?: AuditSubject | null | undefined;
    subjectId?: string | null | undefined;
    q?: string | null | undefined;
    limit: number;
    offset: number;
  },
): Promise<AuditRow[]> {
  if (f.staffId && !isUuid(f.staffId)) return [];
  const words = (f.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const like = (w: string) => `%${w.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select()
    .from(staffAuditLog)
    .where(
      and(
        f.staffId ? eq(staffAuditLog.staffId, f.staffId) : undefined,
        f.subject ? eq(staffAuditLog.subject, f.subject) : undefined,
        f.subjectId ? eq(staffAuditLog.subjectId, f.subjectId) : undefined,
        ...words.map((w) =>
          or(
            ilike(staffAuditLog.summary, like(w)),
            ilike(staffAuditLog.action, like(w)),
            ilike(staffAuditLog.reason, like(w)),
            ilike(staffAuditLog.staffName, like(w)),
          ),
        ),
      ),
    )
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(f.limit)
    .offset(f.offset);
}

export function presentAuditEntry(row: AuditRow): z.infer<typeof auditEntrySchema> {
  return {
    id: row.id,
    staff_id: row.staffId,
    staff_name: row.staffName,
    staff_role: row.staffRole,
    action: row.action,
    subject: row.subject,
    subject_id: row.subjectId,
    summary: row.summary,
    reason: row.reason,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    at: row.at.toISOString(),
  };
}
