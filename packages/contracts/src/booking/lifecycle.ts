// The booking lifecycle, declared once: a booking's states and its payment orders' states, and
// from which states each one may be reached. The API's conditional UPDATEs take their `WHERE
// status IN (…)` from these tables (modules/booking/lifecycle.ts), the Drizzle columns take
// their types and the database its CHECK constraints from the status lists (db/schema).
// Both graphs have no cycle (contracts test): every move is forward.

/**
 * A booking's states: held (slot chosen, form not sent) → pending (booked, awaiting payment) →
 * confirmed (paid or free); held or pending → expired when the hold runs out unpaid (a late
 * capture may still confirm it); confirmed → cancelled by the patient before the day, or, once
 * the appointment has ended, completed (the patient joined the room) or no_show.
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

/** For each state, the states a booking may move to it from. */
export const BOOKING_MOVES = {
  held: [],
  pending: ['held'],
  // A free booking is confirmed straight from held; a capture after the hold ran out still counts.
  confirmed: ['held', 'pending', 'expired'],
  expired: ['held', 'pending'],
  cancelled: ['confirmed'],
  completed: ['confirmed'],
  no_show: ['confirmed'],
} as const satisfies Record<BookingStatus, readonly BookingStatus[]>;

/** Paid appointments that keep their time: confirmed, and after the end completed or no_show. */
export const KEPT_STATUSES = [
  'confirmed',
  'completed',
  'no_show',
] as const satisfies readonly BookingStatus[];
export const isKept = (status: string): boolean => (KEPT_STATUSES as readonly string[]).includes(status);

/**
 * A payment order's states (a booking's or a gift's): created → paid → refunded, created → failed
 * (→ paid when a capture arrives later), created or failed → refunded when a payment reaches an
 * order that can no longer be used (the money goes back).
 */
export const ORDER_STATUSES = ['created', 'failed', 'paid', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_MOVES = {
  created: [],
  failed: ['created'],
  paid: ['created', 'failed'],
  refunded: ['created', 'failed', 'paid'],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** Orders a patient may still pay. */
export const OPEN_ORDER_STATUSES = ['created', 'failed'] as const satisfies readonly OrderStatus[];
