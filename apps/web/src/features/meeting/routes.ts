import { type AppRoute, lazyPage } from '@/lib/app-route';

/**
 * The consultation room: the patient's (signed in) and the expert's (by signed link). Each is
 * loaded as a document of its own, the only pages the server lets use the camera and microphone.
 */
export const meetingRoutes: AppRoute[] = [
  {
    path: '/appointment/meeting/:id',
    // The room is the whole screen on a phone: no site header or footer around it.
    layout: 'bare',
    access: 'patient',
    lazy: lazyPage(
      () => Promise.all([import('./routes/meeting-page'), import('./lib/room-document')]),
      ([m, room]) => room.withRoomDocument(m.MeetingPage),
    ),
  },
  {
    path: '/appointment/meeting/:id/expert',
    // No patient header: the expert is not signed in as a patient here.
    layout: 'bare',
    access: 'public',
    lazy: lazyPage(
      () => Promise.all([import('./routes/expert-meeting-page'), import('./lib/room-document')]),
      ([m, room]) => room.withRoomDocument(m.ExpertMeetingPage),
    ),
  },
];
