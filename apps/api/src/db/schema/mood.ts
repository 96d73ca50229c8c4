import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { patients } from './patient.ts';

// Mood check-ins.

export const moodTracks = pgTable(
  'mood_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    mood: text('mood').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mood_tracks_patient_idx').on(t.patientId, t.createdAt)],
);
