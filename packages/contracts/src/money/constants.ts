// The console's money screens (issue 22).

/** How a refund stands on the console: `failed` is a pending refund whose last provider call failed. */
export const REFUND_VIEW_STATES = ['pending', 'processing', 'refunded', 'failed'] as const;
export type RefundViewState = (typeof REFUND_VIEW_STATES)[number];

export const COUPON_DISCOUNT_TYPES = ['percent', 'flat'] as const;
/** 'any' is stored as null (every consultation). */
export const COUPON_CONSULTATION_TYPES = ['gc', 'mhc', 'any'] as const;

export const COUPON_CODE = /^[A-Z0-9_-]{3,30}$/;
/** Flat discounts in paise: ₹1 to ₹1,00,000. */
export const FLAT_MIN_PAISE = 100;
export const FLAT_MAX_PAISE = 10_000_000;
export const MAX_REDEMPTIONS_LIMIT = 1_000_000;

/** The job runs the payments screen shows (the reconciliation job records its passes). */
export const RECONCILE_JOB_NAME = 'payments reconciled';
