import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

/** The patient's appointments and one appointment's details. */
export const appointmentRoutes: AppRoute[] = [
  {
    path: paths.appointments,
    layout: 'main',
    access: 'patient',
    data: ['patient/upcoming-appointments'],
    lazy: lazyPage(
      () => import('./routes/appointments-page'),
      (m) => m.AppointmentsPage,
    ),
  },
  {
    path: paths.appointmentDetails,
    layout: 'main',
    access: 'patient',
    lazy: lazyPage(
      () => import('./routes/appointment-details-page'),
      (m) => m.AppointmentDetailsPage,
    ),
  },
];
