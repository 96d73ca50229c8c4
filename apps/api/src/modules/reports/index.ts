import type { ApiModule } from '../../lib/api-module.ts';
import { recordReadThroughLink } from './reads.ts';
import { reportRoutes } from './routes.ts';
import { seedReportsDemo } from './seed.ts';

// Reports: a patient's own, lab and consultation reports, with their access log (a read is
// recorded when the file is fetched through its link: reads.ts).

export const reportsModule: ApiModule = {
  name: 'reports',
  routes: reportRoutes,
  events: { 'storage.read': recordReadThroughLink },
  // The demo's PDFs go through the storage adapter, so they load after it is built.
  seeds: [
    {
      name: 'demo reports',
      stage: 'demo-after-adapters',
      run: ({ db, storage, log, now }) => seedReportsDemo(db, storage, log, now),
    },
  ],
};

export { addTestReport } from './lab-results.ts';
export { reportReadLink } from './read-link.ts';
export { type DoctorReportPdf, doctorReportPdf } from './report-pdf.ts';
