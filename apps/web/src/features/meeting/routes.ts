import { type AppRoute, lazyPage } from '@/lib/app-route';

/** The consultation room: the patient's (signed in) and the expert's (by signed link). */
export const meetingRoutes: AppRoute[] = [
  {
    path: '/appointment/meeting/:id',
    layout: 'main',
    access: 'patient',
    lazy: lazyPage(
      () => import('./routes/meeting-page'),
      (m) => m.MeetingPage,
    ),
  },
  {
    path: '/appointment/meeting/:id/expert',
    // No patient header: the expert is not signed in as a patient here.
    layout: 'bare',
    access: 'public',
    lazy: lazyPage(
      () => import('./routes/expert-meeting-page'),
      (m) => m.ExpertMeetingPage,
    ),
  },
];
