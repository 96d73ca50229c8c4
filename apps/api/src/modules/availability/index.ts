import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../../lib/api-module.ts';
import { staffScope } from '../../plugins/caller.ts';
import { availabilityRoutes } from './routes.ts';

// Availability (issue 21): an expert's weekly hours, date overrides and leave, edited from the
// console under /api/staff/availability; leave over booked time cancels those appointments with
// refunds. The hours themselves are the experts module's (its tables and the one slot rule);
// this module decides when they may change, under the expert row's lock.

export const availabilityModule: ApiModule = {
  name: 'availability',
  routes: async (app: FastifyInstance) => {
    await app.register(staffScope(availabilityRoutes), { prefix: '/staff/availability' });
  },
};
