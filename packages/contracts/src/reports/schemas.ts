import { z } from 'zod';
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

// The answers (every tab's lists, a file's link, the access history) live in answers.ts, in
// zod/mini for the first paint.
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

/** Ours: a short-lived link to read one of the patient's files (recorded in the access history). */
export const reportFileQuery = z.object({ file_path: filePath });
export const reportIdParams = z.object({ id: textField().pipe(z.string().max(100)) });
