import { type AppRoute, lazyPage } from '@/lib/app-route';

/** The intake form, opened from a message: no sign-in, no header or footer (spec sections 2 and 6). */
export const intakeRoutes: AppRoute[] = [
  {
    path: '/patient-intake-form/:id',
    layout: 'bare',
    access: 'public',
    lazy: lazyPage(
      () => import('./routes/intake-form-page'),
      (m) => m.IntakeFormPage,
    ),
  },
];
