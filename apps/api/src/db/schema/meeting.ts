import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { createdAt, oneOf } from './columns.ts';

export const CALL_PARTIES = ['patient', 'expert'] as const;
export const CALL_ACTIVITIES = ['joined', 'disconnected'] as const;

/**
 * Who entered and left a consultation's video room, and when (spec section 4's
 * appointment-call-activity): the patient's page reports its own 'joined' and 'disconnected';
 * the expert's arrivals and departures are recorded by the room's signalling socket. Rows are
 * only ever added. Migration 0008 adds the CHECKs on party and activity.
 */
export const callActivities = pgTable(
  'call_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'patient' or 'expert'. */
    party: text('party', { enum: CALL_PARTIES }).notNull(),
    /** 'joined' or 'disconnected'. */
    activity: text('activity', { enum: CALL_ACTIVITIES }).notNull(),
    at: createdAt(),
  },
  (t) => [
    oneOf('call_activities_party_check', t.party, CALL_PARTIES),
    oneOf('call_activities_activity_check', t.activity, CALL_ACTIVITIES),
    index('call_activities_booking_idx').on(t.bookingId, t.at),
  ],
);

/**
 * Room socket tickets already used (issue 18): a ticket opens one socket once. The insert of its
 * id decides (the primary key), so two instances cannot both accept it. Rows older than the
 * ticket's lifetime may be swept.
 */
export const roomTicketUses = pgTable('room_ticket_uses', {
  /** The ticket's `jti`. */
  ticketId: text('ticket_id').primaryKey(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});
