import { z } from 'zod';
import { APPOINTMENT_PAGE_SIZE } from '../appointments/constants.ts';
import { HHMM, WEEKDAYS } from '../common/clock-time.ts';
import { isIsoDate } from '../common/dates.ts';
import { paginationSchema } from '../common/envelope.ts';
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

/** 'GC' or 'gc' (the apps send either); answered lower case. */
export const expertTypeField = caseless(z.enum(EXPERT_TYPES, { error: m.typeInvalid }));

const valueItem = z.object({ value: z.string() });
const labelledItem = z.object({ value: z.string(), label: z.string() });

/** The spec's Doctor (section 3), names and spellings as the apps read them; ours after `type`. */
export const doctorSchema = z.object({
  _id: z.string(),
  salutation: valueItem,
  fname: z.string(),
  lname: z.string(),
  gender: z.string(),
  pronoun: z.string().nullable(),
  /** Address of the picture, or null: the apps show a gender avatar. */
  profile_picture: z.string().nullable(),
  speciality: z.array(valueItem),
  language: z.array(valueItem),
  qualification: z.string(),
  description: z.string(),
  short_description: z.string(),
  /** Practising since (YYYY-MM-DD); the apps compute the years from it. */
  exprience: z.string(),
  /** Rupees: first consultation, follow-up, then the MHC counselling types. */
  tier_1_fee: z.number().int(),
  tier_2_fee: z.number().int(),
  self_fee: z.number().int(),
  couple_fee: z.number().int(),
  family_fee: z.number().int(),
  medicine_fee: z.number().int(),
  clinic_address_line1: z.string().nullable(),
  clinic_address_line2: z.string().nullable(),
  clinic_city: z.string().nullable(),
  clinic_state: z.string().nullable(),
  clinic_country: z.string().nullable(),
  clinic_postal_code: z.string().nullable(),
  country: z.string(),
  mobile_number: z.string().nullable(),
  type: z.enum(EXPERT_TYPES),
  customer_support: z.string().nullable(),
  hospital: z.object({ _id: z.string().nullable() }),
  years_of_experience: z.number().int(),
  registration_no: z.string(),
  concerns: z.array(labelledItem),
  expert_approaches: z.array(labelledItem),
});
export type Doctor = z.infer<typeof doctorSchema>;

/**
 * Ours (issue 19): the Doctor as the expert list and the expert's own page answer it, with what
 * a patient chooses by. Other answers that carry a doctor keep the spec's Doctor.
 */
export const listedDoctorSchema = doctorSchema.extend({
  /** The picture as SVG, sharper and smaller for the web; null when it has none (profile_picture is a PNG the phone apps can show). */
  profile_picture_svg: z.string().nullable(),
  /**
   * The start of the expert's first free slot (ISO instant) in the next 14 days counting today
   * (Asia/Kolkata), the same slot the slot list shows first as neither booked nor past; null when none.
   */
  next_available: z.string().nullable(),
  /** The average of staff-approved reviews, one decimal; null when there are none. */
  rating_average: z.number().nullable(),
  /** How many staff-approved reviews the average is of. */
  rating_count: z.number().int(),
  /**
   * The expert's usual session length in minutes (the most common slot length of their weekly
   * windows, the shorter on a tie); null when they have no windows.
   */
  session_minutes: z.number().int().nullable(),
});
export type ListedDoctor = z.infer<typeof listedDoctorSchema>;

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

export const expertListData = z.object({
  result: z.array(listedDoctorSchema),
  pagination: paginationSchema,
});
export type ExpertList = z.infer<typeof expertListData>;

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

export const timeSlotSchema = z.object({
  /** HH:mm, 24-hour, Asia/Kolkata. */
  start_time: z.string().regex(HHMM),
  end_time: z.string().regex(HHMM),
  /** Sold, or held for someone within their hold. */
  booked: z.boolean(),
  /** Starts at or before now: the apps disable it. */
  past: z.boolean(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const slotData = z.object({
  result: z.object({
    schedule_timing_slot: z.array(
      z.object({ day: z.enum(WEEKDAYS), date: z.string(), time_slots: z.array(timeSlotSchema) }),
    ),
  }),
});
export type SlotData = z.infer<typeof slotData>;

export const bookingsByDoctorQuery = z.object({
  doctor_id: z.string({ error: m.doctorIdRequired }).min(1, m.doctorIdRequired).max(100),
  ...pagingFields(APPOINTMENT_PAGE_SIZE),
});
