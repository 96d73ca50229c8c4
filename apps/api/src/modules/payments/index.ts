import type { ApiModule } from '../../lib/api-module.ts';
import { periodicJob } from '../../lib/job-runner.ts';
import { processRefunds } from './refunds.ts';

// Payments: the ledger of provider orders (bookings' and gifts') and the events applied to
// them, and refunds (each its own record, asked of the provider until it answers). It depends on
// no other module; what a paid order buys is settled by the modules above it (checkout confirms
// the booking or activates the gift).

export const paymentsModule: ApiModule = {
  name: 'payments',
  jobs: [
    periodicJob({
      name: 'refunds processed',
      seconds: (app) => app.deps.config.PAYMENT_RECONCILE_SECONDS,
      run: (app) => processRefunds(app.deps, app.log),
    }),
  ],
};

export { processRefunds, queueRefund, type RefundReason, refundNow, refundRetryMs } from './refunds.ts';
export {
  type RefundRow,
  recordEvent,
  refundsOfBookings,
} from './repository.ts';
