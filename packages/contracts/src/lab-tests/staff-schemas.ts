import { z } from 'zod';
import { isIsoDate } from '../common/dates.ts';
import { caseless, optionalNullable, textField } from '../common/fields.ts';
import { RISK_STATUSES } from '../reports/constants.ts';
import {
  COLLECTION_MODES,
  COLLECTION_WINDOWS,
  LAB_PAYMENT_MODES,
  LAB_PAYMENT_STATES,
  TEST_BOOKING_STATUSES,
  TEST_CATEGORIES,
} from './constants.ts';
import { labStaffMessages as m } from './staff-messages.ts';

// The lab as operations run it from the console (issue 22), under /api/staff/lab. Amounts are
// paise here (the console shows rupees); dates are Asia/Kolkata YYYY-MM-DD.

const uuidParam = textField().regex(/^[0-9a-f-]{36}$/i, 'Not a valid id.');
export const labIdParams = z.object({ id: uuidParam });

/** The most a test may cost, in paise (₹10,00,000: whole-genome sequencing is below it). */
export const LAB_MRP_MAX_PAISE = 100_000_000;
/** The report PDF's ceiling: the same as a patient's or an expert's upload. */
export const LAB_REPORT_MAX_BYTES = 10 * 1024 * 1024;

// ---------- The day's collections ----------

/** `GET staff/lab/bookings?date&status&mode`: the date defaults to today in India. */
export const labBookingListQuery = z.object({
  date: optionalNullable(textField({ error: m.dateInvalid }).trim().refine(isIsoDate, m.dateInvalid)),
  status: optionalNullable(caseless(z.enum(TEST_BOOKING_STATUSES, { error: m.statusInvalid }))),
  mode: optionalNullable(caseless(z.enum(COLLECTION_MODES, { error: m.modeInvalid }))),
});

export const labStaffBookingSchema = z.object({
  id: z.string(),
  booking_no: z.string(),
  test_id: z.string(),
  test_name: z.string(),
  patient_name: z.string(),
  /** Shown to operations for the collection; each list that shows it is a recorded read. */
  patient_phone: z.string(),
  mode: z.enum(COLLECTION_MODES).nullable(),
  address_text: z.string().nullable(),
  collection_date: z.string().nullable(),
  collection_window: z.enum(COLLECTION_WINDOWS).nullable(),
  payment_mode: z.enum(LAB_PAYMENT_MODES).nullable(),
  payment_state: z.enum(LAB_PAYMENT_STATES),
  /** The price booked, in paise. */
  mrp_paise: z.number(),
  status: z.enum(TEST_BOOKING_STATUSES),
  report_id: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  collected_at: z.string().nullable(),
  report_ready_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
});
export type LabStaffBooking = z.infer<typeof labStaffBookingSchema>;

/**
 * The date's bookings ordered by window (those without a window last), and every open booking
 * that has no date yet (booked with only test_id, say), so none is lost.
 */
export const labBookingListData = z.object({
  date: z.string(),
  bookings: z.array(labStaffBookingSchema),
  undated: z.array(labStaffBookingSchema),
});
export type LabBookingList = z.infer<typeof labBookingListData>;

/**
 * `POST staff/lab/bookings/:id/move`: forward only. report_ready is named so the answer can say
 * how a report is made ready (its upload); only sample_collected moves here.
 */
export const labMoveBody = z.object({
  to: z.enum(['sample_collected', 'report_ready'], { error: m.moveInvalid }),
});

/** `POST staff/lab/bookings/:id/cancel`: the reason is shown to the patient in the app (not in the text). */
export const labCancelBody = z.object({
  reason: textField({ error: m.cancelReasonRequired, multiline: true })
    .trim()
    .min(3, m.cancelReasonRequired)
    .max(300, m.cancelReasonRequired),
});

/**
 * `POST staff/lab/bookings/:id/report?status&doctor_name&institute_name`, the body being the
 * PDF itself (Content-Type application/pdf). The institute defaults to the provider's name.
 */
export const labReportQuery = z.object({
  status: caseless(z.enum(RISK_STATUSES, { error: m.reportStatusInvalid })),
  doctor_name: textField({ error: m.doctorNameRequired })
    .trim()
    .min(2, m.doctorNameRequired)
    .max(120, m.doctorNameRequired),
  institute_name: optionalNullable(
    textField({ error: m.instituteNameInvalid })
      .trim()
      .min(2, m.instituteNameInvalid)
      .max(120, m.instituteNameInvalid),
  ),
});

// ---------- The catalogue ----------

export const labStaffTestSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  mrp_paise: z.number(),
  categories: z.array(z.enum(TEST_CATEGORIES)),
  preparation: z.string(),
  home_collection: z.boolean(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type LabStaffTest = z.infer<typeof labStaffTestSchema>;
export const labStaffTestListData = z.array(labStaffTestSchema);

const testFields = {
  name: textField({ error: m.testNameRequired })
    .trim()
    .min(2, m.testNameRequired)
    .max(120, m.testNameRequired),
  description: textField({ error: m.descriptionTooLong, multiline: true })
    .trim()
    .max(2000, m.descriptionTooLong),
  mrp_paise: z
    .number({ error: m.mrpInvalid })
    .int(m.mrpInvalid)
    .min(1, m.mrpInvalid)
    .max(LAB_MRP_MAX_PAISE, m.mrpInvalid),
  categories: z
    .array(caseless(z.enum(TEST_CATEGORIES, { error: m.categoriesRequired })), {
      error: m.categoriesRequired,
    })
    .min(1, m.categoriesRequired)
    .max(TEST_CATEGORIES.length, m.categoriesRequired)
    .transform((c) => [...new Set(c)]),
  preparation: textField({ error: m.preparationTooLong, multiline: true })
    .trim()
    .max(1000, m.preparationTooLong),
  home_collection: z.boolean(),
  active: z.boolean(),
};

/** `POST staff/lab/tests`. */
export const labTestCreateBody = z.object({
  ...testFields,
  description: testFields.description.default(''),
  preparation: testFields.preparation.default(''),
  home_collection: testFields.home_collection.default(true),
  active: testFields.active.default(true),
});
export type LabTestCreateBody = z.infer<typeof labTestCreateBody>;

/** `PATCH staff/lab/tests/:id`: any of the fields, at least one. */
export const labTestPatchBody = z
  .object({
    name: testFields.name.optional(),
    description: testFields.description.optional(),
    mrp_paise: testFields.mrp_paise.optional(),
    categories: testFields.categories.optional(),
    preparation: testFields.preparation.optional(),
    home_collection: testFields.home_collection.optional(),
    active: testFields.active.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), m.nothingToChange);
export type LabTestPatchBody = z.infer<typeof labTestPatchBody>;
