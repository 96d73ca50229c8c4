import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

/** My reports: a patient's own data, signed in only. */
export const reportRoutes: AppRoute[] = [
  {
    path: paths.myReports,
    layout: 'main',
    access: 'patient',
    data: ['report/list', 'report/access-log'],
    lazy: lazyPage(
      () => import('./routes/my-reports-page'),
      (m) => m.MyReportsPage,
    ),
  },
];
