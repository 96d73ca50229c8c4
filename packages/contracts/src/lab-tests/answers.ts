// zod/mini: the answers /book-test checks before its first paint (the catalogue, the patient's
// bookings) and a booking's answer, written with the tree-shakable API so the page does not
// download zod's classic API (12 KB gzip) to show the list. Request schemas stay in schemas.ts.
import { z } from 'zod/mini';
import { TEST_BOOKING_STATUSES, TEST_CATEGORIES } from './constants.ts';

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
