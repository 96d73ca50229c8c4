/** Risk statuses of a test report (spec section 9), as the filter sends them. */
export const RISK_STATUSES = [
  'Low Risk',
  'Intermediate Risk',
  'High Risk',
  'Normal',
  'Abnormal',
  'Failed',
] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];

/** A patient adds at most this many reports in one upload (ours, like a booking's 5 attachments). */
export const REPORT_UPLOAD_MAX = 5;
export const REPORT_TITLE_MAX = 100;

/** The report lists' page size when none is asked for (what they answered before paging). */
export const REPORT_PAGE_SIZE = 500;
export const REPORT_ACCESS_PAGE_SIZE = 100;

/** How long a link to read a report's file lives (ours): short, and asked for on each opening. */
export const REPORT_READ_SECONDS = 5 * 60;

/** Which kind of report a file belongs to, in the access history. */
export const REPORT_KINDS = ['patient', 'test', 'doctor'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
