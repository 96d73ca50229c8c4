import type { Consultation, FeeType } from '@care/contracts/booking/constants';
import type { ExpertRow } from '../experts/index.ts';

// What a booking costs, decided by the server alone (paise). GC: the first-consultation or
// follow-up fee; MHC: the self, couple or family fee (MHC is always a first consultation).

export function feeOf(
  expert: Pick<ExpertRow, 'tier1Fee' | 'tier2Fee' | 'selfFee' | 'coupleFee' | 'familyFee'>,
  type: 'gc' | 'mhc',
  choice: { feeType?: FeeType | null | undefined; consultation?: Consultation | null | undefined },
): number | null {
  let rupees: number | null = null;
  if (type === 'gc') {
    if (choice.consultation === 'first') rupees = expert.tier1Fee;
    if (choice.consultation === 'follow_up') rupees = expert.tier2Fee;
  } else {
    if (choice.feeType === 'self') rupees = expert.selfFee;
    if (choice.feeType === 'couple') rupees = expert.coupleFee;
    if (choice.feeType === 'family') rupees = expert.familyFee;
  }
  return rupees === null ? null : rupees * 100;
}

export interface CouponTerms {
  discountType: string;
  discountValue: number;
}

/** The discount a coupon gives on an amount (paise), never more than the amount. */
export function discountOf(coupon: CouponTerms, amount: number): number {
  const off =
    coupon.discountType === 'percent'
      ? Math.floor((amount * Math.min(100, Math.max(0, coupon.discountValue))) / 100)
      : coupon.discountValue * 100;
  return Math.max(0, Math.min(amount, off));
}
