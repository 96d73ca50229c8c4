import type { RefundReason } from '@care/contracts/payments/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { claimRefunds, finishRefund, insertRefund } from './repository.ts';

// Refunds as jobs (issue 17): a refund is written in the transaction that decides it (the order
// marked refunded, a cancellation, a second payment), then asked of the provider until it
// answers: claimed with a lease, retried after 1, 2, 4... minutes (at most an hour apart) for as
// long as it takes, each attempt's error kept. Money owed is never given up on, and never paid
// twice: each refund is asked with its own id as the provider's receipt, and a retry first looks
// for a refund with that receipt (the earlier attempt may have reached the provider).

export type { RefundReason };

export const REFUND_LEASE_MS = 2 * 60_000;
const BATCH = 20;

export function refundRetryMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** A refund to make (once per provider payment: writing it again changes nothing). Answers its id if new. */
export function queueRefund(
  tx: Tx,
  r: {
    orderRowId: string;
    bookingId: string | null;
    paymentId: string;
    amount: number;
    reason: RefundReason;
    labBookingId?: string | null;
    requestedByStaffId?: string | null;
    note?: string | null;
  },
  now: Date,
): Promise<string[]> {
  return insertRefund(tx, r, now);
}

/**
 * Asks the provider for the refunds that are due (or, given `ids`, those if due). Answers how
 * many the provider made and how many wait for another attempt.
 */
export async function processRefunds(
  deps: Pick<Deps, 'db' | 'payments' | 'clock'>,
  log: FastifyBaseLogger,
  opts: { ids?: string[] } = {},
): Promise<{ refunded: number; retrying: number }> {
  const result = { refunded: 0, retrying: 0 };
  if (opts.ids && opts.ids.length === 0) return result;
  const now = deps.clock.now();
  const claimed = await claimRefunds(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + REFUND_LEASE_MS),
    batch: BATCH,
    ...(opts.ids ? { ids: opts.ids } : {}),
  });
  for (const r of claimed) {
    try {
      // An earlier attempt may have reached the provider and then been lost (a crash, a timeout
      // after the provider acted): ask for the refund made with this receipt before making one.
      const earlier = r.attempts > 1 ? await deps.payments.findRefund(r.providerPaymentId, r.id) : null;
      const { id } = earlier ?? (await deps.payments.refund(r.providerPaymentId, r.amount, r.id));
      await finishRefund(deps.db, r, { status: 'refunded', providerRefundId: id, now: deps.clock.now() });
      result.refunded += 1;
    } catch (err) {
      const error = err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500);
      const nextAttemptAt = new Date(deps.clock.now().getTime() + refundRetryMs(r.attempts));
      await finishRefund(deps.db, r, { status: 'pending', error, nextAttemptAt });
      result.retrying += 1;
      log.error(
        { err, refund: r.id, payment: r.providerPaymentId, attempts: r.attempts },
        'refund failed; will retry',
      );
    }
  }
  return result;
}

/** Refunds just written are asked for at once (after their transaction); the job retries the rest. */
export async function refundNow(
  deps: Pick<Deps, 'db' | 'payments' | 'clock'>,
  log: FastifyBaseLogger,
  ids: string[],
) {
  try {
    await processRefunds(deps, log, { ids });
  } catch (err) {
    log.error({ err }, 'refund attempt failed; the job will retry');
  }
}
