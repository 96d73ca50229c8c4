import { RECONCILE_JOB_NAME } from '@care/contracts/money/constants';
import { periodicJob } from '../../lib/job-runner.ts';
import { reconcilePayments } from './apply-payment.ts';

/**
 * Pending payments checked with the provider every PAYMENT_RECONCILE_SECONDS; tests call reconcilePayments themselves. Every step
 * is idempotent, so passes on two instances may overlap. Each pass is recorded (job_runs) for the
 * console's payments screen.
 */
export const reconcileJob = periodicJob({
  name: RECONCILE_JOB_NAME,
  record: true,
  seconds: (app) => app.deps.config.PAYMENT_RECONCILE_SECONDS,
  run: async (app) => {
    const { applied } = await reconcilePayments(app.deps, app.log);
    return { applied };
  },
});
