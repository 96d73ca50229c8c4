// zod/mini: the answers /my-reports checks before its first paint (each tab's list, the access
// history) and a file's link, written with the tree-shakable API so the page does not download
// zod's classic API (12 KB gzip) to show them. The requests stay in schemas.ts.
import { z } from 'zod/mini';
import { paginationSchema } from '../common/pagination.ts';
import { ACCESS_SUBJECTS } from '../staff/constants.ts';
import { REPORT_KINDS, RISK_STATUSES } from './constants.ts';

/** The spec's Report (section 3); `content_type` and `createdAt` are ours. */
export const reportSchema = z.object({
  _id: z.string(),
  title: z.string(),
  file_path: z.string(),
  content_type: z.string(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListData = z.array(reportSchema);

/** Ours: `report/file-url`'s answer, a short-lived link to read one of the patient's files. */
export const reportFileData = z.object({
  url: z.string(),
  expires_at: z.string(),
  content_type: z.string(),
  /** Ours: the same file served as an attachment, saved under `filename` (RFC 6266). */
  download_url: z.string(),
  /** Ours: the name the file is saved under: the report's title and its extension. */
  filename: z.string(),
});

/**
 * Ours: `GET report/access-log`, newest first: the patient's own reads of their files and every
 * staff read of their data (issue 21: the intake form, a report shared with a consultation).
 */
export const reportAccessSchema = z.object({
  /** The file's key; '' for a staff read (the staff log names what, not which file). */
  file_path: z.string(),
  /** The file's title, or 'Intake form'. */
  title: z.string(),
  /** The file's kind; a staff read's is 'patient' (the patient's own data or what they shared). */
  kind: z.enum(REPORT_KINDS),
  /** Who opened it: 'You' for the patient's own session, else the staff member's name. */
  by: z.string(),
  at: z.string(),
  /** What was opened (contracts/staff ACCESS_SUBJECTS); a file for the patient's own reads. */
  subject: z.enum(ACCESS_SUBJECTS),
  /** The line to show: 'You opened this report', 'Ms. Meera Krishnan, your counsellor, opened your intake form'. */
  text: z.string(),
});
export type ReportAccess = z.infer<typeof reportAccessSchema>;
export const reportAccessListData = z.array(reportAccessSchema);

/** `GET report/list-by-doctor`: `data.result`, the experts' reports from the patient's consultations. */
export const doctorReportSchema = z.object({
  _id: z.string(),
  title: z.string(),
  file_path: z.string(),
  doctor_name: z.string(),
  appointment_no: z.string(),
  /** YYYY-MM-DD of the consultation, Asia/Kolkata. */
  date: z.string(),
});
export type DoctorReport = z.infer<typeof doctorReportSchema>;
export const doctorReportListData = z.object({
  result: z.array(doctorReportSchema),
  pagination: paginationSchema,
});

/** The spec's Test report (section 3), with `_id` and `reported_on` (ours). */
export const testReportSchema = z.object({
  _id: z.string(),
  patient: z.array(z.object({ name: z.object({ firstName: z.string(), lastName: z.string() }) })),
  test_info: z.object({ display_test_name: z.string() }),
  institute_name: z.string(),
  doctor_info: z.object({ doctorName: z.object({ label: z.string() }) }),
  status: z.object({ status: z.enum(RISK_STATUSES) }),
  /**
   * `location`: a short-lived signed address that opens the file (REPORT_READ_SECONDS; reading it
   * is recorded in the access history). `file_path` (ours) is the file's key, for a fresh
   * address from `report/file-url` once it has run out.
   */
  report: z.array(z.object({ location: z.string(), title: z.string(), file_path: z.string() })),
  reported_on: z.string(),
});
export type TestReport = z.infer<typeof testReportSchema>;
export const testReportListData = z.object({
  result: z.array(testReportSchema),
  pagination: paginationSchema,
});
