import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingQueryKeys } from './query-keys';

/** `GET page/tnc?type=`: the terms a booking accepts; its `_id` goes with the booking as tnc_id. */
export async function getTerms(type: 'gc' | 'mhc') {
  const res = await api('page/tnc', {
    auth: false,
    query: { type },
    schema: () => import('@care/contracts/support/answers').then((m) => m.pageData),
  });
  return res.data.data;
}

export function useTerms(type: 'gc' | 'mhc') {
  return useQuery({
    queryKey: bookingQueryKeys.terms(type),
    queryFn: () => getTerms(type),
    staleTime: 30 * 60_000,
  });
}
