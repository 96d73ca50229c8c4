import type { RiskStatus } from '@care/contracts/reports/constants';
import { and, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingReports,
  bookings,
  experts,
  patientReports,
  patients,
  reportAccessLog,
  testReports,
  uploads,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

// Reports: only this module reads and writes them. Every query names the patient, so one
// patient's report, file or history never answers another's request.

export async function ownReports(db: Db, patientId: string) {
  return db
    .select()
    .from(patientReports)
    .where(eq(patientReports.patientId, patientId))
    .orderBy(desc(patientReports.createdAt))
    .limit(500);
}

/** The patient's finished uploads in the patient-report folder among `keys`. */
export async function ownReportUploads(db: Db, patientId: string, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ key: uploads.key, contentType: uploads.contentType })
    .from(uploads)
    .where(
      and(
        inArray(uploads.key, keys),
        eq(uploads.patientId, patientId),
        eq(uploads.folder, 'patient-report'),
        isNotNull(uploads.uploadedAt),
      ),
    );
}

/** Adds reports (a file already added keeps its first entry); answers the patient's rows for the keys. */
export async function addReports(
  db: Db,
  patientId: string,
  rows: { title: string; fileKey: string; contentType: string }[],
) {
  await db
    .insert(patientReports)
    .values(rows.map((r) => ({ ...r, patientId })))
    .onConflictDoNothing();
  return db
    .select()
    .from(patientReports)
    .where(
      and(
        eq(patientReports.patientId, patientId),
        inArray(
          patientReports.fileKey,
          rows.map((r) => r.fileKey),
        ),
      ),
    );
}

export async function deleteOwnReport(db: Db, patientId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .delete(patientReports)
    .where(and(eq(patientReports.id, id), eq(patientReports.patientId, patientId)))
    .returning();
  return row ?? null;
}

/** Whether a booking still lists this file (then it stays in storage for the expert). */
export async function fileSharedWithBooking(db: Db, key: string) {
  const [row] = await db
    .select({ id: bookingReports.id })
    .from(bookingReports)
    .where(eq(bookingReports.filePath, key));
  return Boolean(row);
}

export async function patientTestReports(
  db: Db,
  patientId: string,
  q: { search: string; status?: RiskStatus },
) {
  const like = `%${q.search.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select({ report: testReports, firstName: patients.firstName, lastName: patients.lastName })
    .from(testReports)
    .innerJoin(patients, eq(patients.id, testReports.patientId))
    .where(
      and(
        eq(testReports.patientId, patientId),
        ...(q.status ? [eq(testReports.status, q.status)] : []),
        ...(q.search
          ? [
              or(
                ilike(testReports.testName, like),
                ilike(testReports.instituteName, like),
                ilike(testReports.doctorName, like),
              ),
            ]
          : []),
      ),
    )
    .orderBy(desc(testReports.reportedOn), desc(testReports.createdAt))
    .limit(500);
}

/** The experts' files from the patient's consultations. */
export async function doctorReportsOf(db: Db, patientId: string) {
  return db
    .select({
      report: bookingReports,
      appointmentNo: bookings.appointmentNo,
      startsAt: bookings.startsAt,
      salutation: experts.salutation,
      firstName: experts.firstName,
      lastName: experts.lastName,
    })
    .from(bookingReports)
    .innerJoin(bookings, eq(bookings.id, bookingReports.bookingId))
    .innerJoin(experts, eq(experts.id, bookings.expertId))
    .where(and(eq(bookings.patientId, patientId), eq(bookingReports.reportOf, 'doctor')))
    .orderBy(desc(bookings.startsAt))
    .limit(500);
}

export type OwnedFile = { key: string; title: string; kind: 'patient' | 'test' | 'doctor' };

/**
 * A file the patient may read, and what it is: one of their own reports, a file of one of
 * their test reports, or a file on one of their consultations (theirs or the expert's).
 * Null for anything else, including another patient's file.
 */
export async function ownedFile(db: Db, patientId: string, key: string): Promise<OwnedFile | null> {
  const [own] = await db
    .select({ title: patientReports.title })
    .from(patientReports)
    .where(and(eq(patientReports.patientId, patientId), eq(patientReports.fileKey, key)));
  if (own) return { key, title: own.title, kind: 'patient' };
  const [test] = await db
    .select({ title: testReports.testName })
    .from(testReports)
    .where(and(eq(testReports.patientId, patientId), sql`${key} = any(${testReports.fileKeys})`));
  if (test) return { key, title: test.title, kind: 'test' };
  const [shared] = await db
    .select({ title: bookingReports.title, reportOf: bookingReports.reportOf })
    .from(bookingReports)
    .innerJoin(bookings, eq(bookings.id, bookingReports.bookingId))
    .where(and(eq(bookings.patientId, patientId), eq(bookingReports.filePath, key)));
  if (shared) return { key, title: shared.title, kind: shared.reportOf === 'doctor' ? 'doctor' : 'patient' };
  return null;
}

export async function recordAccess(db: Db, patientId: string, file: OwnedFile, actor: string) {
  await db
    .insert(reportAccessLog)
    .values({ patientId, fileKey: file.key, title: file.title, kind: file.kind, actor });
}

export async function accessHistory(db: Db, patientId: string) {
  return db
    .select()
    .from(reportAccessLog)
    .where(eq(reportAccessLog.patientId, patientId))
    .orderBy(desc(reportAccessLog.at))
    .limit(100);
}

export async function uploadOf(db: Db, key: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
  return row ?? null;
}
