import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';

/**
 * A lab booking's paid orders (purpose 'lab', issue 22), marked refunded when operations cancel
 * it: paid → refunded by a conditional UPDATE, so each order goes back once however many ask.
 */
export function markPaidLabOrdersRefunded(tx: Tx, labBookingId: string, now: Date) {
  return tx
    .update(paymentOrders)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(paymentOrders.labBookingId, labBookingId), eq(paymentOrders.status, 'paid')))
    .returning();
}
