import { z } from 'zod';
import { APPOINTMENT_PAGE_SIZE } from '../appointments/constants.ts';
import { HHMM, WEEKDAYS } from '../common/clock-time.ts';
import { isIsoDate } from '../common/dates.ts';
import { paginationSchema } from '../common/envelope.ts';
import { caseless, textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import { DEFAULT_EXPERT_RECORDS, EXPERT_PAGE_SIZES, EXPERT_TYPES } from './constants.ts';
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

/** A comma-joined list of common-master values ('hindi,english'), or an array of them. */
const valueList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    const items = Array.isArray(v) ? v : String(v).split(',');
    return items.map((s) => String(s).trim().toLowerCase()).filter(Boolean);
  },
  z.array(textField().pipe(z.string().max(60))).max(30),
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
export const expertSearchSchema = z.object({
  type: expertTypeField,
  page: pageField,
  records: recordsField,
  query: z.preprocess((v) => v ?? '', textField().pipe(z.string().max(100))).optional(),
  language: valueList.optional(),
  expert_approaches: valueList.optional(),
  /** MHC only (the filter is not offered for GC, and is ignored there). */
  concerns: valueList.optional(),
});
export type ExpertSearch = z.infer<typeof expertSearchSchema>;

export const expertListData = z.object({
  result: z.array(doctorSchema),
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
