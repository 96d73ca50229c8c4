import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

/** Book a Test: the catalogue is public; booking asks a visitor to sign in. */
export const labTestRoutes: AppRoute[] = [
  {
    path: paths.bookTest,
    layout: 'main',
    access: 'public',
    data: ['test/my-bookings'],
    publicData: ['test'],
    lazy: lazyPage(
      () => import('./routes/book-test-page'),
      (m) => m.BookTestPage,
    ),
  },
];
