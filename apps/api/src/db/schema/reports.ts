import { REPORT_KINDS, RISK_STATUSES } from '@care/contracts/reports/constants';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.ts';
import { patients } from './patient.ts';

/**
 * Reports a patient added to My reports: a title and one uploaded file of theirs (the
 * patient-report folder). Deleting one removes the row and the file.
 */
export const patientReports = pgTable(
  'patient_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The storage key (uploads.key); one report per file. */
    fileKey: text('file_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('patient_reports_patient_idx').on(t.patientId, t.createdAt)],
);

/**
 * Lab results for a patient (spec section 3's Test report): entered by the lab, read by the
 * patient. `status` is one of RISK_STATUSES (a CHECK in 0012); files are keys in the
 * test-report folder.
 */
export const testReports = pgTable(
  'test_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    testName: text('test_name').notNull(),
    instituteName: text('institute_name').notNull(),
    doctorName: text('doctor_name').notNull(),
    status: text('status', { enum: RISK_STATUSES }).notNull(),
    fileKeys: text('file_keys').array().notNull().default(sql`'{}'::text[]`),
    reportedOn: date('reported_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('test_reports_status_check', t.status, RISK_STATUSES),
    index('test_reports_patient_idx').on(t.patientId, t.reportedOn),
  ],
);

/**
 * Every link to read a report's file that was handed out: whose file, which, to whom and when.
 * Rows are only ever added; the patient sees their own history.
 */
export const reportAccessLog = pgTable(
  'report_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    title: text('title').notNull(),
    /** 'patient', 'test' or 'doctor'. */
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    /** Who read it: 'patient' for the patient's own session (staff roles later). */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('report_access_log_kind_check', t.kind, REPORT_KINDS),
    index('report_access_log_patient_idx').on(t.patientId, t.at),
  ],
);
