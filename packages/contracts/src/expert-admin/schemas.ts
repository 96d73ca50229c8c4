import { z } from 'zod';
import { isIsoDate } from '../common/dates.ts';
import { caseless, listField, optionalNullable, textField } from '../common/fields.ts';
import { PAISE_PER_RUPEE } from '../common/money.ts';
import { EXPERT_GENDERS, EXPERT_TYPES } from '../experts/constants.ts';
import { EXPERT_FEE_MAX_PAISE, EXPERT_SALUTATIONS } from './constants.ts';
import { expertAdminMessages as m } from './messages.ts';

// The console's experts calls (issue 22), under /api/staff/experts (permission experts.manage).
// Fees are paise here (`*_paise`); the console's form takes rupees and converts with toPaise.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const required = (message: string, max: number, multiline = false) =>
  textField({ error: message, multiline }).trim().min(1, message).max(max, message);
const optionalText = (max: number) => optionalNullable(textField().trim().max(max, m.textTooLong));
/** Paise of whole rupees: the spec's Doctor carries each fee as whole rupees (experts/answers.ts). */
const fee = z.coerce
  .number({ error: m.feeInvalid })
  .int(m.feeInvalid)
  .min(0, m.feeInvalid)
  .max(EXPERT_FEE_MAX_PAISE, m.feeInvalid)
  .refine((v) => v % PAISE_PER_RUPEE === 0, m.feeInvalid);

/** What operations writes of an expert (create and edit alike; the type is fixed at creation). */
const expertFields = {
  salutation: caseless(z.enum(EXPERT_SALUTATIONS, { error: m.salutationInvalid })),
  first_name: required(m.firstNameRequired, 60),
  last_name: required(m.lastNameRequired, 60),
  gender: caseless(z.enum(EXPERT_GENDERS, { error: m.genderInvalid })),
  pronoun: optionalText(40),
  qualification: required(m.qualificationRequired, 200),
  /** A medical council or RCI number; empty for none. */
  registration_no: z.preprocess((v) => v ?? '', textField().trim().max(60, m.textTooLong)),
  short_description: required(m.shortDescriptionRequired, 200),
  description: required(m.descriptionRequired, 4000, true),
  practising_since: textField({ error: m.practisingSinceInvalid }).refine(
    isIsoDate,
    m.practisingSinceInvalid,
  ),
  specialities: listField(textField().trim().min(1).max(80, m.textTooLong), m.specialitiesRequired),
  /** common-master `language` values. */
  languages: listField(textField().trim().toLowerCase().min(1).max(40), m.languagesRequired),
  /** common-master `expert-approaches` values. */
  approaches: listField(textField().trim().toLowerCase().min(1).max(80)),
  /** common-master `concerns` values (MHC only). */
  concerns: listField(textField().trim().toLowerCase().min(1).max(80)),
  tier_1_fee_paise: fee,
  tier_2_fee_paise: fee,
  self_fee_paise: fee,
  couple_fee_paise: fee,
  family_fee_paise: fee,
  medicine_fee_paise: fee.default(0),
  clinic_address_line1: optionalText(200),
  clinic_address_line2: optionalText(200),
  clinic_city: optionalText(80),
  clinic_state: optionalText(80),
  clinic_country: optionalText(80),
  clinic_postal_code: optionalNullable(
    textField()
      .trim()
      .regex(/^\d{6}$/, m.postalCodeInvalid),
  ),
  /** Where the expert's room link is texted. */
  mobile_number: optionalNullable(
    textField()
      .trim()
      .regex(/^[6-9]\d{9}$/, m.mobileInvalid),
  ),
};

export const staffExpertUpdateBody = z.object(expertFields);
export type StaffExpertUpdateBody = z.infer<typeof staffExpertUpdateBody>;

export const staffExpertCreateBody = z.object({
  type: caseless(z.enum(EXPERT_TYPES, { error: m.typeRequired })),
  ...expertFields,
  /** The expert's own e-mail: a console invite for an account linked to the new expert goes there. */
  email: optionalNullable(
    textField({ error: m.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, m.emailInvalid)
      .regex(EMAIL, m.emailInvalid),
  ),
});
export type StaffExpertCreateBody = z.infer<typeof staffExpertCreateBody>;

export const staffExpertSchema = z.object({
  id: z.string(),
  type: z.enum(EXPERT_TYPES),
  salutation: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** "Dr. Rohan Mehta" */
  name: z.string(),
  gender: z.string(),
  pronoun: z.string().nullable(),
  qualification: z.string(),
  registration_no: z.string(),
  short_description: z.string(),
  description: z.string(),
  practising_since: z.string(),
  specialities: z.array(z.string()),
  languages: z.array(z.string()),
  approaches: z.array(z.string()),
  concerns: z.array(z.string()),
  tier_1_fee_paise: z.number().int(),
  tier_2_fee_paise: z.number().int(),
  self_fee_paise: z.number().int(),
  couple_fee_paise: z.number().int(),
  family_fee_paise: z.number().int(),
  medicine_fee_paise: z.number().int(),
  clinic_address_line1: z.string().nullable(),
  clinic_address_line2: z.string().nullable(),
  clinic_city: z.string().nullable(),
  clinic_state: z.string().nullable(),
  clinic_country: z.string().nullable(),
  clinic_postal_code: z.string().nullable(),
  mobile_number: z.string().nullable(),
  /** The photo's address, or null for the avatar. */
  profile_picture: z.string().nullable(),
  active: z.boolean(),
  /** Whether a console account acts for this expert. */
  has_account: z.boolean(),
  created_at: z.string(),
});
export type StaffExpert = z.infer<typeof staffExpertSchema>;
export const staffExpertListData = z.array(staffExpertSchema);

/** A new expert, and the console invite sent for them (null when no e-mail was given). */
export const staffExpertCreatedData = z.object({
  expert: staffExpertSchema,
  /** Never the link: it goes to the expert's inbox only (see expert-admin/service.ts). */
  invite: z.object({ id: z.string(), email: z.string(), expires_at: z.string() }).nullable(),
});
export type StaffExpertCreated = z.infer<typeof staffExpertCreatedData>;
