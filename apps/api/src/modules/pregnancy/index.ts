import type { ApiModule } from '../../lib/api-module.ts';
import { pregnancyRoutes } from './routes.ts';

// Pregnancy: the week-by-week content (loaded with the authored content, see articles).

export const pregnancyModule: ApiModule = { name: 'pregnancy', routes: pregnancyRoutes };
