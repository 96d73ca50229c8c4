import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

/** Choosing a slot, booking and paying: a signed-in patient's, except the payment link. */
export const bookingRoutes: AppRoute[] = [
  {
    path: paths.doctorAppoint,
    layout: 'main',
    access: 'patient',
    publicData: ['doctor/{id}'],
    lazy: lazyPage(
      () => import('./routes/doctor-appoint-page'),
      (m) => m.DoctorAppointPage,
    ),
  },
  {
    path: paths.consultationBooking,
    layout: 'main',
    access: 'patient',
    lazy: lazyPage(
      () => import('./routes/consultation-booking-page'),
      (m) => m.ConsultationBookingPage,
    ),
  },
  {
    path: paths.booking,
    layout: 'main',
    access: 'patient',
    lazy: lazyPage(
      () => import('./routes/doctor-bookings-page'),
      (m) => m.DoctorBookingsPage,
    ),
  },
  // Opened from the link in a message: no sign-in, no header or footer (spec sections 2 and 6).
  {
    path: '/patient-appointment-payment/:id',
    layout: 'bare',
    access: 'public',
    lazy: lazyPage(
      () => import('./routes/appointment-payment-page'),
      (m) => m.AppointmentPaymentPage,
    ),
  },
];
