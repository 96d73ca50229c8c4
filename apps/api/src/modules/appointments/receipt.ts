import { kolkataParts, longDate } from '@care/contracts/common/clock-time';
import { formatPaise } from '@care/contracts/common/money';
import { EXPERT_TYPE_LABELS } from '@care/contracts/experts/constants';
import { GST_EXEMPT_LINE, paymentMethodLabel } from '@care/contracts/payments/constants';
import type { Deps } from '../../deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { lockBooking, paidOrdersOfBookings } from '../booking/index.ts';
import {
  issueReceipt,
  ReceiptIssuedMeanwhile,
  type ReceiptPdf,
  type ReceiptRow,
  receiptNumber,
  receiptsOfBookings,
} from '../payments/index.ts';
import { couponLabel } from './present.ts';
import type { AppointmentRow } from './repository.ts';

type ReceiptDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/**
 * The receipt of one of the patient's paid bookings, issued on its first download (null: not
 * theirs, or never paid). One transaction: the booking's row is locked first (FOR UPDATE), so
 * two downloads of one booking queue; the second finds the receipt and takes no number. The
 * number is taken only once no receipt exists, inside the transaction, and a rollback gives it
 * back: the series has no gaps.
 */
export async function receiptOfBooking(
  deps: ReceiptDeps,
  patientId: string,
  bookingId: string,
): Promise<ReceiptRow | null> {
  if (!isUuid(bookingId)) return null;
  try {
    return await deps.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      if (!booking || booking.patientId !== patientId) return null;
      const [paid] = await paidOrdersOfBookings(tx, [booking.id]);
      if (!paid) return null;
      return issueReceipt(tx, { bookingId: booking.id, amount: paid.amount, now: deps.clock.now() });
    });
  } catch (err) {
    if (!(err instanceof ReceiptIssuedMeanwhile)) throw err;
    const [row] = await receiptsOfBookings(deps.db, [bookingId]);
    return row ?? null;
  }
}

/** '26 Nov 2026' in India. */
const dayOf = (instant: Date) => {
  const [y, m, d] = kolkataParts(instant).date.split('-');
  return longDate(`${y}-${m}-${d}`).split(',')[0]!;
};

/** The GST line the provider's settings call for (the rate is included in the amount paid). */
export function taxLine(config: ReceiptDeps['config'], paidPaise: number): string {
  const rate = config.PROVIDER_GST_RATE;
  if (!config.PROVIDER_GSTIN || rate === undefined) return GST_EXEMPT_LINE;
  const tax = Math.round((paidPaise * rate) / (100 + rate));
  return `Includes GST at ${rate}%: ${formatPaise(tax)} (GSTIN ${config.PROVIDER_GSTIN})`;
}

/** Everything the receipt prints, in words and rupees. */
export function receiptContent(
  config: ReceiptDeps['config'],
  receipt: ReceiptRow,
  a: AppointmentRow,
  patient: { firstName: string; lastName: string },
  method: string | null,
): ReceiptPdf {
  const b = a.booking;
  const payer = `${patient.firstName} ${patient.lastName}`.trim();
  const bookedFor = b.fullName?.trim() || null;
  const expert = `${a.expert.salutation} ${a.expert.firstName} ${a.expert.lastName}`.trim();
  const start = kolkataParts(b.startsAt);
  const type = EXPERT_TYPE_LABELS[b.type as 'gc' | 'mhc'] ?? 'Consultation';
  const lines: [string, string][] = [
    [`${type} consultation fee`, formatPaise(b.originalAmount ?? receipt.amount)],
  ];
  if (a.coupon && (b.discount ?? 0) > 0)
    lines.push([
      `${a.coupon.gift ? 'Gift' : `Coupon ${couponLabel(a.coupon)}`}`,
      `−${formatPaise(b.discount ?? 0)}`,
    ]);
  return {
    provider: {
      name: config.PROVIDER_LEGAL_NAME ?? config.BRAND_NAME,
      address: config.PROVIDER_ADDRESS ?? config.BRAND_ADDRESS,
      gstin: config.PROVIDER_GSTIN ?? null,
    },
    number: receiptNumber(receipt.serialNo),
    date: dayOf(receipt.issuedAt),
    appointmentNo: b.appointmentNo,
    patient: payer,
    bookedFor: bookedFor && bookedFor !== payer ? bookedFor : null,
    service: `${type}, video consultation with ${expert} on ${longDate(start.date)}`,
    lines,
    paid: formatPaise(receipt.amount),
    paidBy:
      [
        method ? paymentMethodLabel(method) : null,
        a.paidOrder?.paidAt ? `on ${dayOf(a.paidOrder.paidAt)}` : null,
      ]
        .filter(Boolean)
        .join(' ') || null,
    tax: taxLine(config, receipt.amount),
    refunds: a.refunds.map((r) =>
      r.status === 'refunded' && r.refundedAt
        ? `${formatPaise(r.amount)} refunded on ${dayOf(r.refundedAt)}`
        : `${formatPaise(r.amount)} being refunded (since ${dayOf(r.createdAt)})`,
    ),
  };
}
