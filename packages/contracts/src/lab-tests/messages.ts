// Lab tests. Quoted strings are the spec's words (sections 4 and 8); the rest are ours.

import { COLLECTION_DAYS_AHEAD, SAVED_ADDRESSES_MAX } from './constants.ts';

export const labTestMessages = {
  saveFailed: 'There was an error saving this data',
  // ours
  list: 'Tests.',
  categoryInvalid: 'Please choose a test category from the list.',
  searchTooLong: 'Please search with fewer than 100 characters.',
  testRequired: 'Please choose a test.',
  notFound: 'Test not found.',
  booked: 'Your test is booked.',
  alreadyBooked: 'You have already booked this test. You can see it under My test bookings.',
  myBookings: 'Your test bookings.',
  noTests: 'No tests match your search.',
  noBookings: 'You have not booked a test yet.',
  // issue 22: saved addresses
  addresses: 'Your saved addresses.',
  addressSaved: 'Address saved.',
  addressDeleted: 'Address deleted.',
  addressNotFound: 'Address not found.',
  addressesFull: `You can keep up to ${SAVED_ADDRESSES_MAX} saved addresses. Please delete one you no longer use first.`,
  addressLabelRequired: 'Please name this address, for example Home or Work.',
  addressLabelTooLong: 'Please keep the name of the address to 40 characters.',
  addressLine1Required: 'Please enter the house or flat number, building and street.',
  addressLineTooLong: 'Please keep each line of the address to 200 characters.',
  addressCityRequired: 'Please enter the city.',
  addressStateRequired: 'Please enter the state.',
  addressPlaceTooLong: 'Please keep the city and the state to 80 characters each.',
  pinInvalid: 'Please enter a 6-digit PIN code that does not start with 0.',
  addressNothingToChange: 'Please change at least one part of the address.',
  // issue 22: how and when the sample is collected, and how it is paid
  collectionModeInvalid: 'Please choose home collection or a visit to the lab.',
  addressRequired: 'Please choose the address where we collect the sample.',
  addressInvalid: 'Please choose one of your saved addresses.',
  homeNotOffered: 'This test needs a visit to the lab: it cannot be collected at home.',
  collectionDateInvalid: 'Please choose a collection date (YYYY-MM-DD).',
  collectionDateOutOfRange: `Please choose a collection date from today up to ${COLLECTION_DAYS_AHEAD} days ahead.`,
  collectionWindowInvalid: 'Please choose a collection time window.',
  collectionWindowStarted:
    'That time window has already started today. Please choose a later window or another day.',
  paymentModeInvalid: 'Please choose to pay online now or at collection.',
  nothingToChange: 'Please choose what to change: how, where or when we collect the sample, or how you pay.',
  bookingNotFound: 'Test booking not found.',
  bookingUpdated: 'Your test booking is updated.',
  bookingNotChangeable:
    'This booking can no longer be changed: its sample has been collected or it has been cancelled.',
  paidPaymentModeFixed: 'This booking has been paid online already, so its payment cannot be changed.',
  // issue 22: paying a lab booking online
  orderCreated: 'Order created.',
  notOnlinePayment: 'This booking is to be paid at collection. Choose Pay online now first to pay here.',
  alreadyPaid: 'This booking has been paid already.',
  notPayable: 'This booking can no longer be paid: its sample has been collected or it has been cancelled.',
  paymentStart: 'We could not start the payment. Please try again in a moment.',
  refundedCancelled: 'This test booking was cancelled, so your payment will be refunded in full.',
  // issue 22: what happens next, as the booking shows it
  detailsNeeded: 'Choose how and when we collect your sample.',
  reportReady: 'Your report is ready: see Test Reports.',
  sampleCollected:
    'Your sample has been collected and is with the lab. Your report will appear under Test Reports when it is ready.',
} as const;
