import { REFUND_TIMELINE } from '../booking/policy.ts';

// Appointments: the patient's consultations, cancelling and reviewing them. Quoted strings are
// the spec's words; the rest are marked "ours".

export const appointmentMessages = {
  noUpcoming: 'No Upcoming Appointments',
  cancelConfirm: 'Are you sure you want to Cancel?',
  // ours
  noPast: 'No Past Appointments',
  upcoming: 'Upcoming appointments.',
  past: 'Past appointments.',
  details: 'Appointment details.',
  notFound: 'Appointment not found.',
  idRequired: 'Please choose an appointment.',
  cannotCancel: 'This appointment can no longer be cancelled: cancelling is open until the day before it.',
  alreadyCancelled: 'This appointment is already cancelled.',
  cancelled: 'Your appointment has been cancelled.',
  cancelledRefund: 'Your appointment has been cancelled. The payment is being refunded.',
  /** A link (intake form, payment page) of a booking the patient has cancelled. */
  cancelledLink: 'This appointment was cancelled.',
  receiptNotFound: 'No receipt: this appointment was not paid for.',
} as const;

/**
 * What the patient is told once an appointment is cancelled (ours, issue 19): the appointment's
 * number and, when money was paid, how much goes back (`refund`: '₹1,500'), where and when.
 */
export function cancelledMessage(appointmentNo: string, refund: string | null): string {
  const done = `Appointment ${appointmentNo} has been cancelled.`;
  return refund ? `${done} ${refund} is being refunded. ${REFUND_TIMELINE}` : done;
}

export const reviewMessages = {
  // ours (spec: review validation not shown)
  ratingInvalid: 'Please choose a rating from 1 to 5 stars.',
  commentTooLong: 'Please keep the review under 1000 characters.',
  added: 'Thank you for your review.',
  onlyPast: 'You can review an appointment once it has taken place.',
  already: 'You have already reviewed this appointment.',
  doctorMismatch: 'This review does not match the appointment.',
  list: 'Your reviews.',
} as const;
