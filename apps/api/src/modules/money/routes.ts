import type { FastifyInstance } from 'fastify';
import { staffScope } from '../../plugins/caller.ts';
import { couponRoutes } from './coupon-routes.ts';
import { giftRoutes } from './gift-routes.ts';
import { paymentRoutes } from './payment-routes.ts';

/** The console's money routes under /api/staff: each needs a console session and its permission. */
export async function moneyRoutes(app: FastifyInstance) {
  await app.register(
    async (staff) => {
      await staff.register(staffScope(couponRoutes));
      await staff.register(staffScope(giftRoutes));
      await staff.register(staffScope(paymentRoutes));
    },
    { prefix: '/staff' },
  );
}
