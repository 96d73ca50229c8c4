import type { QueryClient } from '@tanstack/react-query';
import { articleQueryKeys } from './query-keys';

/**
 * Lists show like counts and bookmark flags, so they are marked stale after a toggle. The
 * open article itself is updated in place: refetching it would count another view.
 */
export function invalidateArticleLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: articleQueryKeys.groups }),
    queryClient.invalidateQueries({ queryKey: articleQueryKeys.lists }),
    queryClient.invalidateQueries({ queryKey: articleQueryKeys.bookmarked }),
  ]);
}
