import type { ExpertType } from '../experts/constants.ts';
import type { Consultation, FeeType } from './constants.ts';

// The fee rule, once for the API (which charges it) and the web (which shows it before payment):
// GC charges the first-consultation or the follow-up fee; MHC (always a first consultation)
// the self, couple or family fee. The rule is the same in any unit: the API applies it to the
// fees as the database keeps them (paise), the web to the payload's (rupees, spec section 3).

/** An expert's fees by the spec's field names, all in one unit (paise or rupees). */
export interface ExpertFees {
  tier_1_fee: number;
  tier_2_fee: number;
  self_fee: number;
  couple_fee: number;
  family_fee: number;
}

export interface FeeChoice {
  feeType?: FeeType | null | undefined;
  consultation?: Consultation | null | undefined;
}

/** Which of the expert's fees a choice is charged (null until the choice is complete). */
export function feeFieldOf(type: ExpertType, choice: FeeChoice): keyof ExpertFees | null {
  if (type === 'gc') {
    if (choice.consultation === 'first') return 'tier_1_fee';
    if (choice.consultation === 'follow_up') return 'tier_2_fee';
    return null;
  }
  if (choice.feeType === 'self') return 'self_fee';
  if (choice.feeType === 'couple') return 'couple_fee';
  if (choice.feeType === 'family') return 'family_fee';
  return null;
}

/** The fee (in the fees' unit) a choice is charged, or null until the choice is complete. */
export function feeOf(fees: ExpertFees, type: ExpertType, choice: FeeChoice): number | null {
  const field = feeFieldOf(type, choice);
  return field === null ? null : fees[field];
}

/** The lowest fee an expert can be booked for: the "From ₹…" of the expert list. */
export function lowestFeeOf(fees: ExpertFees, type: ExpertType): number {
  return type === 'gc' ? fees.tier_1_fee : Math.min(fees.self_fee, fees.couple_fee, fees.family_fee);
}

export interface CouponTerms {
  discountType: string;
  /** A percentage, or for a flat coupon paise (as the database keeps it). */
  discountValue: number;
}

/** The discount (paise) a coupon gives on an amount in paise: never more than the amount. */
export function discountOf(coupon: CouponTerms, amountPaise: number): number {
  const off =
    coupon.discountType === 'percent'
      ? Math.floor((amountPaise * Math.min(100, Math.max(0, coupon.discountValue))) / 100)
      : Math.round(coupon.discountValue);
  return Math.max(0, Math.min(amountPaise, off));
}
