// The dialogs of /my-reports (add, delete, sort by risk, the viewer), one chunk that downloads
// when the patient first reaches for one of them rather than with the page (issue 20).
export const loadReportDialogs = () => import('./report-dialogs');
