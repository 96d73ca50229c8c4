import { z } from 'zod';
import { HHMM } from '../common/clock-time.ts';
import { isAdult, isIsoDate, todayIso } from '../common/dates.ts';
import { caseless, emailField, phoneField, textField } from '../common/fields.ts';
import { expertTypeField } from '../experts/schemas.ts';
import { genderField } from '../patient/schemas.ts';
import {
  CONSULTATIONS,
  FEE_TYPES,
  MAX_BOOKING_ATTACHMENTS,
  REFERRED_BY,
  SOMEONE_ELSE_NAME,
} from './constants.ts';
import { bookingMessages as b, couponMessages as c, bookingFormMessages as f } from './messages.ts';

const id = textField().pipe(z.string().min(1).max(100));
const isoDate = textField({ error: b.dateInvalid }).refine(isIsoDate, b.dateInvalid);
const hhmm = textField({ error: b.timeInvalid }).regex(HHMM, b.timeInvalid);

/** The slot a patient picked: `POST book-appointment/hold` (ours: the spec's "save payment data"). */
export const slotChoiceSchema = z.object({
  doctor_id: id,
  date: isoDate,
  time_slot_start: hhmm,
  time_slot_end: hhmm,
});

export const holdData = z.object({
  _id: z.string(),
  /** ISO instant the hold runs out. */
  expires_at: z.string(),
  hold_minutes: z.number().int(),
});
export type Hold = z.infer<typeof holdData>;

const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), textField().pipe(z.string().trim().max(max)));

const yes = (message: string) =>
  z.preprocess((v) => v === true || v === 'true' || v === 1, z.literal(true, { error: message }));

/** A report attached at booking: a file this patient uploaded (folder patient-report), titled first. */
export const bookingAttachmentSchema = z.object({
  title: textField({ error: f.documentTitle }).trim().min(1, f.documentTitle).max(100),
  file_path: textField().pipe(z.string().min(1).max(300)),
});

/**
 * The booking request (spec section 3) with the booking form's rules (section 5): one schema
 * for the page and the server. `amount` is accepted and ignored: the server prices every booking.
 */
