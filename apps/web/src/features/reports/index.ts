// What others may use of reports: the viewer that opens one of the patient's files (the
// appointment's Shared Reports open theirs with it).
export { ReportViewer } from './components/report-viewer';
