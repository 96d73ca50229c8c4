// Loaded on first use through load-report-dialogs.ts.
export { AddReportDialog } from './add-report-dialog';
export { DeleteReportDialog } from './delete-report-dialog';
export { ReportViewer } from './report-viewer';
export { RiskSortDialog } from './risk-sort-dialog';
