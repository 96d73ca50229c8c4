import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

const consultationPage = lazyPage(
  () => import('./routes/consultation-page'),
  (m) => m.ConsultationPage,
);

/** Consult an Expert, the expert list and an expert's details: open to visitors. */
export const expertRoutes: AppRoute[] = [
  { path: '/consult', layout: 'main', access: 'public', lazy: consultationPage },
  { path: paths.consultation, layout: 'main', access: 'public', lazy: consultationPage },
  {
    path: paths.expertDetail,
    layout: 'main',
    access: 'public',
    publicData: ['doctor/list?type={type}&page=1&records=10'],
    lazy: lazyPage(
      () => import('./routes/expert-list-page'),
      (m) => m.ExpertListPage,
    ),
  },
  {
    path: paths.doctorDetail,
    layout: 'main',
    access: 'public',
    publicData: ['doctor/{id}'],
    lazy: lazyPage(
      () => import('./routes/doctor-detail-page'),
      (m) => m.DoctorDetailPage,
    ),
  },
];
