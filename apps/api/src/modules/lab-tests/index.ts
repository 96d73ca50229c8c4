import type { ApiModule } from '../../lib/api-module.ts';
import { labTestRoutes } from './routes.ts';
import { seedLabTests } from './seed.ts';
import { labStaffRoutes } from './staff-routes.ts';

// Lab tests: the catalogue and a patient's test bookings; (issue 22) saved addresses, how and
// when the sample is collected, and paying online (its order is booking's; checkout settles it);
// operations' side under /api/staff/lab (the day's collections, moves, cancellation with a
// refund, the report, the catalogue).

export const labTestsModule: ApiModule = {
  name: 'lab-tests',
  routes: async (app) => {
    await labTestRoutes(app);
    // Issue 22: operations run the lab from the console (/api/staff/lab).
    await labStaffRoutes(app);
  },
  seeds: [{ name: 'lab test catalogue', stage: 'demo', run: ({ db, log }) => seedLabTests(db, log) }],
};

// For checkout: a lab booking's captured payment.
export { type LabBookingRow, lockLabBooking, markLabBookingPaid } from './repository.ts';
