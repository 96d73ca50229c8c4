import type { AccessSubject, StaffRole } from '@care/contracts/staff/constants';
import { desc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { staffAccessLog, staffAccounts } from '../../db/schema/index.ts';
import { findExpertsByIds } from '../experts/index.ts';

// The access log's writes and the patient's view of it (DPDP Rules 2025, rule 6: a patient may
// know who read their data). Append-only: the table's trigger refuses UPDATE, so this file only
// inserts and selects. The staff module's own repository; the name says which table it keeps.

/**
 * Records one staff read of a patient's data. The caller passes its transaction, so the read
 * and its record commit together: a read that cannot be recorded is not answered.
 */
export async function recordStaffRead(
  db: Conn,
  r: {
    staff: { id: string; role: StaffRole; fullName: string };
    patientId: string;
    bookingId: string | null;
    what: AccessSubject;
    title: string;
    reason: string;
    now: Date;
  },
) {
  await db.insert(staffAccessLog).values({
    staffId: r.staff.id,
    staffRole: r.staff.role,
    staffName: r.staff.fullName,
    patientId: r.patientId,
    bookingId: r.bookingId,
    what: r.what,
    title: r.title,
    reason: r.reason,
    at: r.now,
  });
}

export interface StaffReadOfPatient {
  id: string;
  staffRole: StaffRole;
  /** As the patient is told: an expert's salutation and name, else the account's full name. */
  staffName: string;
  bookingId: string | null;
  what: AccessSubject;
  title: string;
  at: Date;
}

/**
 * The latest `limit` staff reads of the patient's data, newest first. An expert is named as
 * patients know them (the expert profile's salutation and name, as they are now); anyone else
 * by the name the log kept.
 */
export async function staffReadsOfPatient(
  db: Conn,
  patientId: string,
  limit: number,
): Promise<StaffReadOfPatient[]> {
  const rows = await db
    .select({
      id: staffAccessLog.id,
      staffRole: staffAccessLog.staffRole,
      staffName: staffAccessLog.staffName,
      expertId: staffAccounts.expertId,
      bookingId: staffAccessLog.bookingId,
      what: staffAccessLog.what,
      title: staffAccessLog.title,
      at: staffAccessLog.at,
    })
    .from(staffAccessLog)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffAccessLog.staffId))
    .where(eq(staffAccessLog.patientId, patientId))
    .orderBy(desc(staffAccessLog.at), desc(staffAccessLog.id))
    .limit(limit);
  const experts = await findExpertsByIds(
    db,
    rows.flatMap((r) => (r.expertId ? [r.expertId] : [])),
  );
  return rows.map(({ expertId, ...r }) => {
    const e = experts.find((x) => x.id === expertId);
    return {
      ...r,
      staffName:
        r.staffRole === 'expert' && e ? `${e.salutation} ${e.firstName} ${e.lastName}`.trim() : r.staffName,
    };
  });
}
