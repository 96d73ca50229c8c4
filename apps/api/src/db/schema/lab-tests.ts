import { TEST_BOOKING_STATUSES } from '@care/contracts/lab-tests/constants';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.ts';
import { patients } from './patient.ts';

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
    active: boolean('active').notNull().default(true),
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
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('lab_test_bookings_status_check', t.status, TEST_BOOKING_STATUSES),
    index('lab_test_bookings_patient_idx').on(t.patientId, t.createdAt),
    uniqueIndex('lab_test_bookings_open_idx')
      .on(t.patientId, t.testId)
      .where(sql`status in ('booked', 'sample_collected')`),
  ],
);
