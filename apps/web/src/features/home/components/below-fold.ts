import { lazy } from 'react';

// Parts of the home page that sit below the first screen: their code downloads only when the
// patient scrolls near them (see Deferred).

export const HomeArticleBlock = lazy(() =>
  import('@/features/articles/components/home-article-block').then((m) => ({ default: m.HomeArticleBlock })),
);

export const ResourceSection = lazy(() =>
  import('@/features/articles/components/resource-section').then((m) => ({ default: m.ResourceSection })),
);

export const SupportTribeEntry = lazy(() =>
  import('@/features/tribes/components/support-tribe-entry').then((m) => ({ default: m.SupportTribeEntry })),
);

export const Testimonials = lazy(() => import('./testimonials').then((m) => ({ default: m.Testimonials })));
