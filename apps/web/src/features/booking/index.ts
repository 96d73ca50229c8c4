// What others may use of booking: the checkout (Razorpay, or the offline sandbox dialog) that
// gifts pay through too, and the words a patient reads before booking (the expert's page).

// The slot picker's parts (the 7-day strip, a day's slots and where they come from), for moving
// an appointment to another slot of the same expert (appointments' reschedule dialog).
export { useFullDays, useSlots } from './api/get-slots';
export { bookingQueryKeys } from './api/query-keys';
export { BookingTerms } from './components/booking-terms';
export { DateStrip } from './components/date-strip';
export { SlotGrid } from './components/slot-grid';
export { stripDays } from './lib/date-strip';
export { type PaymentEnd, useCheckout } from './lib/use-checkout';
