import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../../lib/api-module.ts';
import { staffScope } from '../../plugins/caller.ts';
import { expertPhotoAdminRoutes } from './photo-routes.ts';
import { expertAdminRoutes } from './routes.ts';

// Expert admin (issue 22): operations adds, edits, deactivates and reactivates experts, sets
// every fee and uploads their photos, from the console (/api/staff/experts, experts.manage).
// Above experts (the rows, the photo pipeline) and staff (the audit log, the new expert's invite).

async function routes(app: FastifyInstance) {
  await app.register(
    async (staff) => {
      await staff.register(staffScope(expertAdminRoutes));
      await staff.register(staffScope(expertPhotoAdminRoutes));
    },
    { prefix: '/staff' },
  );
}

export const expertAdminModule: ApiModule = { name: 'expert-admin', routes };
