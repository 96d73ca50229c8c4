import type { PageWindow } from '@care/contracts/common/paging';
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

/** One page of the patient's own reports, newest first. */
export async function ownReports(db: Conn, patientId: string, page: PageWindow) {
  return db
    .select()
    .from(patientReports)
    .where(eq(patientReports.patientId, patientId))
    .orderBy(desc(patientReports.createdAt), desc(patientReports.id))
    .limit(page.limit)
    .offset(page.offset);
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

/** One page of the patient's test reports by status and search, latest first, and how many match. */
export async function patientTestReports(
  db: Conn,
  patientId: string,
  q: { search: string; status?: RiskStatus | undefined },
  page: PageWindow,
) {
  const like = `%${q.search.replace(/[\\%_]/g, '\\$&')}%`;
  const patient = await findPatientById(db, patientId);
  if (!patient) return { rows: [], total: 0 };
  const where = and(
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
  );
  const [reports, [count]] = await Promise.all([
    db
      .select()
      .from(testReports)
      .where(where)
      .orderBy(desc(testReports.reportedOn), desc(testReports.createdAt), desc(testReports.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(testReports)
      .where(where),
  ]);
  return {
    rows: reports.map((report) => ({ report, firstName: patient.firstName, lastName: patient.lastName })),
    total: count?.n ?? 0,
  };
}

/** One page of the experts' files from the patient's consultations, with the expert's name, and how many there are. */
export async function doctorReportsOf(db: Conn, patientId: string, page: PageWindow) {
  const { rows: files, total } = await expertFilesOfPatient(db, patientId, page);
  const experts = await findExpertsByIds(
    db,
    files.map((f) => f.expertId),
  );
  const rows = files.flatMap(({ expertId, ...f }) => {
    const e = experts.find((x) => x.id === expertId);
    return e ? [{ ...f, salutation: e.salutation, firstName: e.firstName, lastName: e.lastName }] : [];
  });
  return { rows, total };
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

export async function recordAccess(db: Conn, patientId: string, file: OwnedFile, actor: string, now: Date) {
  await db
    .insert(reportAccessLog)
    .values({ patientId, fileKey: file.key, title: file.title, kind: file.kind, actor, at: now });
}

/** One page of who opened the patient's files, newest first. */
export async function accessHistory(db: Conn, patientId: string, page: PageWindow) {
  return db
    .select()
    .from(reportAccessLog)
    .where(eq(reportAccessLog.patientId, patientId))
    .orderBy(desc(reportAccessLog.at), desc(reportAccessLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function uploadOf(db: Conn, key: string) {
  return findUpload(db, key);
}
