import { queryOptions, useQuery } from '@tanstack/react-query';
import { wellKnownQueryKeys } from './query-keys';

// Android app-link verification file. It is fetched and held, never shown (spec section 2).
// It lives outside /api, so it does not go through the API client or its envelope.

export async function getAssetLinks(): Promise<unknown> {
  const res = await fetch('/.well-known/assetlinks.json', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`assetlinks.json answered ${res.status}`);
  return res.json();
}

export const assetLinksQueryOptions = queryOptions({
  queryKey: wellKnownQueryKeys.assetLinks,
  queryFn: getAssetLinks,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useAssetLinks() {
  return useQuery(assetLinksQueryOptions);
}
