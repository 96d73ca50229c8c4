import { periodicJob } from '../../lib/job-runner.ts';
import { reconcilePayments } from './apply-payment.ts';

/**
 * Pending payments checked with the provider every PAYMENT_RECONCILE_SECONDS; tests call reconcilePayments themselves. Every step
 * is idempotent, so passes on two instances may overlap.
 */
export const reconcileJob = periodicJob({
  name: 'payments reconciled',
  seconds: (app) => app.deps.config.PAYMENT_RECONCILE_SECONDS,
  run: async (app) => {
    const { applied } = await reconcilePayments(app.deps, app.log);
    return { applied };
  },
});
