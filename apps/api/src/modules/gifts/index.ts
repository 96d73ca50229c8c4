import type { ApiModule } from '../../lib/api-module.ts';
import { activateGift, giftCouponIdsAmong } from './repository.ts';
import { giftRoutes } from './routes.ts';
import { queueGiftMessages } from './service.ts';

// Gifts: a gift session bought as a coupon, and the buyer's coupon history.

export const giftsModule: ApiModule = { name: 'gifts', routes: giftRoutes };

export { activateGift, giftCouponIdsAmong, queueGiftMessages };
