import type { ArticleCard, ArticleDetail } from '@care/contracts/articles/schemas';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';

let n = 0;

/** A list card as the API answers it. */
export function card(overrides: Partial<ArticleCard> = {}): ArticleCard {
  n += 1;
  return {
    _id: `a${n}`,
    slug: `article-${n}`,
    title: `Article ${n}`,
    short_description: 'A short summary of the article.',
    type: 'Text Article',
    category: 'At Ease',
    image_path: `/media/article/a${n}.svg`,
    audio_path: null,
    video_path: null,
    video_link: null,
    views: 10,
    likes: 3,
    createdAt: '2025-03-03T10:00:00.000Z',
    is_bookmarked: false,
    support_tribe: [],
    ...overrides,
  };
}

export function detail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...card(),
    description: encodeURIComponent('<p>Body text.</p>'),
    meta: { liked: false, bookmarked: false },
    ...overrides,
  };
}

export const page = (result: ArticleCard[], total = result.length) => ({
  result,
  pagination: { current_page: 1, total_records: total, records: 20 },
});

/** Shows where the app navigated to, with its state, for navigation assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

interface Entry {
  pathname: string;
  search?: string;
  state?: unknown;
}

/**
 * Renders `element` at `route` (entered with navigation state, which renderApp cannot pass)
 * and a probe at every other path.
 */
export function renderRoute(route: string, element: ReactElement, entry: Entry | string) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProvider env="test" queryClient={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, client, ...view };
}
