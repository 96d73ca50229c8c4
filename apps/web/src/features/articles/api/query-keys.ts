import type { ArticleKind } from '@care/contracts/articles/constants';
import type { filterKey } from '../lib/article-filters';

type Filters = ReturnType<typeof filterKey> & { records: number | null };

/** The articles' query keys, for queries and invalidations alike. */
export const articleQueryKeys = {
  detail: (slug: string) => ['articles', 'detail', slug] as const,
  /** Every group query, whatever its filters. */
  groups: ['articles', 'groups'] as const,
  groupsOf: (filters: Filters) => [...articleQueryKeys.groups, filters] as const,
  /** Every paged list, whatever its type and filters. */
  lists: ['articles', 'list'] as const,
  listOf: (kind: ArticleKind, filters: Filters) => [...articleQueryKeys.lists, kind, filters] as const,
  bookmarked: ['articles', 'bookmarked'] as const,
};
