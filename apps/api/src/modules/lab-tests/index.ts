import type { ApiModule } from '../../lib/api-module.ts';
import { labTestRoutes } from './routes.ts';
import { seedLabTests } from './seed.ts';

// Lab tests: the catalogue and a patient's test bookings; (issue 22) saved addresses, how and
// when the sample is collected, and paying online (its order is booking's; checkout settles it).

export const labTestsModule: ApiModule = {
  name: 'lab-tests',
  routes: labTestRoutes,
  seeds: [{ name: 'lab test catalogue', stage: 'demo', run: ({ db, log }) => seedLabTests(db, log) }],
};

// For checkout: a lab booking's captured payment.
export { type LabBookingRow, lockLabBooking, markLabBookingPaid } from './repository.ts';
