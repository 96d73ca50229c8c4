import type { RiskStatus } from '@care/contracts/reports/constants';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { patientReports, reportAccessLog, testReports } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { expertFilesOfPatient, fileAttachedToBooking, patientBookingFile } from '../booking/index.ts';
import { findExpertsByIds } from '../experts/index.ts';
import { arrivedUploadsOf, findUpload } from '../files/index.ts';
import { findPatientById } from '../patient/index.ts';

// Reports: only this module reads and writes them. Every query names the patient, so one
// patient's report, file or history never answers another's request. A consultation's files
// are booking's, uploads files', names patients' and experts': each is asked of its owner.

export async function ownReports(db: Conn, patientId: string) {
  return db
    .select()
    .from(patientReports)
    .where(eq(patientReports.patientId, patientId))
    .orderBy(desc(patientReports.createdAt))
    .limit(500);
}

/** The patient's finished uploads in the patient-report folder among `keys`. */
export function ownReportUploads(db: Conn, patientId: string, keys: string[]) {
  return arrivedUploadsOf(db, patientId, 'patient-report', keys);
}

/** Adds reports (a file already added keeps its first entry); answers the patient's rows for the keys. */
export async function addReports(
  db: Conn,
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

export async function deleteOwnReport(db: Conn, patientId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .delete(patientReports)
    .where(and(eq(patientReports.id, id), eq(patientReports.patientId, patientId)))
    .returning();
  return row ?? null;
}

/** Whether a booking still lists this file (then it stays in storage for the expert). */
export function fileSharedWithBooking(db: Conn, key: string) {
  return fileAttachedToBooking(db, key);
}

export async function patientTestReports(
  db: Conn,
  patientId: string,
  q: { search: string; status?: RiskStatus },
) {
  const like = `%${q.search.replace(/[\\%_]/g, '\\$&')}%`;
  const patient = await findPatientById(db, patientId);
  if (!patient) return [];
  const reports = await db
    .select()
    .from(testReports)
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
  return reports.map((report) => ({ report, firstName: patient.firstName, lastName: patient.lastName }));
}

/** The experts' files from the patient's consultations, with the expert's name. */
export async function doctorReportsOf(db: Conn, patientId: string) {
  const files = await expertFilesOfPatient(db, patientId);
  const experts = await findExpertsByIds(
    db,
    files.map((f) => f.expertId),
  );
  return files.flatMap(({ expertId, ...f }) => {
    const e = experts.find((x) => x.id === expertId);
    return e ? [{ ...f, salutation: e.salutation, firstName: e.firstName, lastName: e.lastName }] : [];
  });
}

export type OwnedFile = { key: string; title: string; kind: 'patient' | 'test' | 'doctor' };

/**
 * A file the patient may read, and what it is: one of their own reports, a file of one of
 * their test reports, or a file on one of their consultations (theirs or the expert's).
 * Null for anything else, including another patient's file.
 */
export async function ownedFile(db: Conn, patientId: string, key: string): Promise<OwnedFile | null> {
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
  const shared = await patientBookingFile(db, patientId, key);
  if (shared) return { key, title: shared.title, kind: shared.reportOf === 'doctor' ? 'doctor' : 'patient' };
  return null;
}

export async function recordAccess(db: Conn, patientId: string, file: OwnedFile, actor: string) {
  await db
    .insert(reportAccessLog)
    .values({ patientId, fileKey: file.key, title: file.title, kind: file.kind, actor });
}

export async function accessHistory(db: Conn, patientId: string) {
  return db
    .select()
    .from(reportAccessLog)
    .where(eq(reportAccessLog.patientId, patientId))
    .orderBy(desc(reportAccessLog.at))
    .limit(100);
}

export function uploadOf(db: Conn, key: string) {
  return findUpload(db, key);
}
