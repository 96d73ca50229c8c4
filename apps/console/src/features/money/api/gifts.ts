import type { StaffGift } from '@care/contracts/money/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { StaffGift };

/** GET staff/gifts?code=: a gift code (any case) and its state. */
export async function lookupGift(code: string, signal?: AbortSignal): Promise<StaffGift> {
  const res = await api('staff/gifts', {
    query: { code },
    signal,
    schema: () => import('@care/contracts/money/schemas').then((m) => m.staffGiftSchema),
  });
  return res.data;
}

/** The gift with this code, asked once a code is submitted (null: nothing asked yet). */
export function useGift(code: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'gift', code],
      queryFn: ({ signal }) => lookupGift(code ?? '', signal),
      enabled: code !== null,
    }),
  );
}
