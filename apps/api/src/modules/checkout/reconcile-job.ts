import type { FastifyInstance } from 'fastify';
import { reconcilePayments } from './apply-payment.ts';

/**
 * Runs reconcilePayments every PAYMENT_RECONCILE_SECONDS while the server is up (app.ts starts
 * it once the app is ready; tests call reconcilePayments themselves). Passes never overlap in
 * one instance; across instances they may, and every step is idempotent.
 */
export function startReconcileJob(app: FastifyInstance): () => void {
  const seconds = app.deps.config.PAYMENT_RECONCILE_SECONDS;
  if (seconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments(app.deps, app.log)
      .then((r) => {
        if (r.applied || r.expired || r.settled) app.log.info(r, 'payments reconciled');
      })
      .catch((err) => app.log.error({ err }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
