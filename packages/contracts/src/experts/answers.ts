// zod/mini: the expert list, the expert's page and the slot picker check these answers on their
// first paint, so they are written with the tree-shakable API (zod's classic API alone is 12 KB
// gzip on each of those pages). The requests the API reads stay in schemas.ts (classic), which
// re-exports these.
import { z } from 'zod/mini';
import { HHMM, WEEKDAYS } from '../common/clock-time.ts';
import { paginationSchema } from '../common/pagination.ts';
import { EXPERT_TYPES } from './constants.ts';

const valueItem = z.object({ value: z.string() });
const labelledItem = z.object({ value: z.string(), label: z.string() });

/** The spec's Doctor (section 3), names and spellings as the apps read them; ours after `type`. */
export const doctorSchema = z.object({
  _id: z.string(),
  salutation: valueItem,
  fname: z.string(),
  lname: z.string(),
  gender: z.string(),
  pronoun: z.nullable(z.string()),
  /** Address of the picture, or null: the apps show a gender avatar. */
  profile_picture: z.nullable(z.string()),
  speciality: z.array(valueItem),
  language: z.array(valueItem),
  qualification: z.string(),
  description: z.string(),
  short_description: z.string(),
  /** Practising since (YYYY-MM-DD); the apps compute the years from it. */
  exprience: z.string(),
  /** Rupees: first consultation, follow-up, then the MHC counselling types. */
  tier_1_fee: z.int(),
  tier_2_fee: z.int(),
  self_fee: z.int(),
  couple_fee: z.int(),
  family_fee: z.int(),
  medicine_fee: z.int(),
  clinic_address_line1: z.nullable(z.string()),
  clinic_address_line2: z.nullable(z.string()),
  clinic_city: z.nullable(z.string()),
  clinic_state: z.nullable(z.string()),
  clinic_country: z.nullable(z.string()),
  clinic_postal_code: z.nullable(z.string()),
  country: z.string(),
  mobile_number: z.nullable(z.string()),
  type: z.enum(EXPERT_TYPES),
  customer_support: z.nullable(z.string()),
  hospital: z.object({ _id: z.nullable(z.string()) }),
  years_of_experience: z.int(),
  registration_no: z.string(),
  concerns: z.array(labelledItem),
  expert_approaches: z.array(labelledItem),
});
export type Doctor = z.infer<typeof doctorSchema>;

/**
 * Ours (issue 19): the Doctor as the expert list and the expert's own page answer it, with what
 * a patient chooses by. Other answers that carry a doctor keep the spec's Doctor.
 */
export const listedDoctorSchema = z.extend(doctorSchema, {
  /** The picture as SVG, sharper and smaller for the web; null when it has none (profile_picture is a PNG the phone apps can show). */
  profile_picture_svg: z.nullable(z.string()),
  /**
   * The start of the expert's first free slot (ISO instant) in the next 14 days counting today
   * (Asia/Kolkata), the same slot the slot list shows first as neither booked nor past; null when none.
   */
  next_available: z.nullable(z.string()),
  /** The average of staff-approved reviews, one decimal; null when there are none. */
  rating_average: z.nullable(z.number()),
  /** How many staff-approved reviews the average is of. */
  rating_count: z.int(),
  /**
   * The expert's usual session length in minutes (the most common slot length of their weekly
   * windows, the shorter on a tie); null when they have no windows.
   */
  session_minutes: z.nullable(z.int()),
});
export type ListedDoctor = z.infer<typeof listedDoctorSchema>;

export const expertListData = z.object({
  result: z.array(listedDoctorSchema),
  pagination: paginationSchema,
});
export type ExpertList = z.infer<typeof expertListData>;

export const timeSlotSchema = z.object({
  /** HH:mm, 24-hour, Asia/Kolkata. */
  start_time: z.string().check(z.regex(HHMM)),
  end_time: z.string().check(z.regex(HHMM)),
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
