import type { ApiModule } from '../../lib/api-module.ts';
import { moneyRoutes } from './routes.ts';

// Money in the console (issue 22): operations manage coupons, look up gift codes, read payment
// orders and refunds with their states and the reconciliation's runs, retry a refund whose
// provider call failed and refund a paid booking by hand with a reason. Every change is written
// to the staff audit log in its transaction. It uses booking, payments, gifts and staff, and
// nothing uses it.

export const moneyModule: ApiModule = {
  name: 'money',
  routes: moneyRoutes,
};
