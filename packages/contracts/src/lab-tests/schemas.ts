import { z } from 'zod';
import { caseless, textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import { TEST_BOOKING_STATUSES, TEST_CATEGORIES, TEST_PAGE_SIZE } from './constants.ts';
import { labTestMessages as m } from './messages.ts';

/** `GET test?search&category` (spec section 4). Empty values mean no filter. */
export const testListQuery = z.object({
  search: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    textField().trim().max(100, m.searchTooLong),
  ),
  category: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    caseless(z.enum(TEST_CATEGORIES, { error: m.categoryInvalid })).optional(),
  ),
  ...pagingFields(TEST_PAGE_SIZE),
});

/** `GET test/my-bookings?page&records`. */
export const testBookingListQuery = z.object(pagingFields(TEST_PAGE_SIZE));

/**
 * The spec's Test (section 3). `mrp` is rupees; `test_category` its main category, and
 * `categories` (ours) every category it is listed under (carrier screening is for before and
 * during pregnancy).
 */
export const testSchema = z.object({
  _id: z.string(),
  display_test_name: z.string(),
  description: z.string(),
  mrp: z.number(),
  test_category: z.enum(TEST_CATEGORIES),
  categories: z.array(z.enum(TEST_CATEGORIES)),
});
export type LabTest = z.infer<typeof testSchema>;
export const testListData = z.array(testSchema);

/** `POST test/test-book`. */
export const testBookSchema = z.object({
  test_id: textField({ error: m.testRequired }).pipe(z.string().min(1, m.testRequired).max(100)),
});

/** A patient's test booking (ours): what they booked, at what price, and where it stands. */
export const testBookingSchema = z.object({
  _id: z.string(),
  booking_no: z.string(),
  test_id: z.string(),
  display_test_name: z.string(),
  mrp: z.number(),
  status: z.enum(TEST_BOOKING_STATUSES),
  createdAt: z.string(),
});
export type TestBooking = z.infer<typeof testBookingSchema>;
export const testBookingListData = z.array(testBookingSchema);
