import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// One table per thing the product keeps. Enums are checked by the contracts schemas at the
// edge; the columns stay text so a new list value needs no migration.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's Patient ID (P-100001), shown to patients and lab staff. */
    patientCode: text('patient_code').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash'),
    gender: text('gender'),
    dob: date('dob', { mode: 'string' }),
    city: text('city'),
    interest: text('interest').array().notNull().default(sql`'{}'::text[]`),
    tribe: text('tribe').array().notNull().default(sql`'{}'::text[]`),
    conceiveStatus: text('conceive_status'),
    lmp: date('lmp', { mode: 'string' }),
    lmpAsOf: date('lmp_as_of', { mode: 'string' }),
    profilePic: text('profile_pic'),
    googleId: text('google_id').unique(),
    facebookId: text('facebook_id').unique(),
    /** Set when the patient has an app account; lab-only records have null. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** Bumped on password reset: tokens carry the epoch they were issued in. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lab records may share a phone; app accounts may not.
    uniqueIndex('patients_account_phone_uq').on(t.phone).where(sql`${t.registeredAt} is not null`),
    uniqueIndex('patients_account_email_uq').on(t.email).where(sql`${t.registeredAt} is not null`),
    index('patients_phone_idx').on(t.phone),
  ],
);

/** Numbers for new Patient IDs; the lab's existing IDs sit below the start. */
export const patientCodeSeq = pgSequence('patient_code_seq', { startWith: 200001 });

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(), // 'signup' | 'reset'
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.phone, t.purpose, t.createdAt),
    index('otp_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Sign-in tries per account (or per unknown username) in the current 15-minute window. A try
 * is counted by one upsert before the password is checked, so parallel guesses cannot all be
 * checked; a success resets the count.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  tries: integer('tries').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

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

export const contactEnquiries = pgTable('contact_enquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
});

export const quickSupportCategories = pgTable('quick_support_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  parentId: uuid('parent_id'),
  audience: text('audience').notNull().default('Patient'),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const quickSupportQuestions = pgTable('quick_support_questions', {
  id: uuid('id').primaryKey().defaultRandom(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => quickSupportCategories.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  /** HTML as authored; URL-encoded on the way out, as the apps expect. */
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const pages = pgTable('pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const commonMaster = pgTable(
  'common_master',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('common_master_slug_value_uq').on(t.slug, t.value)],
);

/** Server-held secrets shared by every API instance (the token signing key when JWT_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Which one-time data loads have run (demo data), so they run once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  detail: jsonb('detail'),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------- Content and wellness (issue 3) ----------

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
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
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

/** One row per pregnancy week (1-40); mom and baby hold highlights, precautions and recommendations. */
export const pregnancyWeeks = pgTable('pregnancy_weeks', {
  week: integer('week').primaryKey(),
  size: text('size').notNull(),
  heightCm: doublePrecision('height_cm').notNull(),
  weightG: doublePrecision('weight_g').notNull(),
  sizeImagePath: text('size_image_path').notNull(),
  descriptionForBaby: text('description_for_baby').notNull(),
  descriptionForMom: text('description_for_mom').notNull(),
  mom: jsonb('mom').$type<CareNotes>().notNull(),
  baby: jsonb('baby').$type<CareNotes>().notNull(),
});
export interface CareNotes {
  highlights: string[];
  precautions: string[];
  recommendations: string[];
}

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

/** Free-text topics: words that lead to a node; crisis topics answer at once with the helpline. */
export const chatTopics = pgTable('chat_topics', {
  id: serial('id').primaryKey(),
  keywords: text('keywords').array().notNull(),
  nodeCode: text('node_code')
    .notNull()
    .references(() => chatNodes.code, { onDelete: 'cascade' }),
  crisis: boolean('crisis').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Where each patient is in the conversation. Only the state is kept, not the transcript. */
export const chatSessions = pgTable('chat_sessions', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  nodeCode: text('node_code').notNull(),
  messageCount: integer('message_count').notNull().default(0),
  empathySent: boolean('empathy_sent').notNull().default(false),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
