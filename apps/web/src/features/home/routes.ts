import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

/** The home page, and /non: the non-pregnant home for any signed-in patient. */
export const homeRoutes: AppRoute[] = [
  {
    path: paths.home,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(
      () => import('./routes/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/non',
    layout: 'main',
    access: 'public',
    lazy: lazyPage(
      () => import('./routes/non-pregnant-home-page'),
      (m) => m.NonPregnantHomePage,
    ),
  },
];
