import type { ApiModule } from '../../lib/api-module.ts';
import { lifecycleJob } from './lifecycle-job.ts';
import { bookingRoutes } from './routes.ts';
import { seedBookingDemo } from './seed.ts';

// Booking: slots held and booked, coupons, the payment link's page, the capability links to a
// booking's intake form and payment page (links.ts), and whether a slot is taken. It announces
// 'booking.confirmed' (lib/events.ts) when a confirmation is claimed.

export const bookingModule: ApiModule = {
  name: 'booking',
  routes: bookingRoutes,
  jobs: [lifecycleJob],
  seeds: [
    {
      name: 'demo coupons and bookings',
      stage: 'demo',
      run: ({ db, log, now }) => seedBookingDemo(db, log, now),
    },
  ],
};

// Issue 22: coupons and payment orders as operations manage and read them.
export {
  type CouponUse,
  lockCoupon,
  operatorCoupons,
  setCouponActive,
  updateCouponLimits,
  usedUp,
  usesOfCoupons,
} from './coupon-admin.ts';
export { markPaidLabOrdersRefunded } from './lab-orders.ts';
export { runBookingLifecycle } from './lifecycle-job.ts';
export {
  type BookingAccess,
  type BookingLinkPurpose,
  bookingAccess,
  bookingLinkAddress,
  isLinkToken,
  issueBookingLink,
  resolveBookingLink,
} from './links.ts';
export { announceConfirmation } from './notify.ts';
export { findBookingByNumber, lockPaidOrders, ordersForStaff, type StaffOrderRow } from './order-admin.ts';
export {
  createdLabOrderOf,
  expertOfOrder,
  insertBookingOrder,
  insertGiftOrder,
  insertLabOrder,
  labBookingOfOrder,
  lockOrder,
  markFailed,
  markOrderPaid,
  markPaidOrdersRefunded,
  markRefunded,
  type NewOrder,
  type OrderRow,
  openOrderOf,
  ordersToReconcile,
  paidOrdersOfBookings,
} from './orders.ts';
export { maskedPerson } from './present.ts';
export {
  activateCoupon,
  addDoctorReport,
  type BookingReportRow,
  type BookingRow,
  bookingReportsOf,
  type CouponRow,
  cancelBooking,
  confirmBooking,
  expertAppointmentsBetween,
  expertBookingsBetween,
  expertBookingsOutsideHours,
  expertFilesOfPatient,
  expireLapsedHolds,
  fileAttachedToBooking,
  findBooking,
  findCouponByCode,
  findCouponById,
  findCouponsByIds,
  findExpertBooking,
  findExpertBookingReport,
  findPatientBooking,
  insertCoupon,
  lockBooking,
  markNoShow,
  patientBookingFile,
  patientBookings,
  patientJoinedRoom,
  redeemCoupon,
  releaseCoupons,
  settleEndedAppointments,
  withdrawHolds,
} from './repository.ts';
export { type RoomState, roomState } from './room-window.ts';
