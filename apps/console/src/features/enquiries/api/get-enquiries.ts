import type { EnquiryOrder } from '@care/contracts/moderation/constants';
import type { Enquiry } from '@care/contracts/moderation/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const enquiriesQueryKey = ['staff', 'enquiries'] as const;

/** GET staff/enquiries: waiting (handled=false) or handled ones, oldest or newest first. */
export async function getEnquiries(
  filter: { handled: boolean; order: EnquiryOrder },
  signal?: AbortSignal,
): Promise<Enquiry[]> {
  const res = await api('staff/enquiries', {
    signal,
    query: { handled: String(filter.handled), order: filter.order },
    schema: () => import('@care/contracts/moderation/schemas').then((m) => m.enquiryListData),
  });
  return res.data;
}

export function useEnquiries(filter: { handled: boolean; order: EnquiryOrder }) {
  return useQuery(
    queryOptions({
      queryKey: [...enquiriesQueryKey, filter.handled, filter.order],
      queryFn: ({ signal }) => getEnquiries(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
