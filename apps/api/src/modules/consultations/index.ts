import type { ApiModule } from '../../lib/api-module.ts';

// Consultations (issue 21): the expert's side of their appointments in the console: the day and
// week, the intake form, shared reports, the room, notes, the doctor report, no-shows, profile.

export const consultationsModule: ApiModule = {
  name: 'consultations',
};
