import {
  BOOKING_MOVES,
  type BookingStatus,
  ORDER_MOVES,
  type OrderStatus,
} from '@care/contracts/booking/lifecycle';
import { inArray } from 'drizzle-orm';
import { bookings, paymentOrders } from '../../db/schema/index.ts';

// Every status move of a booking or of a payment order is a conditional UPDATE in this module
// (repository.ts for bookings, orders.ts for orders) whose condition comes from here: the row
// moves to `to` only from a state contracts/booking/lifecycle lists for it, so no caller, retry
// or second instance can move one back. `only` narrows the states further for one path (a hold
// that lapsed is not confirmed by a free booking, say); it never widens them.

function fromStates<S extends string>(moves: Record<S, readonly S[]>, to: S, only?: readonly S[]): S[] {
  const allowed = moves[to];
  const from = only ? only.filter((s) => allowed.includes(s)) : [...allowed];
  if (from.length === 0) throw new Error(`no state moves to ${to} from ${only?.join(', ')}`);
  return from;
}

/** The WHERE of a booking's move to `to`. */
export const bookingMayBecome = (to: BookingStatus, only?: readonly BookingStatus[]) =>
  inArray(bookings.status, fromStates(BOOKING_MOVES, to, only));

/** The WHERE of an order's move to `to`. */
export const orderMayBecome = (to: OrderStatus, only?: readonly OrderStatus[]) =>
  inArray(paymentOrders.status, fromStates(ORDER_MOVES, to, only));
