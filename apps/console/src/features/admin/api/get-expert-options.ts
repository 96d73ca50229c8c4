import type { staffExpertOptionSchema } from '@care/contracts/staff/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ExpertOption = z.infer<typeof staffExpertOptionSchema>;

/** GET staff/expert-options: the expert profiles an expert account may act for. */
export async function getExpertOptions(signal?: AbortSignal): Promise<ExpertOption[]> {
  const res = await api('staff/expert-options', {
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffExpertOptionListData),
  });
  return res.data;
}

export function useExpertOptions(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['staff', 'expert-options'],
      queryFn: ({ signal }) => getExpertOptions(signal),
    }),
    enabled,
  });
}
