import { z } from 'zod';
import { paginationSchema } from '../common/envelope.ts';
import { caseless, textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import {
  REPORT_ACCESS_PAGE_SIZE,
  REPORT_PAGE_SIZE,
  REPORT_TITLE_MAX,
  REPORT_UPLOAD_MAX,
  RISK_STATUSES,
} from './constants.ts';
import { reportMessages as m } from './messages.ts';

// The answers of the first tab and the access history live in answers.ts, in zod/mini for
// the first paint; the Test and Doctor tabs' answers (paged, with the classic envelope's
// pagination) stay here and load with their tab.
export * from './answers.ts';

const filePath = textField({ error: m.fileNotFound }).pipe(z.string().min(1, m.fileNotFound).max(300));

/** `POST report/upload`: `reports[]` of title and the uploaded file's path (spec section 4). */
export const reportUploadSchema = z.object({
  reports: z
    .array(
      z.object({
        title: textField({ error: m.titleRequired })
          .trim()
          .min(1, m.titleRequired)
          .max(REPORT_TITLE_MAX, m.titleTooLong),
        file_path: filePath,
      }),
    )
    .min(1, m.titleRequired)
    .max(REPORT_UPLOAD_MAX, m.tooMany),
});

/** `?page&records` on the report lists (the access history: `reportAccessQuery`). */
export const reportListQuery = z.object(pagingFields(REPORT_PAGE_SIZE));
export const reportAccessQuery = z.object(pagingFields(REPORT_ACCESS_PAGE_SIZE));

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

/** `GET report/get-test-reports?search_contain&status`. */
export const testReportQuery = z.object({
  search_contain: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    textField().trim().max(100, m.searchTooLong),
  ),
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    // Any case ('high risk'); the reports answer the spec's labels.
    caseless(z.enum(RISK_STATUSES, { error: m.statusInvalid })).optional(),
  ),
  ...pagingFields(REPORT_PAGE_SIZE),
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

/** Ours: a short-lived link to read one of the patient's files (recorded in the access history). */
export const reportFileQuery = z.object({ file_path: filePath });
export const reportIdParams = z.object({ id: textField().pipe(z.string().max(100)) });
