import {
  COLLECTION_MODES,
  COLLECTION_WINDOWS,
  LAB_PAYMENT_MODES,
  LAB_PAYMENT_STATES,
  TEST_BOOKING_STATUSES,
} from '@care/contracts/lab-tests/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { createdAt, oneOf } from './columns.ts';
import { patients } from './patient.ts';
import { testReports } from './reports.ts';

/**
 * A patient's saved addresses (issue 22), for home collections; at most SAVED_ADDRESSES_MAX each.
 * PIN codes are India's six digits.
 */
export const patientAddresses = pgTable(
  'patient_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** 'Home', 'Work', 'Mother's house'. */
    label: text('label').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('patient_addresses_patient_idx').on(t.patientId, t.createdAt)],
);

/** The lab's catalogue: name, what it is for, MRP in paise, the categories it is listed under. */
export const labTests = pgTable(
  'lab_tests',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Paise (the MRP printed on the lab's price list, shown in rupees); a CHECK keeps it above 0. */
    mrp: integer('mrp').notNull(),
    categories: text('categories').array().notNull(),
    /** What the patient does before the sample (fasting, timing in pregnancy); shown when booking. */
    preparation: text('preparation').notNull().default(''),
    /** Whether a phlebotomist may take the sample at home (a scan, say, needs the lab). */
    homeCollection: boolean('home_collection').notNull().default(true),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name, description and categories for the search (trigram and prefix). */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lab_tests_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

export const testBookingNoSeq = pgSequence('test_booking_no_seq', { startWith: 500001 });

/**
 * A patient's booking of a lab test, at the MRP of the day. booked → sample_collected →
 * report_ready, or booked → cancelled (a CHECK in 0011). One open booking per patient and test
 * (a partial unique index): booking the same test again while one is open is a mistake more
 * often than a need, and the answer says where the first one is.
 */
export const labTestBookings = pgTable(
  'lab_test_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingNo: text('booking_no').notNull().unique().default(sql`'T-' || nextval('test_booking_no_seq')`),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => labTests.id),
    mrp: integer('mrp').notNull(),
    status: text('status', { enum: TEST_BOOKING_STATUSES }).notNull().default('booked'),
    // Issue 22. Null until the patient chooses (a booking made with only test_id, as the spec's
    // client sends it, asks for the rest on its page).
    collectionMode: text('collection_mode', { enum: COLLECTION_MODES }),
    /** The saved address chosen; the text below is what the collection uses (a later edit does not move it). */
    addressId: uuid('address_id').references(() => patientAddresses.id, { onDelete: 'set null' }),
    addressText: text('address_text'),
    /** Asia/Kolkata date and window of the collection (or of the lab visit). */
    collectionDate: date('collection_date', { mode: 'string' }),
    collectionWindow: text('collection_window', { enum: COLLECTION_WINDOWS }),
    paymentMode: text('payment_mode', { enum: LAB_PAYMENT_MODES }),
    paymentState: text('payment_state', { enum: LAB_PAYMENT_STATES }).notNull().default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    reportReadyAt: timestamp('report_ready_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled, in words the patient is shown. */
    cancelReason: text('cancel_reason'),
    /** The report uploaded by operations (test_reports row), once ready. */
    reportId: uuid('report_id').references(() => testReports.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('lab_test_bookings_status_check', t.status, TEST_BOOKING_STATUSES),
    oneOf('lab_test_bookings_mode_check', t.collectionMode, COLLECTION_MODES),
    oneOf('lab_test_bookings_window_check', t.collectionWindow, COLLECTION_WINDOWS),
    oneOf('lab_test_bookings_payment_mode_check', t.paymentMode, LAB_PAYMENT_MODES),
    oneOf('lab_test_bookings_payment_state_check', t.paymentState, LAB_PAYMENT_STATES),
    // Operations read the day's collections by window.
    index('lab_test_bookings_collection_idx').on(t.collectionDate, t.collectionWindow),
    index('lab_test_bookings_patient_idx').on(t.patientId, t.createdAt),
    uniqueIndex('lab_test_bookings_open_idx')
      .on(t.patientId, t.testId)
      .where(sql`status in ('booked', 'sample_collected')`),
  ],
);
