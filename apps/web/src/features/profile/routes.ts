import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

export const profileRoutes: AppRoute[] = [
  {
    path: paths.profile,
    layout: 'main',
    access: 'patient',
    lazy: lazyPage(
      () => import('./routes/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
];
