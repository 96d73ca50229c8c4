import type { FastifyInstance } from 'fastify';
import { staffScope } from '../../plugins/caller.ts';
import { consultationRoutes } from './consultation-routes.ts';
import { profilePhotoRoutes } from './photo-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { scheduleRoutes } from './schedule-routes.ts';

/** The expert's console routes, under /api/staff: each needs a console session and its permission. */
export async function consultationsRoutes(app: FastifyInstance) {
  await app.register(
    async (staff) => {
      await staff.register(staffScope(scheduleRoutes));
      await staff.register(staffScope(consultationRoutes));
      await staff.register(staffScope(profileRoutes));
      await staff.register(staffScope(profilePhotoRoutes));
    },
    { prefix: '/staff' },
  );
}
