import { TEST_BOOKING_STATUS_LABELS } from '@care/contracts/lab-tests/constants';
import { labStaffMessages as m } from '@care/contracts/lab-tests/staff-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type AppError, conflict, notFound } from '../../lib/errors.ts';
import type { StaffCaller } from '../../plugins/caller.ts';
import { markPaidLabOrdersRefunded } from '../booking/index.ts';
import { deliverNow, enqueueMessages, textMessage } from '../outbox/index.ts';
import { findPatientById } from '../patient/index.ts';
import { queueRefund, refundNow } from '../payments/index.ts';
import { recordStaffChange } from '../staff/index.ts';
import { auditedBooking } from './staff-present.ts';
import { type LabBookingRow, lockLabBooking, moveLabBooking } from './staff-repository.ts';

// Operations move a lab booking on (issue 22): booked → sample collected here, sample collected →
// report ready through the report's upload (report-upload.ts), or booked → cancelled with a
// refund of an online payment. Each move locks the booking's row and then updates it only from
// the state it was read in, so two operators at once give one move and one 409 naming what
// happened; the audit entry is written in the same transaction.

type MoveDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'payments' | 'sms' | 'email'>;

/** Why a booking in `status` cannot be marked collected (null when it can). */
function collectRefusal(b: LabBookingRow): AppError | null {
  if (b.status === 'booked') return null;
  if (b.status === 'sample_collected') return conflict(m.alreadyCollected);
  if (b.status === 'report_ready') return conflict(m.alreadyReportReady);
  return conflict(m.collectCancelled);
}

/**
 * Marks the sample collected. A booking paid at collection is recorded paid now: the
 * phlebotomist (or the lab's desk) takes the money with the sample, as 1mg and Healthians do, and
 * no other step records it. Answers the booking and whether a payment was recorded.
 */
export async function markCollected(deps: MoveDeps, staff: StaffCaller, id: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockLabBooking(tx, id);
    if (!before) throw notFound(m.bookingNotFound);
    const refused = collectRefusal(before);
    if (refused) throw refused;
    const takesPayment = before.paymentMode === 'at_collection' && before.paymentState === 'unpaid';
    const after = await moveLabBooking(tx, before.id, 'booked', {
      status: 'sample_collected',
      collectedAt: now,
      updatedAt: now,
      ...(takesPayment ? { paymentState: 'paid' as const, paidAt: now } : {}),
    });
    if (!after) throw conflict(m.alreadyCollected);
    await recordStaffChange(tx, {
      staff,
      action: 'lab_booking.collect',
      subject: 'lab_booking',
      subjectId: after.id,
      summary: `${after.bookingNo}: ${TEST_BOOKING_STATUS_LABELS.booked} → ${TEST_BOOKING_STATUS_LABELS.sample_collected}${takesPayment ? ' (paid at collection)' : ''}`,
      before: auditedBooking(before),
      after: auditedBooking(after),
      now,
    });
    return { booking: after, paymentRecorded: takesPayment };
  });
}

/**
 * Cancels a booking whose sample is not yet collected (after collection a failed sample gets a
 * report with the status Failed, which tells the patient more than a cancellation). Its paid
 * online orders are marked refunded and their refunds written in the same transaction (the
 * refund job asks the provider until it answers); the patient is texted without the test's name
 * or the reason (a text can be read on a locked screen; the reason is in the app).
 */
export async function cancelLabBooking(
  deps: MoveDeps,
  log: FastifyBaseLogger,
  staff: StaffCaller,
  id: string,
  reason: string,
) {
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const before = await lockLabBooking(tx, id);
    if (!before) throw notFound(m.bookingNotFound);
    if (before.status === 'cancelled') throw conflict(m.alreadyCancelled);
    if (before.status !== 'booked') throw conflict(m.cancelOnlyBooked);
    const orders = await markPaidLabOrdersRefunded(tx, before.id, now);
    const refundIds: string[] = [];
    for (const o of orders) {
      if (!o.providerPaymentId) continue;
      refundIds.push(
        ...(await queueRefund(
          tx,
          {
            orderRowId: o.id,
            bookingId: null,
            labBookingId: before.id,
            paymentId: o.providerPaymentId,
            amount: o.amount,
            reason: 'cancelled',
            requestedByStaffId: staff.id,
            note: reason,
          },
          now,
        )),
      );
    }
    const refunded = orders.length > 0;
    const after = await moveLabBooking(tx, before.id, 'booked', {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
      updatedAt: now,
      ...(refunded ? { paymentState: 'refunded' as const } : {}),
    });
    if (!after) throw conflict(m.alreadyCancelled);
    await recordStaffChange(tx, {
      staff,
      action: 'lab_booking.cancel',
      subject: 'lab_booking',
      subjectId: after.id,
      summary: `${after.bookingNo}: ${TEST_BOOKING_STATUS_LABELS.booked} → ${TEST_BOOKING_STATUS_LABELS.cancelled}${refunded ? ' (refund made)' : ''}`,
      reason,
      before: auditedBooking(before),
      after: { ...auditedBooking(after), refund_ids: refundIds },
      now,
    });
    const patient = await findPatientById(tx, after.patientId);
    const text = `${deps.config.BRAND_NAME}: your lab booking ${after.bookingNo} has been cancelled.${
      refunded ? ' Your payment will be refunded to the way you paid.' : ''
    } Open the app for details.`;
    const queued = patient?.phone
      ? await enqueueMessages(
          tx,
          [textMessage(patient.phone, text, 'lab.cancelled', `lab-cancelled:${after.id}`)],
          now,
        )
      : [];
    return { booking: after, refunded, refundIds, queued };
  });
  await deliverNow(deps, log, done.queued);
  if (done.refundIds.length) await refundNow(deps, log, done.refundIds);
  return done;
}
