import type { JobRun, StaffCoupon, StaffOrder, StaffRefund } from '@care/contracts/money/schemas';
import type { JobRunRow } from '../../lib/job-runs.ts';
import type { CouponRow, CouponUse, StaffOrderRow } from '../booking/index.ts';
import { refundViewState, type StaffRefundRow } from '../payments/index.ts';

// The console's money shapes from rows: paise as they are (the console shows rupees), instants
// as ISO strings, 'any' for a coupon of every consultation.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const USES_SHOWN = 50;

export function presentCoupon(c: CouponRow, uses: CouponUse[], now: Date): StaffCoupon {
  return {
    id: c.id,
    code: c.code,
    discount_type: c.discountType === 'percent' ? 'percent' : 'flat',
    discount_value: c.discountValue,
    max_redemptions: c.maxRedemptions,
    redemptions: c.redemptions,
    once_per_patient: c.oncePerPatient,
    consultation_type:
      c.consultationType === 'gc' || c.consultationType === 'mhc' ? c.consultationType : 'any',
    active: c.active,
    expires_at: iso(c.expiresAt),
    expired: c.expiresAt !== null && c.expiresAt.getTime() <= now.getTime(),
    description: c.description,
    created_at: c.createdAt.toISOString(),
    uses: uses
      .filter((u) => u.couponId === c.id)
      .slice(0, USES_SHOWN)
      .map((u) => ({
        booking_id: u.bookingId,
        appointment_no: u.appointmentNo,
        used_at: u.usedAt.toISOString(),
      })),
  };
}

/** What the audit log keeps of a coupon (before/after). */
export function couponAudit(c: CouponRow) {
  return {
    code: c.code,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    max_redemptions: c.maxRedemptions,
    redemptions: c.redemptions,
    once_per_patient: c.oncePerPatient,
    consultation_type: c.consultationType,
    active: c.active,
    expires_at: iso(c.expiresAt),
    description: c.description,
  };
}

export function presentOrder(o: StaffOrderRow): StaffOrder {
  return {
    id: o.id,
    purpose: o.purpose,
    amount: o.amount,
    currency: o.currency,
    provider: o.provider,
    provider_order_id: o.providerOrderId,
    provider_payment_id: o.providerPaymentId,
    status: o.status,
    paid_at: iso(o.paidAt),
    created_at: o.createdAt.toISOString(),
    booking_id: o.bookingId ?? o.labBookingId,
    booking_no: o.bookingNo,
  };
}

export function presentRefund(r: StaffRefundRow): StaffRefund {
  const state = refundViewState(r);
  return {
    id: r.id,
    order_id: r.orderId,
    booking_id: r.bookingId ?? r.labBookingId,
    booking_no: r.bookingNo,
    amount: r.amount,
    reason: r.reason,
    state,
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: state === 'refunded' ? null : iso(r.nextAttemptAt),
    provider_payment_id: r.providerPaymentId,
    provider_refund_id: r.providerRefundId,
    refunded_at: iso(r.refundedAt),
    requested_by: r.requestedBy,
    note: r.note,
    created_at: r.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a refund. */
export function refundAudit(r: {
  status: string;
  lastError: string | null;
  attempts: number;
  nextAttemptAt: Date;
  amount: number;
  reason: string;
}) {
  return {
    state: refundViewState(r as Parameters<typeof refundViewState>[0]),
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: r.nextAttemptAt.toISOString(),
    amount: r.amount,
    reason: r.reason,
  };
}

export function presentJobRun(r: JobRunRow): JobRun {
  return {
    id: r.id,
    job: r.job,
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt.toISOString(),
    outcome: r.outcome === 'failed' ? 'failed' : 'ok',
    counts: r.counts,
    error: r.error,
  };
}

/** ₹1,499 or ₹1,499.50 from paise (audit summaries). */
export function rupees(paise: number): string {
  const r = paise / 100;
  return `₹${r.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(r) ? 0 : 2, maximumFractionDigits: 2 })}`;
}
