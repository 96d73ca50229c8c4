import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// Patients: app accounts and lab records that sign-up can link.

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
