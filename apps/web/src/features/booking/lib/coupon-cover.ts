import type { CouponResult } from '@care/contracts/booking/schemas';
import { formatRupees } from '@care/contracts/common/money';

/**
 * What a coupon (a gift is one: the gift page sells coupon codes; the validation answer's
 * coupon_kind tells them apart) does to this booking, said before booking (issue 19). The API
 * takes at most the fee off a coupon and keeps no balance (contracts/booking/rules.ts
 * discountOf), so a coupon worth more than the fee says what is not kept.
 */
export function couponCoverText(c: CouponResult): string | null {
  const fee = formatRupees(c.original_amount);
  if (c.total_amount > 0) return null;
  const your = c.coupon_kind === 'gift' ? 'Your gift' : 'Your coupon';
  if (c.coupon_value === null) return `${your} covers this ${fee} consultation in full.`;
  const rest = c.coupon_value - c.original_amount;
  const worth = formatRupees(c.coupon_value);
  return rest > 0
    ? `${your} of ${worth} covers this ${fee} consultation in full. The remaining ${formatRupees(rest)} is not kept.`
    : `${your} of ${worth} covers this ${fee} consultation in full.`;
}
