// zod/mini: the answers /book-test checks before its first paint (the catalogue, the patient's
// bookings) and a booking's answer, written with the tree-shakable API so the page does not
// download zod's classic API (12 KB gzip) to show the list. Request schemas stay in schemas.ts.
import { z } from 'zod/mini';
import {
  COLLECTION_MODES,
  COLLECTION_WINDOWS,
  LAB_PAYMENT_MODES,
  LAB_PAYMENT_STATES,
  TEST_BOOKING_STATUSES,
  TEST_CATEGORIES,
} from './constants.ts';

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
  /** Ours (issue 22): what to do before the sample (fasting, timing in pregnancy); '' when nothing. */
  preparation: z.string(),
  /** Ours (issue 22): whether the sample may be taken at home (false: a visit to the lab). */
  home_collection: z.boolean(),
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
  // Issue 22: how and when the sample is collected and how it is paid. Null until the patient
  // chooses (a booking made with only test_id; `details_needed` says so).
  collection_mode: z.nullable(z.enum(COLLECTION_MODES)),
  /** The saved address chosen (null once deleted); `address_text` is where the collection goes. */
  address_id: z.nullable(z.string()),
  address_text: z.nullable(z.string()),
  /** YYYY-MM-DD, Asia/Kolkata. */
  collection_date: z.nullable(z.string()),
  collection_window: z.nullable(z.enum(COLLECTION_WINDOWS)),
  payment_mode: z.nullable(z.enum(LAB_PAYMENT_MODES)),
  payment_state: z.enum(LAB_PAYMENT_STATES),
  paid_at: z.nullable(z.string()),
  /** The test's preparation advice and whether it can be collected at home. */
  preparation: z.string(),
  home_collection: z.boolean(),
  /** True while how, where or when the sample is collected, or how it is paid, is still to choose. */
  details_needed: z.boolean(),
  /** Whether the patient may still change the details (booked, not yet collected). */
  can_change: z.boolean(),
  /** Whether Pay online can be offered now (online, unpaid, still booked). */
  can_pay: z.boolean(),
  /** What happens next, in a sentence or two. */
  next_step: z.string(),
  cancel_reason: z.nullable(z.string()),
  /** The report in Test Reports, once ready. */
  report_id: z.nullable(z.string()),
});
export type TestBooking = z.infer<typeof testBookingSchema>;
export const testBookingListData = z.array(testBookingSchema);

/** A saved address (issue 22), for home collections. */
export const addressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pin_code: z.string(),
  createdAt: z.string(),
});
export type SavedAddress = z.infer<typeof addressSchema>;
export const addressListData = z.array(addressSchema);

/** `POST test/my-bookings/:id/pay`: the provider order to open the checkout with (as consultations'). */
export const labOrderData = z.object({
  result: z.object({
    id: z.string(),
    /** Paise. */
    amount: z.number(),
    currency: z.literal('INR'),
    key_id: z.nullable(z.string()),
  }),
});
export type LabOrderData = z.infer<typeof labOrderData>;
