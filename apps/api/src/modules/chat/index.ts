import type { ApiModule } from '../../lib/api-module.ts';
import { chatRoutes } from './routes.ts';

// Chat: the assistant (its conversation tree, safety assessment and sessions).

export const chatModule: ApiModule = { name: 'chat', routes: chatRoutes };

// The assistant's danger detector, for other readers of a patient's own words (the expert's
// view of the intake form's free text flags what the assistant would answer as a danger).
export { assessSafety, type UrgentLabel } from './safety/index.ts';
