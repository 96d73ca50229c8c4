import { z } from 'zod';
import { ORDER_STATUSES } from '../booking/lifecycle.ts';
import { isIsoDate } from '../common/dates.ts';
import { caseless, optionalNullable, textField } from '../common/fields.ts';
import {
  COUPON_CODE,
  COUPON_CONSULTATION_TYPES,
  COUPON_DISCOUNT_TYPES,
  FLAT_MAX_PAISE,
  FLAT_MIN_PAISE,
  MAX_REDEMPTIONS_LIMIT,
  REFUND_VIEW_STATES,
} from './constants.ts';
import {
  couponAdminMessages as cm,
  giftLookupMessages as gm,
  paymentAdminMessages as pm,
} from './messages.ts';

// The console's money API (issue 22), under /api/staff: coupons, the gift look-up, payment
// orders, refunds and the reconciliation's runs. Money is in paise here; the console shows rupees.

const uuidParam = textField().regex(/^[0-9a-f-]{36}$/i, 'Not a valid id.');
export const idParams = z.object({ id: uuidParam });

const isoInstant = textField({ error: cm.expiryInvalid })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), cm.expiryInvalid);
const maxRedemptions = z
  .number({ error: cm.maxInvalid })
  .int(cm.maxInvalid)
  .min(1, cm.maxInvalid)
  .max(MAX_REDEMPTIONS_LIMIT, cm.maxInvalid)
  .nullable();
const description = textField().trim().max(200, cm.descriptionLong);

// ---------- Coupons ----------

export const couponCreateBody = z
  .object({
    code: textField({ error: cm.codeRequired })
      .trim()
      .min(1, cm.codeRequired)
      .transform((v) => v.toUpperCase())
      .refine((v) => COUPON_CODE.test(v), cm.codeInvalid),
    discount_type: caseless(z.enum(COUPON_DISCOUNT_TYPES, { error: cm.typeInvalid })),
    discount_value: z.number({ error: cm.valueRequired }).int(cm.valueRequired),
    max_redemptions: maxRedemptions.default(null),
    once_per_patient: z.boolean().default(false),
    consultation_type: caseless(z.enum(COUPON_CONSULTATION_TYPES, { error: cm.consultationInvalid })).default(
      'any',
    ),
    expires_at: optionalNullable(isoInstant).default(null),
    description: description.default(''),
  })
  .superRefine((v, ctx) => {
    const bad =
      v.discount_type === 'percent'
        ? v.discount_value < 1 || v.discount_value > 100
          ? cm.percentInvalid
          : null
        : v.discount_value < FLAT_MIN_PAISE || v.discount_value > FLAT_MAX_PAISE
          ? cm.flatInvalid
          : null;
    if (bad) ctx.addIssue({ code: 'custom', path: ['discount_value'], message: bad });
  });
export type CouponCreate = z.input<typeof couponCreateBody>;

/** Limits and expiry (the code and the discount stay as patients were told). */
export const couponUpdateBody = z
  .object({
    max_redemptions: maxRedemptions.optional(),
    once_per_patient: z.boolean().optional(),
    expires_at: optionalNullable(isoInstant).optional(),
    description: description.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), cm.nothingToChange);
export type CouponUpdate = z.input<typeof couponUpdateBody>;

export const couponUseSchema = z.object({
  booking_id: z.string(),
  appointment_no: z.string(),
  used_at: z.string(),
});

export const staffCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  /** Percent (1-100) or paise. */
  discount_value: z.number(),
  max_redemptions: z.number().nullable(),
  redemptions: z.number(),
  once_per_patient: z.boolean(),
  consultation_type: z.enum(COUPON_CONSULTATION_TYPES),
  active: z.boolean(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  description: z.string(),
  created_at: z.string(),
  /** The latest uses, newest first (at most 50). */
  uses: z.array(couponUseSchema),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;
export const couponListData = z.array(staffCouponSchema);

// ---------- Gifts ----------

export const giftLookupQuery = z.object({
  code: textField({ error: gm.codeRequired }).trim().min(1, gm.codeRequired).max(40, gm.notFound),
});
export const staffGiftSchema = z.object({
  code: z.string(),
  /** Paise. */
  value: z.number(),
  consultation_type: z.string(),
  status: z.enum(['awaiting_payment', 'paid']),
  paid_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  redeemed: z.boolean(),
  redeemed_by: z.object({ booking_id: z.string(), appointment_no: z.string(), at: z.string() }).nullable(),
  purchaser_name: z.string(),
  recipient_name: z.string(),
  created_at: z.string(),
});
export type StaffGift = z.infer<typeof staffGiftSchema>;

// ---------- Payments ----------

const isoDay = textField({ error: pm.dateInvalid }).trim().refine(isIsoDate, pm.dateInvalid);

export const orderListQuery = z.object({
  status: optionalNullable(caseless(z.enum(ORDER_STATUSES, { error: pm.statusInvalid }))),
  from: optionalNullable(isoDay),
  to: optionalNullable(isoDay),
  /** An appointment number (A-…), a lab booking number (T-…) or a booking's id. */
  booking: optionalNullable(textField().trim().max(60)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const staffOrderSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  /** Paise. */
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  booking_id: z.string().nullable(),
  /** The appointment (A-…), lab booking (T-…) or gift code the order pays for. */
  booking_no: z.string().nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const orderListData = z.array(staffOrderSchema);

export const refundListQuery = z.object({
  state: optionalNullable(caseless(z.enum(REFUND_VIEW_STATES, { error: pm.stateInvalid }))),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const staffRefundSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  booking_id: z.string().nullable(),
  booking_no: z.string().nullable(),
  /** Paise. */
  amount: z.number(),
  reason: z.string(),
  state: z.enum(REFUND_VIEW_STATES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  provider_payment_id: z.string(),
  provider_refund_id: z.string().nullable(),
  refunded_at: z.string().nullable(),
  requested_by: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;
export const refundListData = z.array(staffRefundSchema);

export const manualRefundBody = z.object({
  /** The appointment number (A-100123, any case) or the booking's id. */
  appointment_no: textField({ error: pm.bookingRequired }).trim().min(1, pm.bookingRequired).max(60),
  reason: textField({ error: pm.reasonRequired, multiline: true })
    .trim()
    .min(1, pm.reasonRequired)
    .max(500, pm.reasonLong),
});
export type ManualRefund = z.input<typeof manualRefundBody>;

export const jobRunSchema = z.object({
  id: z.string(),
  job: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  outcome: z.enum(['ok', 'failed']),
  counts: z.record(z.string(), z.number()),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;
export const jobRunListData = z.array(jobRunSchema);
