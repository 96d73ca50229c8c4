import type { ApiModule } from '../../lib/api-module.ts';
import { labTestRoutes } from './routes.ts';
import { seedLabTests } from './seed.ts';

// Lab tests: the catalogue and a patient's test bookings.

export const labTestsModule: ApiModule = {
  name: 'lab-tests',
  routes: labTestRoutes,
  seeds: [{ name: 'lab test catalogue', stage: 'demo', run: ({ db, log }) => seedLabTests(db, log) }],
};
