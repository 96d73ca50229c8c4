import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../../lib/api-module.ts';
import { staffScope } from '../../plugins/caller.ts';
import { moderationRoutes } from './routes.ts';

// Moderation (issue 22): operations approves or rejects patients' reviews (reviews.moderate) and
// works through contact enquiries (enquiries.handle) from the console, each change audited.
// Above appointments (reviews are theirs), support (enquiries) and staff (the audit log).

async function routes(app: FastifyInstance) {
  await app.register(staffScope(moderationRoutes), { prefix: '/staff' });
}

export const moderationModule: ApiModule = { name: 'moderation', routes };
