import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patient.ts';

// The assistant's conversation tree (authored content) and each patient's place in it.

/**
 * The assistant's guided tree, kept as data. A node says something (message), may ask a
 * question with options, and may point to a screen (link).
 */
export const chatNodes = pgTable('chat_nodes', {
  code: text('code').primaryKey(),
  message: text('message'),
  question: text('question'),
  options: jsonb('options').$type<ChatNodeOption[]>().notNull(),
  link: jsonb('link').$type<{ label: string; href: string; state: Record<string, string> | null } | null>(),
  /** Answers that arrive here get the empathy message (sad or anxious). */
  empathy: boolean('empathy').notNull().default(false),
});
export interface ChatNodeOption {
  option_code: string;
  option_value: string;
  /** The node this option leads to. */
  next: string;
}

/** Free-text topics: words that lead to a node (safe topics; danger is read by modules/chat/safety). */
export const chatTopics = pgTable('chat_topics', {
  id: serial('id').primaryKey(),
  keywords: text('keywords').array().notNull(),
  nodeCode: text('node_code')
    .notNull()
    .references(() => chatNodes.code, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
});

/** Where each patient is in the conversation. Only the state is kept, not the transcript. */
export const chatSessions = pgTable('chat_sessions', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  nodeCode: text('node_code').notNull(),
  messageCount: integer('message_count').notNull().default(0),
  distressSeen: boolean('distress_seen').notNull().default(false),
  empathySent: boolean('empathy_sent').notNull().default(false),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
