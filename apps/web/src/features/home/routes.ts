import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';
import { getToken } from '@/lib/session';

// A visitor (no stored session) gets the landing's chunk fetched beside the page, not after it.
const withLanding = <M>(page: Promise<M>): Promise<M> =>
  getToken() ? page : Promise.all([page, import('./components/visitor-home')]).then(([m]) => m);

/** The home page, and /non: the non-pregnant home for any signed-in patient. */
export const homeRoutes: AppRoute[] = [
  {
    path: paths.home,
    layout: 'main',
    access: 'public',
    data: ['pregnancy-highlights/app-list?week={week}'],
    publicData: ['patient/get-mood-list'],
    lazy: lazyPage(
      () => withLanding(import('./routes/home-page')),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/non',
    layout: 'main',
    access: 'public',
    lazy: lazyPage(
      () => withLanding(import('./routes/non-pregnant-home-page')),
      (m) => m.NonPregnantHomePage,
    ),
  },
];
