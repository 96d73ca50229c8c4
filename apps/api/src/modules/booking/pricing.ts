import {
  discountOf as contractDiscountOf,
  feeOf as contractFeeOf,
  type FeeChoice,
} from '@care/contracts/booking/rules';
import { toPaise } from '@care/contracts/common/money';
import type { ExpertRow } from '../experts/index.ts';

// What a booking costs, decided by the server alone, in paise: the contracts' fee rule (the one
// the web previews with) over the expert's listed fees (rupees, as the spec's payload gives them).

type ListedFees = Pick<ExpertRow, 'tier1Fee' | 'tier2Fee' | 'selfFee' | 'coupleFee' | 'familyFee'>;

export function feeOf(expert: ListedFees, type: 'gc' | 'mhc', choice: FeeChoice): number | null {
  const rupees = contractFeeOf(
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
  return rupees === null ? null : toPaise(rupees);
}

/** The discount a coupon gives on an amount (paise), never more than the amount. */
export const discountOf = contractDiscountOf;
