import type { QueryClient } from '@tanstack/react-query';

/**
 * Lists show like counts and bookmark flags, so they are marked stale after a toggle. The
 * open article itself is updated in place: refetching it would count another view.
 */
export function invalidateArticleLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['articles', 'groups'] }),
    queryClient.invalidateQueries({ queryKey: ['articles', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['articles', 'bookmarked'] }),
  ]);
}
