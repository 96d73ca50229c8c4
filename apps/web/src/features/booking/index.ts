// What others may use of booking: the checkout (Razorpay, or the offline sandbox dialog) that
// gifts pay through too, and the words a patient reads before booking (the expert's page).
export { BookingTerms } from './components/booking-terms';
export { type PaymentEnd, useCheckout } from './lib/use-checkout';