export const bookingRequestSchema = slotChoiceSchema
  .extend({
    type: expertTypeField,
    some_one_else: z.preprocess((v) => v === true || v === 'true', z.boolean()),
    full_name: optionalText(100),
    gender: z.preprocess((v) => (v === '' || v === null ? undefined : v), genderField(f.gender)),
    dob: z.preprocess((v) => (v === null || v === undefined ? '' : v), textField()),
    email: z.preprocess((v) => (v === null || v === undefined ? '' : v), textField()),
    phone: phoneField({ required: f.phoneRequired, invalid: f.phoneValid }),
    fee_type: z.preprocess(
      (v) => (v === '' ? null : v),
      caseless(z.enum(FEE_TYPES, { error: f.counsellingType })).nullish(),
    ),
    is_this_your_first_consultation: z.preprocess(
      (v) => (v === '' ? null : v),
      caseless(z.enum(CONSULTATIONS, { error: f.firstConsultation })).nullish(),
    ),
    referred_by: caseless(z.enum(REFERRED_BY, { error: f.referredBy })),
    referred_by_doctor: optionalText(100),
    referred_by_clinic_or_hospital: optionalText(300),
    is_accepted_my_age_is_18_and_above: yes(f.age),
    is_accepted_tnc: yes(f.terms),
    tnc_id: id,
    coupon_code: optionalText(40),
    /** Ignored: the server prices the booking. */
    amount: z.unknown().optional(),
    /** Saved reports (the reports section, issue 11); only an empty list until then. */
    report_id: z.array(id).max(MAX_BOOKING_ATTACHMENTS).default([]),
    file_path: z
      .array(bookingAttachmentSchema)
      .max(MAX_BOOKING_ATTACHMENTS, b.tooManyAttachments)
      .default([]),
  })
  // Runs even when a field above failed, so the form shows every message at once (a zod
  // refinement is skipped after other issues by default); hence it reads the value defensively.
  .superRefine(
    (value, ctx) => {
      const v = value as Partial<Record<keyof typeof value, unknown>>;
      const text = (k: keyof typeof value) => (typeof v[k] === 'string' ? (v[k] as string) : '');
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.type === 'mhc' && !v.fee_type) issue('fee_type', f.counsellingType);
      if (v.type === 'gc' && !v.is_this_your_first_consultation)
        issue('is_this_your_first_consultation', f.firstConsultation);
      const email = text('email');
      if (v.some_one_else === true) {
        if (!SOMEONE_ELSE_NAME.test(text('full_name'))) issue('full_name', f.someoneElseName);
        if (email === '') issue('email', f.emailRequired);
      } else if (text('full_name') === '') issue('full_name', f.fullName);
      if (
        email !== '' &&
        !emailField({ required: f.emailRequired, invalid: f.emailValid }).safeParse(email).success
      )
        issue('email', f.emailValid);
      else if (email === '' && v.some_one_else !== true) issue('email', f.emailValid);
      const dob = text('dob');
      if (dob === '' || !isIsoDate(dob)) issue('dob', f.dob);
      else if (!isAdult(dob, todayIso())) issue('dob', f.adultOnly);
      if (v.referred_by === 'doctor') {
        if (text('referred_by_doctor') === '') issue('referred_by_doctor', f.referredDoctor);
        if (text('referred_by_clinic_or_hospital') === '')
          issue('referred_by_clinic_or_hospital', f.referredClinic);
      }
      const count = (k: 'file_path' | 'report_id') => (Array.isArray(v[k]) ? (v[k] as unknown[]).length : 0);
      if (count('file_path') + count('report_id') > MAX_BOOKING_ATTACHMENTS)
        issue('file_path', b.tooManyAttachments);
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** `POST book-appointment?type=gc|mhc`. */
export const bookingTypeQuery = z.object({ type: expertTypeField });

/** The booking answer, under data.data as the spec's apps read it. Amounts in paise. */
export const bookingResultData = z.object({
  data: z.object({
    razorpay_order_id: z.string().nullable(),
    skip_payment: z.boolean(),
    appointment_no: z.string(),
    book_appointment_id: z.string(),
    amount: z.number().int(),
    currency: z.literal('INR'),
    key_id: z.string().nullable(),
    expires_at: z.string(),
    /**
     * Ours (issue 18): the payment page's absolute address with its own capability, for paying
     * later or forwarding; valid until the hold runs out. Null for a free booking.
     */
    payment_link: z.string().nullable(),
  }),
});
export type BookingResult = z.infer<typeof bookingResultData>['data'];

/**
 * `POST coupon/validation`: the spec's {amount, coupon_code}; with the doctor and the fee
 * choice the server prices it itself and the amount is ignored.
 */
export const couponValidationSchema = z.object({
  coupon_code: textField({ error: c.required }).trim().min(1, c.required).max(40, c.invalid),
  amount: z.coerce
    .number({ error: c.amountInvalid })
    .min(0, c.amountInvalid)
    .max(1_000_000, c.amountInvalid)
    .optional(),
  doctor_id: id.optional(),
  type: expertTypeField.optional(),
  fee_type: caseless(z.enum(FEE_TYPES)).nullish(),
  is_this_your_first_consultation: caseless(z.enum(CONSULTATIONS)).nullish(),
});

/** Rupees, as the page shows them. `_id` is the terms' id (spec section 3), '' when no type is known. */
export const couponResultData = z.object({
  original_amount: z.number(),
  discount: z.number(),
  total_amount: z.number(),
  _id: z.string(),
  /**
   * Ours (issue 19): what a flat coupon (a gift is one) is worth in rupees, null for a percentage.
   * A booking takes at most its fee off it: the page says what is covered and what is not kept.
   */
  coupon_value: z.number().nullable(),
  /** Ours (issue 19): 'gift' when the code is a gift someone bought (the page says "Your gift of …"). */
  coupon_kind: z.enum(['gift', 'coupon']),
});
export type CouponResult = z.infer<typeof couponResultData>;

export const bookingIdParams = z.object({ id: z.string().max(100) });

/**
 * `GET appointment-payment/{id}`: one of four outcomes (spec sections 2 and 8). `{id}` is the
 * payment link's capability or the booking's id (issue 18).
 */
export const appointmentPaymentData = z.object({
  booking_not_found: z.boolean(),
  expired_status: z.boolean(),
  already_exist: z.boolean(),
  /**
   * Ours (issue 18): whether this caller may pay: true for the payment link's capability or the
   * booking patient's own bearer token, false for the booking's id alone (the page shows, not pays).
   */
  can_pay: z.boolean(),
  result: z
    .object({
      _id: z.string(),
      appointment_no: z.string(),
      date: z.string(),
      time_slot_start: z.string(),
      time_slot_end: z.string(),
      some_one_else: z.boolean(),
      /** Masked: whoever holds the link can read this page. */
      full_name: z.string(),
      phone: z.string(),
      email: z.string(),
      patient_id: z.object({
        name: z.object({ firstName: z.string(), lastName: z.string() }),
        phone: z.string(),
        email: z.string(),
        address: z.string().nullable(),
        city: z.string().nullable(),
        pinCode: z.string().nullable(),
      }),
      /** Rupees. */
      total_amount: z.number(),
    })
    .nullable(),
});
export type AppointmentPayment = z.infer<typeof appointmentPaymentData>;

export const createOrderSchema = z.object({
  /** The payment link's capability, or the booking's id with the booking patient's bearer token. */
  book_appointment_id: id,
  /** Ignored: the order is for the booking's own price. */
  total_amount: z.unknown().optional(),
});

export const orderData = z.object({
  result: z.object({
    id: z.string(),
    /** Paise. */
    amount: z.number().int(),
    currency: z.literal('INR'),
    key_id: z.string().nullable(),
  }),
});
export type OrderResult = z.infer<typeof orderData>['result'];

/** Ours (issue 19): `GET patient/appointment-calendar?id=`: the booking whose invite (.ics) to download. */
export const calendarQuery = z.object({ id: z.string().max(100) });

/**
 * Ours (issue 19): `POST patient/appointment-intake-link`: a fresh capability link to the intake
 * form of one of the patient's confirmed appointments (to open, or to send to whom it is for).
 */
export const intakeLinkSchema = z.object({ book_appointment_id: id });
export const intakeLinkData = z.object({ intake_link: z.string() });
export type IntakeLink = z.infer<typeof intakeLinkData>;

/**
 * Ours (issue 19): `GET patient/family-members`: the people the patient booked for as someone
 * else, newest first, to fill the form again.
 */
export const familyMemberData = z.object({
  full_name: z.string(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberData>;
export const familyMembersData = z.array(familyMemberData);
