import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { patients } from './patient.ts';
import { staffAccounts } from './staff.ts';

// Support: Contact Us enquiries, the quick-support FAQ, static pages, common-master lists.

export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    // Worked through from the console (issue 22): when, by whom, and what was done. Null while
    // the enquiry waits; reopening clears all three (the audit log keeps the earlier handling).
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Kept if that account is ever deleted (set null), as the audit log keeps the name. */
    handledByStaffId: uuid('handled_by_staff_id').references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    handledNote: text('handled_note'),
  },
  (t) => [
    // The operators' list: the enquiries still waiting, by date.
    index('contact_enquiries_waiting_idx').on(t.createdAt).where(sql`handled_at is null`),
  ],
);

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
  /** Null: unpublished in the console (issue 22), left out of the patients' FAQ. */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
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
