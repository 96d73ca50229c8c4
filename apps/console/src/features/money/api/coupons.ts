import type { CouponCreate, CouponUpdate, StaffCoupon } from '@care/contracts/money/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { StaffCoupon };

export const couponsQueryKey = ['staff', 'coupons'] as const;

/** GET staff/coupons: every coupon (not gifts), newest first, with its uses. */
export async function getCoupons(signal?: AbortSignal): Promise<StaffCoupon[]> {
  const res = await api('staff/coupons', {
    signal,
    schema: () => import('@care/contracts/money/schemas').then((m) => m.couponListData),
  });
  return res.data;
}

export function useCoupons() {
  return useQuery(queryOptions({ queryKey: couponsQueryKey, queryFn: ({ signal }) => getCoupons(signal) }));
}

/** POST staff/coupons (amounts in paise): the new coupon and the server's words. */
export async function createCoupon(body: CouponCreate): Promise<{ coupon: StaffCoupon; message: string }> {
  const res = await api('staff/coupons', {
    method: 'POST',
    body,
    schema: () => import('@care/contracts/money/schemas').then((m) => m.staffCouponSchema),
  });
  return { coupon: res.data, message: res.message };
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}

/** POST staff/coupons/:id/pause or /resume: patients can (or can no longer) use it. */
export async function setCouponActive(v: { id: string; active: boolean }): Promise<string> {
  const res = await api(`staff/coupons/${encodeURIComponent(v.id)}/${v.active ? 'resume' : 'pause'}`, {
    method: 'POST',
    body: {},
  });
  return res.message;
}

export function useSetCouponActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCouponActive,
    onSuccess: () => client.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}

/** PUT staff/coupons/:id: limits, expiry, once per patient, description. */
export async function updateCoupon(v: {
  id: string;
  body: CouponUpdate;
}): Promise<{ coupon: StaffCoupon; message: string }> {
  const res = await api(`staff/coupons/${encodeURIComponent(v.id)}`, {
    method: 'PUT',
    body: v.body,
    schema: () => import('@care/contracts/money/schemas').then((m) => m.staffCouponSchema),
  });
  return { coupon: res.data, message: res.message };
}

export function useUpdateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
