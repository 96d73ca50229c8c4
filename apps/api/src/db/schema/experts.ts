import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staffAccounts } from './staff.ts';

// Experts (the spec's "doctor"): who they are, what they charge, and when they see patients.

export const experts = pgTable(
  'experts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'gc' (Genetic Counselling) or 'mhc' (Mental Health Counselling). */
    type: text('type').notNull(),
    salutation: text('salutation').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    pronoun: text('pronoun'),
    /**
     * A media key: a drawing under the doctor folder (seeded), `expert-photo/<id>.jpg` (an
     * expert_photos row, uploaded from the console), or null for the gender avatar.
     */
    profilePicture: text('profile_picture'),
    qualification: text('qualification').notNull(),
    registrationNo: text('registration_no').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    /** Practising since (the spec's `exprience`); years of experience are computed from it. */
    practisingSince: date('practising_since', { mode: 'string' }).notNull(),
    specialities: text('specialities').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** MHC only: common-master `concerns` values. */
    concerns: text('concerns').array().notNull().default(sql`'{}'::text[]`),
    /** common-master `expert-approaches` values. */
    approaches: text('approaches').array().notNull().default(sql`'{}'::text[]`),
    // Fees in paise (the payloads show rupees): first and follow-up (GC), self/couple/family
    // (MHC), medicine.
    tier1Fee: integer('tier_1_fee').notNull(),
    tier2Fee: integer('tier_2_fee').notNull(),
    selfFee: integer('self_fee').notNull(),
    coupleFee: integer('couple_fee').notNull(),
    familyFee: integer('family_fee').notNull(),
    medicineFee: integer('medicine_fee').notNull().default(0),
    clinicAddressLine1: text('clinic_address_line1'),
    clinicAddressLine2: text('clinic_address_line2'),
    clinicCity: text('clinic_city'),
    clinicState: text('clinic_state'),
    clinicCountry: text('clinic_country'),
    clinicPostalCode: text('clinic_postal_code'),
    country: text('country').notNull().default('India'),
    mobileNumber: text('mobile_number'),
    customerSupport: text('customer_support'),
    hospitalId: text('hospital_id'),
    active: boolean('active').notNull().default(true),
    /**
     * The IANA zone the expert's hours, date overrides and leave are written in (issue 21); the
     * patient side lists slots in Asia/Kolkata whatever this is.
     */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /**
     * Everything a patient may search by, kept in one text column by the expert repository
     * (name, specialities, concerns, approaches, languages) so one trigram index and one
     * full-text expression serve the search. Migration 0004 adds the GIN indexes.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('experts_type_idx').on(t.type, t.active),
    // The expert list's sorts and filters (issue 19): fee (GC lists the first consultation's,
    // MHC the self session's), experience, and the counsellor's gender.
    index('experts_gc_fee_idx').on(t.type, t.active, t.tier1Fee),
    index('experts_mhc_fee_idx').on(t.type, t.active, t.selfFee),
    index('experts_experience_idx').on(t.type, t.active, t.practisingSince),
    index('experts_gender_idx').on(t.type, t.active, t.gender),
  ],
);

/**
 * A weekly working window: on `weekday` (0 Sunday … 6 Saturday, in the expert's `timeZone`) the
 * expert sees patients from `startTime` to `endTime` in slots of `slotMinutes`, with
 * `bufferMinutes` free after each slot (the next slot starts slot + buffer later).
 */
export const expertSchedules = pgTable(
  'expert_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
    bufferMinutes: smallint('buffer_minutes').notNull().default(0),
  },
  (t) => [index('expert_schedules_expert_idx').on(t.expertId, t.weekday)],
);

/**
 * Hours for one date in place of the weekly ones (a date override): on `date` (the expert's
 * local date, in their `timeZone`) the expert's windows are these rows and no weekly window.
 * A date the expert does not work at all is an expert_days_off row instead.
 */
export const expertDateOverrides = pgTable(
  'expert_date_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
    bufferMinutes: smallint('buffer_minutes').notNull().default(0),
  },
  (t) => [index('expert_date_overrides_expert_idx').on(t.expertId, t.date)],
);

/**
 * Leave: whole days, `startsOn` to `endsOn` (the expert's local dates), with a reason the
 * patients of cancelled appointments are not shown. Each day is also an expert_days_off row
 * (with this leave's id), so the slot function needs no second rule.
 */
export const expertLeave = pgTable(
  'expert_leave',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('expert_leave_expert_idx').on(t.expertId, t.startsOn)],
);

/** A date the expert does not work, whatever the weekly schedule says. */
export const expertDaysOff = pgTable(
  'expert_days_off',
  {
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The leave this day belongs to, or null for a single day off (a date override). */
    leaveId: uuid('leave_id').references(() => expertLeave.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('expert_days_off_pk').on(t.expertId, t.date)],
);

/** bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * An expert's photo as patients see it (issue 21): the upload re-encoded as a square JPEG
 * (experts/photo.ts), kept in the database so every API instance serves it, whatever the file
 * storage. `experts.profilePicture` names the current one (`expert-photo/<id>.jpg`); saving a
 * new one deletes the older rows in the same transaction, so an expert has at most one.
 */
export const expertPhotos = pgTable(
  'expert_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    /** The console account that uploaded it (kept if that account is ever deleted). */
    uploadedByStaffId: uuid('uploaded_by_staff_id').references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    contentType: text('content_type').notNull(),
    bytes: bytes('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('expert_photos_expert_idx').on(t.expertId)],
);
