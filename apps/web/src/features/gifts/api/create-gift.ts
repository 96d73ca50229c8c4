import type { GiftCreate, GiftCreated } from '@care/contracts/gifts/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST coupon`: answers the server's message with the code and the payment order. */
export async function createGift(body: GiftCreate): Promise<{ message: string; data: GiftCreated }> {
  const res = await api('coupon', {
    body,
    schema: () => import('@care/contracts/gifts/answers').then((m) => m.giftCreatedData),
  });
  return { message: res.message, data: res.data };
}

export function useCreateGift() {
  return useMutation({ mutationFn: createGift });
}
