import type { ApiModule } from '../../lib/api-module.ts';
import { meetingRoutes } from './routes.ts';
import { seedRoomDemo } from './seed.ts';

// Meeting: the consultation room (admission, call activity, signalling) and its signed links.

export const meetingModule: ApiModule = {
  name: 'meeting',
  routes: meetingRoutes,
  seeds: [{ name: 'demo room', stage: 'demo', run: ({ db, log, now }) => seedRoomDemo(db, log, now) }],
};

export { expertRoomLink } from './expert-link.ts';
export { meetingKey, signExpertLinkToken } from './room-tokens.ts';
