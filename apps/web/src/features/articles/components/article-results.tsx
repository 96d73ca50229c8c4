import type { ArticleCard as ArticleCardData } from '@care/contracts/articles/schemas';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Button, Center, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ArticlePage } from '../api/get-article-list';
import { ArticleCard } from './article-card';

export interface CardLink {
  to: string;
  state?: unknown;
}

interface ArticleResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<ArticlePage>>;
  /** Where each card leads, with the navigation state it carries. */
  linkFor: (article: ArticleCardData) => CardLink;
  /** Shown instead of the grid when the list is empty. */
  empty: ReactNode;
  /** Cards that must not be shown on this screen (spec: no audio cards on /ArticleList). */
  hide?: (article: ArticleCardData) => boolean;
  showDate?: boolean;
}

export function ArticleGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy="true" aria-label="Loading articles">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={i} gap="xs">
          <Skeleton radius="lg" style={{ aspectRatio: '16 / 9' }} />
          <Skeleton height={16} width="85%" />
          <Skeleton height={12} width="50%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A paged list of article cards with its loading, error, empty and "Load more" states. */
export function ArticleResults({ query, linkFor, empty, hide, showDate = true }: ArticleResultsProps) {
  if (query.isPending) return <ArticleGridSkeleton />;
  // A failed "Load more" keeps the cards already shown; only a failed first page replaces them.
  if (!query.data) {
    return (
      <RetryAlert
        title="Articles could not be loaded"
        message={query.error?.message}
        onRetry={() => query.refetch()}
        radius="lg"
      />
    );
  }
  const articles = query.data.pages.flatMap((page) => page.result).filter((a) => !hide?.(a));
  if (articles.length === 0) return <>{empty}</>;
  return (
    <Stack gap="xl">
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {articles.map((article) => {
          const link = linkFor(article);
          return (
            <li key={article._id}>
              <ArticleCard
                article={article}
                to={link.to}
                state={link.state}
                showDate={showDate}
                titleOrder={2}
              />
            </li>
          );
        })}
      </SimpleGrid>
      {query.hasNextPage && (
        <Center>
          <Button
            variant="light"
            size="md"
            loading={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
      {query.isFetchNextPageError && (
        <Text c="red.8" ta="center" fz="sm" role="alert">
          {query.error?.message}
        </Text>
      )}
    </Stack>
  );
}
