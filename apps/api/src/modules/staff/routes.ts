import type { FastifyInstance } from 'fastify';
import { staffScope } from '../../plugins/caller.ts';
import { accessLogRoutes } from './access-log-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { inviteLinkRoutes, inviteRoutes } from './invite-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';

/**
 * The console's accounts under /api/staff: signing in and the invite link need no session;
 * everything else is in staffScope, where each route declares its permission.
 */
export async function staffRoutes(app: FastifyInstance) {
  await app.register(
    async (staff) => {
      await staff.register(signInRoutes);
      await staff.register(inviteLinkRoutes);
      await staff.register(staffScope(sessionRoutes));
      await staff.register(staffScope(inviteRoutes));
      await staff.register(staffScope(accountRoutes));
      await staff.register(staffScope(accessLogRoutes));
      await staff.register(staffScope(auditRoutes));
    },
    { prefix: '/staff' },
  );
}
