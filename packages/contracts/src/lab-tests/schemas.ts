import { z } from 'zod';
import { isIsoDate } from '../common/dates.ts';
import { caseless, textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import {
  COLLECTION_MODES,
  COLLECTION_WINDOWS,
  type CollectionMode,
  type CollectionWindow,
  LAB_PAYMENT_MODES,
  type LabPaymentMode,
  TEST_CATEGORIES,
  TEST_PAGE_SIZE,
} from './constants.ts';
import { labTestMessages as m } from './messages.ts';

// The answers (catalogue, bookings) live in answers.ts, in zod/mini for the first paint.
export * from './answers.ts';

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

// Issue 22: saved addresses and a booking's collection details.

const required = (message: string, max: number, tooLong: string) =>
  textField({ error: message }).trim().min(1, message).max(max, tooLong);
const optionalLine = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  textField({ error: m.addressLineTooLong }).trim().max(200, m.addressLineTooLong),
);

/** India's PIN code: six digits, the first not 0 (sent as a number or a string). */
export const pinCodeField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  textField({ error: m.pinInvalid }).regex(/^[1-9]\d{5}$/, m.pinInvalid),
);

const addressFields = {
  label: required(m.addressLabelRequired, 40, m.addressLabelTooLong),
  line1: required(m.addressLine1Required, 200, m.addressLineTooLong),
  line2: optionalLine,
  landmark: optionalLine,
  city: required(m.addressCityRequired, 80, m.addressPlaceTooLong),
  state: required(m.addressStateRequired, 80, m.addressPlaceTooLong),
  pin_code: pinCodeField,
};

/** `POST patient/addresses`. */
export const addressCreateSchema = z.object(addressFields);
export type AddressInput = z.infer<typeof addressCreateSchema>;

/** `PATCH patient/addresses/:id`: the parts to change. */
export const addressPatchSchema = z
  .object({
    label: addressFields.label.optional(),
    line1: addressFields.line1.optional(),
    line2: textField({ error: m.addressLineTooLong }).trim().max(200, m.addressLineTooLong).optional(),
    landmark: textField({ error: m.addressLineTooLong }).trim().max(200, m.addressLineTooLong).optional(),
    city: addressFields.city.optional(),
    state: addressFields.state.optional(),
    pin_code: pinCodeField.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), m.addressNothingToChange);
export type AddressPatch = z.infer<typeof addressPatchSchema>;

/** A path's id (an address's, a booking's): text of at most 100 characters; unknown ids are 404s. */
export const idParams = z.object({ id: textField().pipe(z.string().min(1).max(100)) });

/** How, where and when the sample is collected and how it is paid; each may be chosen later. */
const detailFields = {
  collection_mode: caseless(z.enum(COLLECTION_MODES, { error: m.collectionModeInvalid })).optional(),
  /** A saved address of the patient's (home collection); null clears it (a lab visit). */
  address_id: textField({ error: m.addressInvalid })
    .pipe(z.string().min(1, m.addressInvalid).max(100, m.addressInvalid))
    .nullish(),
  collection_date: textField({ error: m.collectionDateInvalid })
    .trim()
    .refine(isIsoDate, m.collectionDateInvalid)
    .optional(),
  collection_window: z.enum(COLLECTION_WINDOWS, { error: m.collectionWindowInvalid }).optional(),
  payment_mode: caseless(z.enum(LAB_PAYMENT_MODES, { error: m.paymentModeInvalid })).optional(),
};
export type CollectionDetails = {
  collection_mode?: CollectionMode | undefined;
  address_id?: string | null | undefined;
  collection_date?: string | undefined;
  collection_window?: CollectionWindow | undefined;
  payment_mode?: LabPaymentMode | undefined;
};

/**
 * `POST test/test-book`: the spec's `test_id`, and (ours, issue 22) the collection details, any
 * of which may be left for later. Home collection needs the address.
 */
export const testBookSchema = z
  .object({
    test_id: textField({ error: m.testRequired }).pipe(z.string().min(1, m.testRequired).max(100)),
    ...detailFields,
  })
  .refine((v) => v.collection_mode !== 'home' || !!v.address_id, {
    message: m.addressRequired,
    path: ['address_id'],
  });
export type TestBookInput = z.infer<typeof testBookSchema>;

/** `PATCH test/my-bookings/:id`: the details to set or change while the booking is open. */
export const testBookingPatchSchema = z
  .object(detailFields)
  .refine((v) => Object.values(v).some((x) => x !== undefined), m.nothingToChange);
export type TestBookingPatch = z.infer<typeof testBookingPatchSchema>;
