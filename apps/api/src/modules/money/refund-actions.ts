import { paymentAdminMessages as m } from '@care/contracts/money/messages';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { StaffCaller } from '../../plugins/caller.ts';
import { findBookingByNumber, lockPaidOrders, markRefunded } from '../booking/index.ts';
import { insertManualRefund, lockRefund, makeRefundDue } from '../payments/index.ts';
import { recordStaffChange } from '../staff/index.ts';
import { refundAudit, rupees } from './present.ts';

// What operations do to refunds (issue 22), each in one transaction with its audit entry. The
// provider is asked after the transaction (payments' refundNow); the refund job retries the rest.

type MoneyDeps = Pick<Deps, 'db' | 'clock'>;

/**
 * A refund whose provider call failed becomes due now: only from that state (the row locked,
 * then a conditional UPDATE), so a refunded or in-flight one answers 409 and changes nothing.
 */
export async function retryRefund(deps: MoneyDeps, staff: StaffCaller, id: string): Promise<string> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockRefund(tx, id);
    if (!before) throw notFound(m.refundNotFound);
    const after = await makeRefundDue(tx, id, now);
    if (!after) throw new AppError(409, m.retryNotFailed);
    await recordStaffChange(tx, {
      staff,
      action: 'refund.retry',
      subject: 'refund',
      subjectId: id,
      summary:
        `Refund of ${rupees(before.amount)} asked again after: ${before.lastError ?? 'an error'}`.slice(
          0,
          300,
        ),
      before: refundAudit(before),
      after: refundAudit(after),
      now,
    });
    return id;
  });
}

/**
 * A paid consultation's payment goes back, with the staff member's reason: the order marked
 * refunded and the refund written (reason 'manual', who and why on the row) in one transaction.
 * Once: the order's row lock orders concurrent requests, and the unique index on the provider
 * payment refuses a second refund whatever the path (a cancellation's, another instance's).
 */
export async function manualRefund(
  deps: MoneyDeps,
  staff: StaffCaller,
  body: { appointment_no: string; reason: string },
): Promise<string> {
  const booking = await findBookingByNumber(deps.db, body.appointment_no);
  if (!booking) throw notFound(m.bookingNotFound);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const orders = await lockPaidOrders(tx, booking.id);
    const paid = orders.find((o) => o.status === 'paid' && o.providerPaymentId);
    if (!paid) throw new AppError(409, orders.length > 0 ? m.alreadyRefunded : m.notPaid);
    const refund = await insertManualRefund(
      tx,
      {
        orderRowId: paid.id,
        bookingId: booking.id,
        paymentId: paid.providerPaymentId!,
        amount: paid.amount,
        staffId: staff.id,
        note: body.reason,
      },
      now,
    );
    if (!refund) throw new AppError(409, m.alreadyRefunded);
    await markRefunded(tx, paid.id, paid.providerPaymentId!, now);
    await recordStaffChange(tx, {
      staff,
      action: 'refund.manual',
      subject: 'refund',
      subjectId: refund.id,
      summary: `${booking.appointmentNo}: ${rupees(paid.amount)} refunded by hand`,
      reason: body.reason,
      before: {
        appointment_no: booking.appointmentNo,
        order_id: paid.id,
        order_status: paid.status,
        refund: null,
      },
      after: {
        appointment_no: booking.appointmentNo,
        order_id: paid.id,
        order_status: 'refunded',
        refund: { id: refund.id, ...refundAudit(refund), note: refund.note },
      },
      now,
    });
    return refund.id;
  });
}
