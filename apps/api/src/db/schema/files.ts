import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { patients } from './patient.ts';

// Uploads through signed URLs: who asked for which key, and whether it arrived.

export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  folder: text('folder').notNull(),
  contentType: text('content_type').notNull(),
  maxBytes: integer('max_bytes').notNull(),
  size: integer('size'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  createdAt: createdAt(),
});
