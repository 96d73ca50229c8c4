import type { Conn, Tx } from '../db/client.ts';
import type { bookings } from '../db/schema/index.ts';

// In-process domain events: a module announces what happened to its data and the modules that
// care react, so the announcer does not import them (booking announces a confirmation; reminders
// schedules its messages). Delivery is synchronous and in order: `emit` awaits every subscriber,
// inside the announcer's transaction (`tx`), and a subscriber's failure fails the announcer's
// transaction too, exactly as a direct call would. Subscribers are a module's `events` (see
// lib/api-module.ts), wired once by app.ts.

type BookingRow = typeof bookings.$inferSelect;

/** Every event and what its subscribers receive. */
export interface DomainEvents {
  /** A confirmed booking's confirmation was claimed (once per booking), in that transaction. */
  'booking.confirmed': { tx: Tx; booking: BookingRow; now: Date };
  /**
   * A confirmed booking was cancelled, in the cancelling transaction: by the patient, or because
   * the expert took leave over it (issue 21; the patient is told so and offered another time).
   */
  'booking.cancelled': {
    tx: Tx;
    bookingId: string;
    expertId: string;
    now: Date;
    by: 'patient' | 'expert_leave';
  };
  /**
   * A confirmed booking moved to another slot (issue 19), in the moving transaction: `booking` at
   * its new time, `from` its old start.
   */
  'booking.rescheduled': { tx: Tx; booking: BookingRow; from: Date; now: Date };
  /**
   * A file is being fetched through a signed link that carries a read note (the local storage's
   * route, before it sends the bytes): the module that made the link records the read.
   */
  'storage.read': { conn: Conn; key: string; note: string; now: Date };
  /**
   * A coupon is being described to a patient (booking's coupon validation, issue 19): the module
   * that made the coupon for its own purpose sets `answer.kind` (gifts: 'gift'). A question
   * asked as an event so booking, below gifts, need not import it.
   */
  'coupon.describing': { conn: Conn; couponId: string; answer: { kind: 'gift' | 'coupon' } };
}

export type EventName = keyof DomainEvents;
export type Subscriber<K extends EventName> = (event: DomainEvents[K]) => Promise<void>;
/** A module's subscribers, by event. */
export type Subscriptions = { [K in EventName]?: Subscriber<K> };

export class EventBus {
  readonly #subscribers: { [K in EventName]?: Subscriber<K>[] } = {};

  on<K extends EventName>(name: K, subscriber: Subscriber<K>): void {
    const list: Subscriber<K>[] = this.#subscribers[name] ?? [];
    list.push(subscriber);
    (this.#subscribers as Record<K, Subscriber<K>[]>)[name] = list;
  }

  subscribe(subscriptions: Subscriptions): void {
    for (const name of Object.keys(subscriptions) as EventName[]) {
      const subscriber = subscriptions[name];
      if (subscriber) this.on(name, subscriber as Subscriber<typeof name>);
    }
  }

  /** Runs every subscriber in turn; the first failure is the announcer's failure. */
  async emit<K extends EventName>(name: K, event: DomainEvents[K]): Promise<void> {
    for (const subscriber of this.#subscribers[name] ?? []) await subscriber(event);
  }
}
