import { EXPERT_TYPES } from '../experts/constants.ts';
// Gift a session (spec sections 2, 4 and 9).

/** The value dropdown: ₹500 to ₹5,000 in steps of 500. */
export const GIFT_VALUES = [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000] as const;
/** The spec's other note gives 1500 as the default. */
export const GIFT_DEFAULT_VALUE = 1500;
/** A gift code can be redeemed for a year after its payment. */
export const GIFT_VALID_DAYS = 365;
export const GIFT_MESSAGE_MAX = 300;
/** Coupon History's page size when none is asked for (what it answered before paging). */
export const GIFT_PAGE_SIZE = 200;

/** What a gift pays for: Genetic Counselling or Mental Health Counselling. */
export const GIFT_CONSULTATION_TYPES = EXPERT_TYPES;
export const GIFT_CONSULTATION_LABELS: Record<(typeof GIFT_CONSULTATION_TYPES)[number], string> = {
  gc: 'Genetic Counselling',
  mhc: 'Mental Health Counselling',
};
