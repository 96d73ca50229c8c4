import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { setRefundId } from './repository.ts';

/** Asks the provider to refund a payment whose order is already marked refunded. */
export async function refundPayment(
  deps: Pick<Deps, 'db' | 'payments'>,
  log: FastifyBaseLogger,
  r: { paymentId: string; amount: number; orderRowId: string },
) {
  try {
    const { id } = await deps.payments.refund(r.paymentId, r.amount);
    await setRefundId(deps.db, r.orderRowId, id);
  } catch (err) {
    // The order is marked refunded; reconciliation staff see refund_id empty and retry by hand.
    log.error({ err, payment: r.paymentId }, 'refund failed');
  }
}
