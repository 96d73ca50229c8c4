// What a patient is told before paying and on the appointment (issue 19), once for the API and
// the web: the cancellation rule the API enforces (appointments/service.ts: a confirmed
// appointment can be cancelled for a later day than today, with every payment refunded to where
// it came from), the reschedule rule (ours: once, up to 24 hours before), and how long refunds
// take (Razorpay returns a card or UPI payment in 5-7 working days).

/** A consultation can be moved to another free slot of the same expert this many times. */
export const RESCHEDULE_LIMIT = 1;

/** …and only while it starts at least this many hours from now. */
export const RESCHEDULE_HOURS_BEFORE = 24;

/** Working days a refund takes to reach the patient's card, UPI or bank (Razorpay's figure). */
export const REFUND_WORKING_DAYS = '5-7';

/** The cancellation rule in the patient's words. */
export const CANCELLATION_POLICY =
  'Free cancellation up to the day before your consultation: you get the full amount back to where you paid from.';

/** The reschedule rule in the patient's words. */
export const RESCHEDULE_POLICY = `You can move your consultation to another free slot of the same expert once, up to ${RESCHEDULE_HOURS_BEFORE} hours before it starts.`;

/** Where a refund goes and when to expect it. */
export const REFUND_TIMELINE = `Refunds go back to the card, UPI or bank account you paid from in ${REFUND_WORKING_DAYS} working days.`;

/** "45 min": a consultation's length as shown beside its fee. */
export function sessionLengthText(minutes: number): string {
  return `${minutes} min`;
}
