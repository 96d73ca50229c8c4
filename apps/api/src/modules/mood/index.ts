import type { ApiModule } from '../../lib/api-module.ts';
import { moodRoutes } from './routes.ts';

// Mood: the patient's mood tracking.

export const moodModule: ApiModule = { name: 'mood', routes: moodRoutes };
