import { ACCESS_SUBJECTS, AUDIT_SUBJECTS, STAFF_ROLES } from '@care/contracts/staff/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.ts';
import { experts } from './experts.ts';

// The provider's staff (issue 21): accounts apart from patients, the invites that create them,
// and the append-only log of every staff read of a patient's data. The staff module's.

/**
 * A staff member: e-mail and password plus a TOTP second factor. The TOTP secret is stored
 * encrypted (AES-256-GCM under a key derived from the signing secret); `totpLastStep` is the
 * last 30-second step accepted, moved forward only by a conditional UPDATE, so a code is used
 * once. `sessionEpoch` moves on a password change or when an admin ends the sessions.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case. */
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The expert profile an expert's account acts for (one account per expert). */
    expertId: uuid('expert_id')
      .unique()
      .references(() => experts.id),
    passwordHash: text('password_hash').notNull(),
    totpSecretEnc: text('totp_secret_enc').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    sessionEpoch: integer('session_epoch').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('staff_accounts_role_check', t.role, STAFF_ROLES),
    check('staff_accounts_expert_check', sql`(${t.role} = 'expert') = (${t.expertId} is not null)`),
  ],
);

/**
 * An invite to the console: single-use (claimed by a conditional UPDATE on `usedAt is null`),
 * expiring. Only the SHA-256 of the link's token is kept. The TOTP secret is drawn when the
 * invitee opens the link (encrypted here until the account is made).
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    expertId: uuid('expert_id').references(() => experts.id),
    tokenHash: text('token_hash').notNull().unique(),
    totpSecretEnc: text('totp_secret_enc'),
    invitedBy: uuid('invited_by').references(() => staffAccounts.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('staff_invites_role_check', t.role, STAFF_ROLES),
    check('staff_invites_expert_check', sql`(${t.role} = 'expert') = (${t.expertId} is not null)`),
    index('staff_invites_email_idx').on(t.email),
  ],
);

/**
 * Every staff read of a patient's data (DPDP Rules 2025, rule 6): who (id, role and name as
 * they were), which patient, what, why, when. Append-only: migration 0020's trigger refuses any
 * UPDATE, and any DELETE of a row younger than a year (the retention job deletes older ones).
 * `patientId` has no foreign key on purpose: the log outlives an erased account for its year.
 */
export const staffAccessLog = pgTable(
  'staff_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    staffRole: text('staff_role', { enum: STAFF_ROLES }).notNull(),
    staffName: text('staff_name').notNull(),
    patientId: uuid('patient_id').notNull(),
    bookingId: uuid('booking_id'),
    what: text('what', { enum: ACCESS_SUBJECTS }).notNull(),
    /** The title of what was opened (a report's title, "Intake form"). */
    title: text('title').notNull(),
    /** Why: the appointment it was read for ("Consultation A-100042"). */
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('staff_access_log_role_check', t.staffRole, STAFF_ROLES),
    oneOf('staff_access_log_what_check', t.what, ACCESS_SUBJECTS),
    index('staff_access_log_patient_idx').on(t.patientId, t.at),
    index('staff_access_log_staff_idx').on(t.staffId, t.at),
    index('staff_access_log_at_idx').on(t.at),
  ],
);

/**
 * The audit log (issue 22): every staff change (a refund, a status, a coupon, an article, an
 * expert's fee), written in the transaction that makes the change, with who (name and role as
 * they were), what, and the record before and after. Append-only: migration 0022's triggers
 * refuse UPDATE, DELETE and TRUNCATE. `before`/`after` hold the changed record's fields, never a
 * secret (no password hash, TOTP secret or token); null before a creation.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    staffRole: text('staff_role', { enum: STAFF_ROLES }).notNull(),
    staffName: text('staff_name').notNull(),
    /** A verb with its object: 'lab_booking.move', 'coupon.create', 'refund.retry'. */
    action: text('action').notNull(),
    subject: text('subject', { enum: AUDIT_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    /** A short line an admin reads in the list ("T-500012: booked → sample collected"). */
    summary: text('summary').notNull(),
    /** Why, when the action asks for one (a manual refund's reason). */
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('staff_audit_log_role_check', t.staffRole, STAFF_ROLES),
    oneOf('staff_audit_log_subject_check', t.subject, AUDIT_SUBJECTS),
    index('staff_audit_log_at_idx').on(t.at),
    index('staff_audit_log_staff_idx').on(t.staffId, t.at),
    index('staff_audit_log_subject_idx').on(t.subject, t.subjectId, t.at),
  ],
);
