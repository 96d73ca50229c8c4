import type { ApiModule } from '../../lib/api-module.ts';
import { reconcileJob } from './reconcile-job.ts';
import { paymentRoutes } from './routes.ts';

// Checkout: what settles an order once the provider says it is paid or failed (Checkout's verify
// call, the webhooks, the offline sandbox checkout and the reconciliation job): the order moves
// by the booking lifecycle, then the booking is confirmed or the gift activated through their
// modules. It sits above payments, booking and gifts, so none of them imports it.

export const checkoutModule: ApiModule = {
  name: 'checkout',
  routes: paymentRoutes,
  jobs: [reconcileJob],
};

export { applyCapture, reconcilePayments } from './apply-payment.ts';
