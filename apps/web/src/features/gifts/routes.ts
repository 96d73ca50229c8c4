import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

/** Gift a Session (signed in: the sender is the account holder). */
export const giftRoutes: AppRoute[] = [
  {
    path: paths.gifts,
    layout: 'main',
    access: 'patient',
    data: ['coupon'],
    lazy: lazyPage(
      () => import('./routes/gifts-page'),
      (m) => m.GiftsPage,
    ),
  },
];
