import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { patients } from './patient.ts';

// Articles and patients' likes and bookmarks.

/** Articles of three types; media paths are storage keys (article/...), turned into addresses on the way out. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    /** HTML as authored; URL-encoded on the way out, as the apps expect. */
    body: text('body').notNull(),
    type: text('type').notNull(),
    /** The interest it is filed under; null for general reading. */
    category: text('category'),
    /** Pregnancy weeks it suits (inclusive); null for any week. */
    weekFrom: integer('week_from'),
    weekTo: integer('week_to'),
    tribes: text('tribes').array().notNull().default(sql`'{}'::text[]`),
    imagePath: text('image_path'),
    audioPath: text('audio_path'),
    videoPath: text('video_path'),
    videoLink: text('video_link'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /** When patients first saw it (lists sort by it); null: a draft or unpublished, shown to no patient. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** The console's last save (issue 22). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_type_published_idx').on(t.type, t.publishedAt),
    index('articles_tribes_idx').using('gin', t.tribes),
  ],
);

/** A patient's mark on an article (a like, a bookmark): one row per patient and article. */
function patientArticleMarks(name: string) {
  return pgTable(
    name,
    {
      articleId: uuid('article_id')
        .notNull()
        .references(() => articles.id, { onDelete: 'cascade' }),
      patientId: uuid('patient_id')
        .notNull()
        .references(() => patients.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.patientId, t.articleId] })],
  );
}

export const articleLikes = patientArticleMarks('article_likes');
export const articleBookmarks = patientArticleMarks('article_bookmarks');
