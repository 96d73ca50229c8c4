// What others may use of booking: the checkout (Razorpay, or the offline sandbox dialog) that
// gifts pay through too.
export { type PaymentEnd, useCheckout } from './lib/use-checkout';
