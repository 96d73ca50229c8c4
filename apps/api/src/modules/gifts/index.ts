import type { ApiModule } from '../../lib/api-module.ts';
import { activateGift, giftCouponIdsAmong } from './repository.ts';
import { giftRoutes } from './routes.ts';
import { queueGiftMessages } from './service.ts';

// Gifts: a gift session bought as a coupon, and the buyer's coupon history.

export const giftsModule: ApiModule = {
  name: 'gifts',
  routes: giftRoutes,
  events: {
    // Booking's coupon validation asks what a code is: a gift's says 'gift'.
    'coupon.describing': async ({ conn, couponId, answer }) => {
      if ((await giftCouponIdsAmong(conn, [couponId])).has(couponId)) answer.kind = 'gift';
    },
  },
};

// Issue 22: the console's gift look-up.
export { findGift } from './repository.ts';
export { activateGift, giftCouponIdsAmong, queueGiftMessages };
