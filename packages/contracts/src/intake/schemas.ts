import { z } from 'zod';
import { PHONE_PATTERN } from '../common/constants.ts';
import { isIsoDate, todayIso } from '../common/dates.ts';
import { caseless, emailField, matchOption, textField } from '../common/fields.ts';
import { EXPERT_TYPES } from '../experts/constants.ts';
import {
  DRUG_USE,
  FIRST_FOLLOWUP,
  GC_APPROPRIATE_OPTIONS,
  HARM_THOUGHTS_ANSWERS,
  INTAKE_AGE_MAX,
  INTAKE_AGE_MIN,
  INTAKE_GENDERS,
  INTAKE_LINE_MAX,
  INTAKE_TEXT_MAX,
  MARITAL_STATUSES,
  PERINATAL_ANSWERS,
  PRONOUNS,
  SEXUAL_ORIENTATIONS,
  WELLBEING_LEVELS,
  YES_NO,
} from './constants.ts';
import { intakeMessages as m } from './messages.ts';

// Spec section 5: every field required ('Required'); phone ten digits starting 6-9; a valid
// e-mail; age a number from 1 to 100. Ours: the two "since when" questions follow a Yes/No
// question, are shown only after a Yes, and so are required only then.

const line = () => textField({ error: m.required }).trim().min(1, m.required).max(INTAKE_LINE_MAX, m.tooLong);
const text = () =>
  textField({ error: m.required, multiline: true }).trim().min(1, m.required).max(INTAKE_TEXT_MAX, m.tooLong);
/** One of the options, in any case (the spec gives the options, not their case), as written here. */
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  caseless(z.enum(options, { error: m.required }));
const phone = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  textField({ error: m.required }).min(1, m.required).regex(PHONE_PATTERN, m.phoneInvalid),
);
const email = emailField({ required: m.required, invalid: m.emailInvalid });
const age = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: m.required })
    .int(m.ageInvalid)
    .min(INTAKE_AGE_MIN, m.ageInvalid)
    .max(INTAKE_AGE_MAX, m.ageInvalid),
);

/**
 * Our questions (not the spec's): absent, null or '' is no answer (the provider's apps, written
 * to the spec, do not send them); any other value must be an option, in any case.
 */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T, invalid: string) =>
  z
    .preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : matchOption(options, v)),
      z.enum(options, { error: invalid }).optional(),
    )
    .optional();
/** The same question where the form requires it: 'Required' when unanswered, as every field. */
const requiredChoice = <T extends readonly [string, ...string[]]>(options: T, invalid: string) =>
  z.preprocess(
    (v) => matchOption(options, v),
    z.enum(options, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === '' ? m.required : invalid,
    }),
  );

const id = textField().pipe(z.string().min(1, m.notFound).max(100));

/** DD-MM-YYYY, a real date before today. */
const dob = textField({ error: m.required })
  .trim()
  .min(1, m.required)
  .refine((v) => {
    const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
    if (!match) return false;
    const iso = `${match[3]}-${match[2]}-${match[1]}`;
    return isIsoDate(iso) && iso < todayIso();
  }, m.dobInvalid);

export const gcIntakeSchema = z.object({
  /** The intake link's capability, or the booking's id with the booking patient's bearer token. */
  book_appointment_id: id,
  consultation_type: z.literal('gc', { error: m.typeMismatch }),
  firstName: line(),
  lastName: line(),
  age,
  gender: choice(INTAKE_GENDERS),
  referred_by: line(),
  phone,
  email,
  city: line(),
  referral_reason: text(),
  previous_consultation_ddone_at_lilac: choice(YES_NO),
  previous_tests_done: choice(YES_NO),
  first_followup: choice(FIRST_FOLLOWUP),
  appropriate_option: choice(GC_APPROPRIATE_OPTIONS),
});
export type GcIntake = z.infer<typeof gcIntakeSchema>;

const mhcFields = z.object({
  book_appointment_id: id,
  patient_id: z.string().max(100).optional().nullable(),
  doctor_id: z.string().max(100).optional().nullable(),
  consultation_type: z.literal('mhc', { error: m.typeMismatch }),
  name: line(),
  phone,
  emergency_contact: line(),
  city: line(),
  referred_by: line(),
  dob,
  age,
  gender: choice(INTAKE_GENDERS),
  pronouns: choice(PRONOUNS),
  sexual_orientation: choice(SEXUAL_ORIENTATIONS),
  marital_status: choice(MARITAL_STATUSES),
  employed: choice(YES_NO),
  home_maker: choice(YES_NO),
  previously_taken_health_services: choice(YES_NO),
  psychiatric_medication: choice(YES_NO),
  mental_illness_in_family: choice(YES_NO),
  current_physical_health: choice(WELLBEING_LEVELS),
  current_sleeping_habits: choice(WELLBEING_LEVELS),
  current_eating_habits: choice(WELLBEING_LEVELS),
  experiencing_overwhelming_saddness_grief_or_depression: choice(YES_NO),
  how_long_experiencing_overwhelming_saddness_grief_or_depression: textField({ multiline: true })
    .max(INTAKE_TEXT_MAX, m.tooLong)
    .optional()
    .nullable(),
  experiencing_anxiet_panic_attacks: choice(YES_NO),
  experiencing_anxiet_panic_attacks_when_started: textField({ multiline: true })
    .max(INTAKE_TEXT_MAX, m.tooLong)
    .optional()
    .nullable(),
  drink_alcohol: choice(YES_NO),
  recreational_drug_use: choice(DRUG_USE),
  significant_life_changes: text(),
  expectations_from_therapy: text(),
  // Ours (INTAKE_OUR_QUESTIONS): optional here, required by the web form (mhcIntakeFormSchema).
  pregnant_or_baby_in_last_12_months: optionalChoice(PERINATAL_ANSWERS, m.perinatalInvalid),
  thoughts_of_harming_self_or_baby: optionalChoice(HARM_THOUGHTS_ANSWERS, m.harmThoughtsInvalid),
});
type MhcFields = z.infer<typeof mhcFields>;

