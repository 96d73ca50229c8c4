import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { periodicJob } from '../../lib/job-runner.ts';
import { deleteExpiredLinks } from './links.ts';
import { announceMissed } from './notify.ts';
import { expireLapsedHolds, settleEndedAppointments } from './repository.ts';

/**
 * Booking's own time-driven moves, each a conditional UPDATE that moves forward only (so passes
 * on two instances may overlap): lapsed holds expire (their coupon uses given back), finished
 * appointments settle as completed or no_show, and a confirmation a stopped process never
 * announced is announced. Intake and payment links a day past their expiry are deleted (an
 * expired link answers the same as an unknown one, so nothing needs them).
 */
export async function runBookingLifecycle(
  deps: Pick<Deps, 'db' | 'sms' | 'email' | 'clock' | 'config' | 'events'>,
  log: FastifyBaseLogger,
) {
  const now = deps.clock.now();
  const expired = await expireLapsedHolds(deps.db, now);
  const settled = await settleEndedAppointments(deps.db, now);
  const announced = await announceMissed(deps, log, now);
  const linksDeleted = await deleteExpiredLinks(deps.db, new Date(now.getTime() - 86_400_000));
  return { expired, settled, announced, linksDeleted };
}

/** Every PAYMENT_RECONCILE_SECONDS (the pace holds were expired at before); tests call it themselves. */
export const lifecycleJob = periodicJob({
  name: 'bookings moved on',
  seconds: (app) => app.deps.config.PAYMENT_RECONCILE_SECONDS,
  run: (app) => runBookingLifecycle(app.deps, app.log),
});
