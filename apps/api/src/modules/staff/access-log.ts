import { todayIso } from '@care/contracts/common/dates';
import {
  ACCESS_LOG_RETENTION_DAYS,
  type AccessSubject,
  type StaffRole,
} from '@care/contracts/staff/constants';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { periodicJob } from '../../lib/job-runner.ts';
import type { StaffCaller } from '../../plugins/caller.ts';
import { findExpertsByIds } from '../experts/index.ts';
import {
  type AccessLogRow,
  accessLogOfPatient,
  deleteAccessLogBefore,
  expertIdsOfStaff,
  hasAccessLogEntrySince,
  insertAccessLogEntry,
} from './repository.ts';

// The log of every staff read of a patient's data (DPDP Rules 2025, rule 6), for other modules:
// the consultation screens record a read, the patient's reports page shows their own history,
// admins search it (access-log-routes.ts). Append-only in the database (migration 0020's
// trigger); entries older than ACCESS_LOG_RETENTION_DAYS are deleted by the job below.

export interface StaffRead {
  staff: Pick<StaffCaller, 'id' | 'role' | 'fullName'>;
  patientId: string;
  bookingId: string | null;
  what: AccessSubject;
  /** What was opened, as the patient would name it ("Intake form", a report's title). */
  title: string;
  /** Why: the appointment it was read for ("Consultation A-100042"). */
  reason: string;
  now: Date;
}

/**
 * Records one read. Call it with the transaction that reads the data where there is one, so a
 * read that is answered is never missing from the log. The staff member's name and role are
 * copied as they are now: the log says who it was even after a rename or deactivation.
 */
export async function recordStaffRead(db: Conn, read: StaffRead): Promise<void> {
  await insertAccessLogEntry(db, {
    staffId: read.staff.id,
    staffRole: read.staff.role,
    staffName: read.staff.fullName,
    patientId: read.patientId,
    bookingId: read.bookingId,
    what: read.what,
    title: read.title,
    reason: read.reason,
    at: read.now,
  });
}

/**
 * Records a read that a list screen repeats on every load and refresh (the lab's day of
 * collections shows each patient's phone and address): once per staff member, patient, subject
 * and reason per Indian day, so the patient's history says who saw what and when without a line
 * per refresh. Two loads at the same instant may both write: a repeated line, never a missing one.
 */
export async function recordStaffReadOncePerDay(db: Conn, read: StaffRead): Promise<void> {
  const dayStart = new Date(`${todayIso(read.now)}T00:00:00+05:30`);
  const key = { staffId: read.staff.id, patientId: read.patientId, what: read.what, reason: read.reason };
  if (await hasAccessLogEntrySince(db, key, dayStart)) return;
  await recordStaffRead(db, read);
}

/** A read of the patient's data as their own access history lists it (the reports module words it). */
export interface PatientAccessEntry {
  id: string;
  staffId: string;
  /** The name as the log kept it. */
  staffName: string;
  /**
   * The name the patient is told: an expert's as patients know them (the expert profile's
   * salutation and name, as they are now), anyone else's as the log kept it.
   */
  shownName: string;
  staffRole: StaffRole;
  bookingId: string | null;
  what: AccessSubject;
  title: string;
  reason: string;
  at: Date;
}

/** The newest `limit` reads of the patient's data, newest first. */
export async function staffReadsOfPatient(
  db: Conn,
  patientId: string,
  limit: number,
): Promise<PatientAccessEntry[]> {
  const rows = await accessLogOfPatient(db, patientId, limit);
  const expertOf = await expertIdsOfStaff(
    db,
    rows.filter((r) => r.staffRole === 'expert').map((r) => r.staffId),
  );
  const experts = await findExpertsByIds(db, [...expertOf.values()]);
  const expertName = (staffId: string) => {
    const e = experts.find((x) => x.id === expertOf.get(staffId));
    return e ? `${e.salutation} ${e.firstName} ${e.lastName}`.trim() : null;
  };
  return rows.map((r: AccessLogRow) => ({
    id: r.id,
    staffId: r.staffId,
    staffName: r.staffName,
    shownName: (r.staffRole === 'expert' ? expertName(r.staffId) : null) ?? r.staffName,
    staffRole: r.staffRole as StaffRole,
    bookingId: r.bookingId,
    what: r.what as AccessSubject,
    title: r.title,
    reason: r.reason,
    at: r.at,
  }));
}

/** One retention pass: deletes the entries older than the retention period. */
export async function pruneAccessLog(deps: Pick<Deps, 'db' | 'clock'>): Promise<{ deleted: number }> {
  const before = new Date(deps.clock.now().getTime() - ACCESS_LOG_RETENTION_DAYS * 86_400_000);
  return { deleted: await deleteAccessLogBefore(deps.db, before) };
}

/**
 * The retention job. Hourly rather than daily: a timer starts again with every restart, and a
 * server deployed more often than once a day would never reach a daily pass. A pass is one
 * indexed DELETE that finds nothing almost every hour.
 */
export const accessLogRetentionJob = periodicJob({
  name: 'staff access log entries past retention deleted',
  seconds: () => 3600,
  run: (app) => pruneAccessLog(app.deps),
});
