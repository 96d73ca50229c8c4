import { UnexpectedAnswerError } from '@care/api-client/api-client';
import type { PublicConfig } from '@care/contracts/config/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The one answer not read through its zod schema: every page needs it before its first paint,
 * and the schema would put zod (~25 KB gzip) into the first download of every page, /login
 * included (budget 150 KB). It carries display settings only, the server checks it against the
 * same schema on the way out, and this checks its shape where the app relies on it: an answer
 * that is not a config (a proxy's page, another API version) fails like any unexpected answer.
 */
export async function getConfig(): Promise<PublicConfig> {
  const res = await api('config', { auth: false });
  const data = res.data as Partial<PublicConfig> | null;
  if (typeof data?.brand?.name !== 'string' || typeof data.assistant_name !== 'string')
    throw new UnexpectedAnswerError(res.statusCode, res);
  return data as PublicConfig;
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
