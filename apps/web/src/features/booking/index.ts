// What others may use of booking: the checkout (Razorpay, or the offline sandbox dialog) that
// gifts pay through too. (The words a patient reads before booking live in components/
// booking-terms.tsx: importing them through this file made the expert's page download every
// chunk re-exported here, the checkout and the slot picker with their dialogs.)

// The slot picker's parts (the 7-day strip, a day's slots and where they come from), for moving
// an appointment to another slot of the same expert (appointments' reschedule dialog).
export { useFullDays, useSlots } from './api/get-slots';
export { bookingQueryKeys } from './api/query-keys';
export { DateStrip } from './components/date-strip';
export { SlotGrid } from './components/slot-grid';
export { stripDays } from './lib/date-strip';
export { type PaymentEnd, useCheckout } from './lib/use-checkout';
