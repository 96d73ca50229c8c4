import type { GiftCoupon } from '@care/contracts/gifts/answers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDeferredResult } from '@/lib/use-deferred-result';
import { giftQueryKeys } from './query-keys';

/** `GET coupon`: the patient's paid gift coupons (Coupon History). */
export async function getGifts(): Promise<GiftCoupon[]> {
  const res = await api('coupon', {
    schema: () => import('@care/contracts/gifts/answers').then((m) => m.giftListData),
  });
  return res.data;
}

export function useGifts() {
  return useDeferredResult(useQuery({ queryKey: giftQueryKeys.all, queryFn: getGifts }));
}
