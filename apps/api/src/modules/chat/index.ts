import type { ApiModule } from '../../lib/api-module.ts';
import { chatRoutes } from './routes.ts';

// Chat: the assistant (its conversation tree, safety assessment and sessions).

export const chatModule: ApiModule = { name: 'chat', routes: chatRoutes };
