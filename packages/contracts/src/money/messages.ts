// What the console's money screens (issue 22: coupons, gift look-up, payments and refunds) and
// their API say. Every refusal names the problem.

export const couponAdminMessages = {
  list: 'Coupons.',
  created: 'Coupon created.',
  updated: 'Coupon updated.',
  paused: 'Coupon paused: patients can no longer use it.',
  resumed: 'Coupon resumed: patients can use it again.',
  notFound: 'No such coupon.',
  codeRequired: 'Please enter a coupon code.',
  codeInvalid: 'A coupon code is 3 to 30 letters, digits, - or _.',
  codeTaken: 'A coupon with this code already exists.',
  typeInvalid: 'Choose a percentage or a flat amount.',
  valueRequired: 'Please enter the discount.',
  percentInvalid: 'A percentage discount is a whole number from 1 to 100.',
  flatInvalid: 'A flat discount is from ₹1 to ₹1,00,000 (in paise: 100 to 1,00,00,000).',
  maxInvalid: 'Maximum uses is a whole number from 1 to 1,000,000, or empty for unlimited.',
  maxBelowUses: 'Maximum uses cannot be below the uses so far.',
  consultationInvalid: 'Choose genetic counselling, mental health or any consultation.',
  expiryInvalid: 'Enter the expiry as a date and time (ISO 8601).',
  expiryPast: 'The expiry must be in the future.',
  descriptionLong: 'Keep the description under 200 characters.',
  nothingToChange: 'Nothing to change: send max_redemptions, expires_at, once_per_patient or description.',
  alreadyPaused: 'This coupon is already paused.',
  alreadyActive: 'This coupon is already active.',
} as const;

export const giftLookupMessages = {
  found: 'Gift found.',
  codeRequired: 'Please enter a gift code.',
  notFound: 'No gift has this code.',
} as const;

export const paymentAdminMessages = {
  orders: 'Payment orders.',
  refunds: 'Refunds.',
  jobRuns: 'Reconciliation runs.',
  statusInvalid: 'Unknown payment status.',
  stateInvalid: 'Unknown refund state.',
  dateInvalid: 'Dates are YYYY-MM-DD.',
  refundNotFound: 'No such refund.',
  retryQueued: 'Refund asked of the provider again.',
  retryNotFailed:
    'Only a refund whose provider call failed can be retried (this one is not waiting after a failure).',
  bookingRequired: 'Please enter the appointment number.',
  bookingNotFound: 'No appointment has this number.',
  reasonRequired: 'Please give the reason for the refund.',
  reasonLong: 'Keep the reason under 500 characters.',
  notPaid: 'This appointment has no payment to refund.',
  alreadyRefunded: 'This appointment’s payment is already refunded or being refunded.',
  manualRefunded: 'Refund recorded; the money goes back to the patient.',
} as const;