/** The "since when" questions and the answer that asks them. */
const FOLLOW_UPS = [
  [
    'experiencing_overwhelming_saddness_grief_or_depression',
    'how_long_experiencing_overwhelming_saddness_grief_or_depression',
  ],
  ['experiencing_anxiet_panic_attacks', 'experiencing_anxiet_panic_attacks_when_started'],
] as const;

function checkFollowUps(v: MhcFields, ctx: z.RefinementCtx) {
  for (const [question, since] of FOLLOW_UPS)
    if (v[question] === 'Yes' && !v[since]?.trim())
      ctx.addIssue({ code: 'custom', path: [since], message: m.required });
}

/** A "since when" answer only means something after a Yes: otherwise it is stored empty. */
function settleFollowUps(v: MhcFields): MhcFields & Record<(typeof FOLLOW_UPS)[number][1], string> {
  return {
    ...v,
    how_long_experiencing_overwhelming_saddness_grief_or_depression:
      v.experiencing_overwhelming_saddness_grief_or_depression === 'Yes'
        ? (v.how_long_experiencing_overwhelming_saddness_grief_or_depression ?? '').trim()
        : '',
    experiencing_anxiet_panic_attacks_when_started:
      v.experiencing_anxiet_panic_attacks === 'Yes'
        ? (v.experiencing_anxiet_panic_attacks_when_started ?? '').trim()
        : '',
  };
}

/** The MHC variant as the API takes it: our two questions optional. */
export const mhcIntakeSchema = mhcFields.superRefine(checkFollowUps).transform(settleFollowUps);
export type MhcIntake = z.infer<typeof mhcIntakeSchema>;

/** The MHC variant as the web form checks it: the same, with our two questions required. */
export const mhcIntakeFormSchema = mhcFields
  .extend({
    pregnant_or_baby_in_last_12_months: requiredChoice(PERINATAL_ANSWERS, m.perinatalInvalid),
    thoughts_of_harming_self_or_baby: requiredChoice(HARM_THOUGHTS_ANSWERS, m.harmThoughtsInvalid),
  })
  .superRefine(checkFollowUps)
  .transform(settleFollowUps);

/** `POST patient-intake`: the variant is chosen by consultation_type, and must be the booking's. */
const intakeVariants = z
  .discriminatedUnion('consultation_type', [gcIntakeSchema, mhcFields], { error: m.typeMismatch })
  .superRefine((v, ctx) => {
    if (v.consultation_type === 'mhc') checkFollowUps(v, ctx);
  })
  .transform((v) => (v.consultation_type === 'mhc' ? settleFollowUps(v) : v));
// 'GC' or 'gc' (the spec writes both): the variant is chosen on the value in lower case.
export const intakeSchema = z.preprocess(
  (v: z.input<typeof intakeVariants>) =>
    typeof v === 'object' && v !== null && 'consultation_type' in v
      ? { ...v, consultation_type: matchOption(EXPERT_TYPES, v.consultation_type) }
      : v,
  intakeVariants,
);
export type Intake = z.infer<typeof intakeSchema>;

/**
 * `POST patient-intake`'s data (ours; the spec's apps read only the message): `flagged` when
 * the harm question was answered with anything but 'Never' (the expert's room says so).
 */
export const intakeSubmittedData = z.object({ flagged: z.boolean() });
export type IntakeSubmitted = z.infer<typeof intakeSubmittedData>;

/**
 * `GET book-appointment/get-patient-detail-for-intake-form/{id}`: the prefill and the outcome
 * flags. `{id}` is the intake link's capability (or the booking's id with the booking patient's
 * bearer token): then the full prefill. The booking's id alone (issue 18) answers `masked`: only
 * what the payment page shows (first name and last initial, masked phone and e-mail), no patient
 * or expert id, no consultation type (`doctor_id` null), and the form cannot be submitted.
 */
export const intakeDetailData = z.object({
  expired_status: z.boolean(),
  already_exist: z.boolean(),
  booking_not_found: z.boolean(),
  /** Ours (issue 18). */
  masked: z.boolean(),
  result: z
    .object({
      book_appointment_id: z.string(),
      patient_id: z.object({
        _id: z.string(),
        name: z.object({ firstName: z.string(), lastName: z.string() }),
        phone: z.string(),
        gender: z.string(),
        email: z.string(),
        /** YYYY-MM-DD, or null when not known. */
        dob: z.string().nullable(),
        city: z.string(),
      }),
      /** Null in the masked answer: the consultation's type is not shown without the link. */
      doctor_id: z.object({ _id: z.string(), type: z.enum(['gc', 'mhc']) }).nullable(),
    })
    .nullable(),
});
export type IntakeDetail = z.infer<typeof intakeDetailData>;
