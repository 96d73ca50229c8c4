import type { CouponResult } from '@care/contracts/booking/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CouponQuestion {
  coupon_code: string;
  doctor_id: string;
  type: 'gc' | 'mhc';
  fee_type: string | null;
  is_this_your_first_consultation: string | null;
}

/** `POST coupon/validation`: the server prices the choice and answers the discount in rupees. */
export async function validateCoupon(q: CouponQuestion): Promise<CouponResult & { message: string }> {
  const res = await api('coupon/validation', {
    body: q,
    schema: () => import('@care/contracts/booking/schemas').then((m) => m.couponResultData),
  });
  return { ...res.data, message: res.message };
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
