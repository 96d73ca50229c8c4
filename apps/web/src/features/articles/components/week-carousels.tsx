import type { ArticleKind } from '@care/contracts/articles/constants';
import { Skeleton, Stack } from '@mantine/core';
import { useArticleGroups } from '../api/get-article-groups';
import { WEEK_LIST_PATHS, WEEK_LIST_TITLES } from '../lib/kind-labels';
import { CardCarousel } from './card-carousel';

/** The spec's order: read, watch, listen. */
const ORDER: ArticleKind[] = ['text', 'video', 'audio'];

/** Cards per carousel; "See all" opens the full week list. */
const CAROUSEL_CARDS = 8;

/**
 * The non-pregnant home's carousels (spec section 2): 'Curated for you' (read), 'Videos for the
 * week' (watch) and 'Audios for the week' (listen), keyed to the week. A carousel with no
 * articles is left out; so is the whole block if the list cannot be loaded.
 */
export function WeekCarousels({ week, category }: { week: number; category?: string }) {
  const groups = useArticleGroups({ category, week, records: CAROUSEL_CARDS });

  if (groups.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading articles">
        <Skeleton height={28} width={220} />
        <Skeleton height={240} radius="lg" />
      </Stack>
    );
  }
  if (!groups.data) return null;
  const data = groups.data;

  return (
    <Stack gap={40}>
      {ORDER.filter((kind) => data[kind].length > 0).map((kind) => (
        <CardCarousel
          key={kind}
          title={WEEK_LIST_TITLES[kind]}
          seeAllTo={WEEK_LIST_PATHS[kind]}
          articles={data[kind]}
        />
      ))}
    </Stack>
  );
}
