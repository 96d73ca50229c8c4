import { type AppRoute, lazyPage } from '@/lib/app-route';

export const wellKnownRoutes: AppRoute[] = [
  {
    path: '/.well-known',
    layout: 'none',
    access: 'public',
    lazy: lazyPage(
      () => import('./routes/well-known-page'),
      (m) => m.WellKnownPage,
    ),
  },
];
