import { z } from 'zod';
import { APPOINTMENT_PAGE_SIZE } from '../appointments/constants.ts';
import { WEEKDAYS } from '../common/clock-time.ts';
import { isIsoDate } from '../common/dates.ts';
import { caseless, textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import {
  CONCERN_ALIASES,
  DEFAULT_EXPERT_RECORDS,
  EXPERT_GENDERS,
  EXPERT_PAGE_SIZES,
  EXPERT_SORTS,
  EXPERT_TYPES,
  FEE_FILTER_MAX,
  SORT_DIRECTIONS,
} from './constants.ts';
import { expertMessages as m } from './messages.ts';

// The answers (the Doctor, the expert list, the slots) live in answers.ts, in zod/mini, as the
// expert pages check them on their first paint; these are the requests the API reads.
export * from './answers.ts';

/** 'GC' or 'gc' (the apps send either); answered lower case. */
export const expertTypeField = caseless(z.enum(EXPERT_TYPES, { error: m.typeInvalid }));

/** A comma-joined list of common-master values ('hindi,english'), or an array of them. */
const valueList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    const items = Array.isArray(v) ? v : String(v).split(',');
    return items.map((s) => String(s).trim().toLowerCase()).filter(Boolean);
  },
  z.array(textField().pipe(z.string().max(60))).max(30),
);

/** Concerns, with their other spellings read as the common-master value. */
const concernList = valueList.transform((values) => [...new Set(values.map((v) => CONCERN_ALIASES[v] ?? v))]);

/** Whole rupees, from a query string or a body. */
const rupeesField = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(0, message).max(FEE_FILTER_MAX, message).optional(),
  );

const pageField = z.coerce
  .number({ error: m.pageInvalid })
  .int(m.pageInvalid)
  .min(1, m.pageInvalid)
  .max(100_000)
  .default(1);
const recordsField = z.coerce
  .number({ error: m.recordsInvalid })
  .refine((n) => (EXPERT_PAGE_SIZES as readonly number[]).includes(n), m.recordsInvalid)
  .default(DEFAULT_EXPERT_RECORDS);

/** The spec's search params (section 3): `GET doctor/list` query and `POST doctor/search` body. */
export const expertSearchSchema = z
  .object({
    type: expertTypeField,
    page: pageField,
    records: recordsField,
    query: z.preprocess((v) => v ?? '', textField().pipe(z.string().max(100))).optional(),
    language: valueList.optional(),
    expert_approaches: valueList.optional(),
    /** MHC only (the filter is not offered for GC, and is ignored there). */
    concerns: concernList.optional(),
    /** Ours (issue 19): the order; without it, the closest match to `query` first, then by name. */
    sort: z.enum(EXPERT_SORTS, { error: m.sortInvalid }).optional(),
    /** Ours: the sort's direction; each sort has its natural one (DEFAULT_SORT_DIRECTION). */
    direction: z.enum(SORT_DIRECTIONS, { error: m.directionInvalid }).optional(),
    /** Ours: the fee range in rupees (GC: first consultation; MHC: self session), both ends included. */
    fee_min: rupeesField(m.feeMinInvalid),
    fee_max: rupeesField(m.feeMaxInvalid),
    /** Ours: the counsellor's gender. */
    gender: z.enum(EXPERT_GENDERS, { error: m.genderInvalid }).optional(),
  })
  .refine((s) => s.fee_min === undefined || s.fee_max === undefined || s.fee_min <= s.fee_max, {
    message: m.feeRangeInvalid,
    path: ['fee_min'],
  });
export type ExpertSearch = z.infer<typeof expertSearchSchema>;

export const doctorIdParams = z.object({ doctor: z.string().max(100) });

const isoDate = z.string().refine(isIsoDate, m.dateInvalid);

/** `GET schedule-timing/get-slot-by-day-and-date?day&date&doctor_id`. */
export const slotQuerySchema = z.object({
  day: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().charAt(0).toUpperCase() + v.trim().slice(1).toLowerCase() : v),
    z.enum(WEEKDAYS, { error: m.dayMismatch }),
  ),
  date: isoDate,
  doctor_id: z.string({ error: m.doctorIdRequired }).min(1, m.doctorIdRequired).max(100),
});

export const bookingsByDoctorQuery = z.object({
  doctor_id: z.string({ error: m.doctorIdRequired }).min(1, m.doctorIdRequired).max(100),
  ...pagingFields(APPOINTMENT_PAGE_SIZE),
});
