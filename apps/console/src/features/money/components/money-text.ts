import { formatRupees, toRupees } from '@care/contracts/common/money';
import { EXPERT_TYPE_LABELS, type ExpertType } from '@care/contracts/experts/constants';

// How money and coupons read on the console's money screens: rupees (the API sends paise).

/** Paise as ₹1,499. */
export const rupees = (paise: number): string => formatRupees(toRupees(paise));

/** '10% off' or '₹200 off'. */
export function discountText(c: { discount_type: string; discount_value: number }): string {
  return c.discount_type === 'percent' ? `${c.discount_value}% off` : `${rupees(c.discount_value)} off`;
}

/** 'Any consultation', 'Genetic Counselling'… */
export function consultationTypeText(type: string): string {
  return type === 'any' ? 'Any consultation' : (EXPERT_TYPE_LABELS[type as ExpertType] ?? type);
}

/** '1 of 50 used', '3 used (no limit)'. */
export function usesText(c: { redemptions: number; max_redemptions: number | null }): string {
  return c.max_redemptions === null
    ? `${c.redemptions} used (no limit)`
    : `${c.redemptions} of ${c.max_redemptions} used`;
}
