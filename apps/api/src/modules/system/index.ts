import type { ApiModule } from '../../lib/api-module.ts';
import { systemRoutes, wellKnownRoutes } from './routes.ts';

// System: readiness, the public configuration, and the app links served from /.well-known.

export const systemModule: ApiModule = { name: 'system', routes: systemRoutes, rootRoutes: wellKnownRoutes };
