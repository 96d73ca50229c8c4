import type { PublicConfig } from '@care/contracts/config/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getConfig(): Promise<PublicConfig> {
  return (await api<PublicConfig>('config', { auth: false })).data;
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Public client settings (brand, assistant name, social client ids...). */
export function usePublicConfig() {
  return useQuery(configQueryOptions);
}
