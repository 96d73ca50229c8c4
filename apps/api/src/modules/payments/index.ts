import type { ApiModule } from '../../lib/api-module.ts';

// Payments: the ledger of provider orders (bookings' and gifts') and the events applied to
// them, and refunds. It depends on no other module; what a paid order buys is settled by the
// modules above it (checkout confirms the booking or activates the gift).

export const paymentsModule: ApiModule = { name: 'payments' };

export { refundPayment } from './refund.ts';
export {
  insertBookingOrder,
  insertGiftOrder,
  lockOrder,
  markFailed,
  markOrderPaid,
  markPaidOrdersRefunded,
  markRefunded,
  type NewOrder,
  type OrderRow,
  openOrderOf,
  ordersToReconcile,
  recordEvent,
  refundedOrdersOf,
} from './repository.ts';
