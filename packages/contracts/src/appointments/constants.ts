// Appointments and reviews.

/** Stars a review gives (1 to 5). */
export const REVIEW_MAX_RATING = 5;
export const REVIEW_COMMENT_MAX = 1000;

/** Where a cancelled appointment's money stands (ours): nothing was paid, refunded, or on its way. */
export const REFUND_STATUSES = ['none', 'refunded', 'processing'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A booking's states, each moving forward only (conditional UPDATEs decide): held → pending →
 * confirmed; held or pending → expired when the hold runs out (a late capture may still confirm
 * it); confirmed → cancelled by the patient before the day; confirmed → completed (the patient
 * joined the room) or no_show (they never did) once the appointment has ended.
 */
export const BOOKING_STATUSES = [
  'held',
  'pending',
  'confirmed',
  'expired',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Paid appointments that keep their time: confirmed, and after the end completed or no_show. */
export const KEPT_STATUSES = ['confirmed', 'completed', 'no_show'] as const;
export const isKept = (status: string): boolean => (KEPT_STATUSES as readonly string[]).includes(status);
