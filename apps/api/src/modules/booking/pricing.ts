import {
  discountOf as contractDiscountOf,
  feeOf as contractFeeOf,
  type FeeChoice,
} from '@care/contracts/booking/rules';
import type { ExpertRow } from '../experts/index.ts';

// What a booking costs, decided by the server alone, in paise: the contracts' fee rule (the one
// the web previews with) over the expert's fees as the database keeps them (paise).

type ListedFees = Pick<ExpertRow, 'tier1Fee' | 'tier2Fee' | 'selfFee' | 'coupleFee' | 'familyFee'>;

export function feeOf(expert: ListedFees, type: 'gc' | 'mhc', choice: FeeChoice): number | null {
  return contractFeeOf(
    {
      tier_1_fee: expert.tier1Fee,
      tier_2_fee: expert.tier2Fee,
      self_fee: expert.selfFee,
      couple_fee: expert.coupleFee,
      family_fee: expert.familyFee,
    },
    type,
    choice,
  );
}

/** The discount a coupon gives on an amount (paise), never more than the amount. */
export const discountOf = contractDiscountOf;
