// zod/mini: the answers /my-reports checks before its first paint (Your Reports, the access
// history) and a file's link, written with the tree-shakable API so the page does not download
// zod's classic API (12 KB gzip) to show them. Requests and the other tabs' answers: schemas.ts.
import { z } from 'zod/mini';
import { REPORT_KINDS } from './constants.ts';

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

/** Ours: `GET report/access-log`, newest first. */
export const reportAccessSchema = z.object({
  file_path: z.string(),
  title: z.string(),
  kind: z.enum(REPORT_KINDS),
  /** Who opened it: 'You' for the patient's own session (staff will appear by role later). */
  by: z.string(),
  at: z.string(),
});
export const reportAccessListData = z.array(reportAccessSchema);
