import type { ApiModule } from '../../lib/api-module.ts';
import { consultationsRoutes } from './routes.ts';

// Consultations (issue 21): the expert's side of their appointments in the console: the day and
// week, the intake form, shared reports, the room, notes, the doctor report, no-shows, profile.
// Every route finds the appointment among the signed-in expert's own (bookings.expert_id in the
// WHERE), and every read of clinical data is written to the staff access log as it is read.

export const consultationsModule: ApiModule = {
  name: 'consultations',
  routes: consultationsRoutes,
};
