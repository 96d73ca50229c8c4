import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.ts';

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * Every text and e-mail the API sends, one row per channel (modules/outbox): written before it
 * goes, claimed with a lease, marked sent only after the provider answers, retried with backoff
 * and then marked failed. pending → sending → sent | pending (retry) | failed. A one-time code
 * goes at once and is recorded here after the provider answers (its text is not kept).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sms or email. */
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** The phone (10 digits) or the e-mail address. */
    recipient: text('recipient').notNull(),
    /** What the adapter sends: { text } for a text, the EmailMessage for an e-mail. */
    payload: jsonb('payload').notNull(),
    /** Why it is sent (booking.confirmation, reminder_24h, gift.code...), for the logs and support. */
    purpose: text('purpose').notNull(),
    /** Makes enqueueing idempotent: a second row with the same key is not written. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While sending: until when the claim holds; a crashed sender's claim lapses then. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('outbox_messages_channel_check', t.channel, OUTBOX_CHANNELS),
    oneOf('outbox_messages_status_check', t.status, OUTBOX_STATUSES),
    uniqueIndex('outbox_messages_dedupe_idx').on(t.dedupeKey),
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
  ],
);
