import type { ApiModule } from '../../lib/api-module.ts';
import { labTestRoutes } from './routes.ts';
import { seedLabTests } from './seed.ts';
import { labStaffRoutes } from './staff-routes.ts';

// Lab tests: the catalogue and a patient's test bookings; operations' side under /api/staff/lab
// (issue 22: the day's collections, moves, cancellation with a refund, the report, the catalogue).

export const labTestsModule: ApiModule = {
  name: 'lab-tests',
  routes: async (app) => {
    await labTestRoutes(app);
    // Issue 22: operations run the lab from the console (/api/staff/lab).
    await labStaffRoutes(app);
  },
  seeds: [{ name: 'lab test catalogue', stage: 'demo', run: ({ db, log }) => seedLabTests(db, log) }],
};
