import { z } from 'zod';
import { IMAGE_EXTENSIONS } from '../common/constants.ts';
import { isAdult, isIsoDate, todayIso } from '../common/dates.ts';
import { caseless, fullNameField, listField, optionalNullable, textField } from '../common/fields.ts';
import { commonMessages } from '../common/messages.ts';
import { GENDER_ALIASES, GENDERS, INTERESTS, STAGES, TRIBES } from './constants.ts';
import { profileMessages as pm } from './messages.ts';
import { pregnancyRules } from './rules.ts';

const withError = (error: string | undefined) => (error === undefined ? undefined : { error });

// Request fields of the profile's vocabulary. The spec fixes the words but not their case, so
// each takes its values in any case (answers keep the spelling here); tribes stay exact, as the
// spec gives them as "exact strings".

/** A gender: a value in any case, or one of section 9's other words for it ('Woman'). */
export const genderField = (error?: string) => caseless(z.enum(GENDERS, withError(error)), GENDER_ALIASES);
export const interestField = (error?: string) => caseless(z.enum(INTERESTS, withError(error)));
export const stageField = (error?: string) => caseless(z.enum(STAGES, withError(error)));

/** The patient as the API returns it (sign-in, register, profile save). Only these fields leave the server. */
export const patientSchema = z.object({
  patient_id: z.string(),
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string().nullable(),
  dob: z.string().nullable(),
  phone: z.string(),
  gender: z.enum(GENDERS).nullable(),
  tribe: z.array(z.string()),
  interest: z.array(z.string()),
  lmp: z.string().nullable(),
  lmp_as_of: z.string().nullable(),
  conceive_status: z.enum(STAGES).nullable(),
  /** Storage key of the picture, as saved. */
  profile_pic: z.string().nullable(),
  /** A short-lived signed address to show the picture (ours: the key alone cannot be fetched). */
  profile_pic_url: z.string().nullable(),
  /** Pregnancy week on the server's today (0 when not tracked). */
  week: z.number().int(),
});
export type Patient = z.infer<typeof patientSchema>;

export const profileSaveData = patientSchema.extend({ lmp_date: z.string().nullable() });

const profileDob = textField({ error: pm.dobRequired })
  .min(1, pm.dobRequired)
  .refine(isIsoDate, pm.dobRequired)
  .refine((v) => isAdult(v, todayIso()), pm.dobTooYoung);

/**
 * Profile save. Every field but the name is optional because the tribe modal sends only
 * name and tribe; a field that is absent is left as it was.
 */
export const profileSaveBody = z
  .object({
    name: fullNameField({ required: pm.nameRequired, invalid: pm.nameInvalid }),
    gender: genderField().optional(),
    dob: profileDob.optional(),
    interest: listField(interestField(pm.interestRequired), pm.interestRequired).optional(),
    tribe: listField(z.enum(TRIBES)).optional(),
    conceive_status: optionalNullable(stageField(pm.stageRequired)).optional(),
    lmp: optionalNullable(textField()).optional(),
    lmp_as_of: optionalNullable(textField().refine(isIsoDate, commonMessages.invalidDate)).optional(),
    profile_pic: optionalNullable(textField().max(300)).optional(),
  })
  .superRefine((v, ctx) => {
    pregnancyRules(v, ctx, {
      stageRequired: pm.stageRequired,
      lmpRequired: pm.lmpRequired,
      lmpOutOfRange: pm.lmpOutOfRange,
    });
  });
export type ProfileSaveBody = z.infer<typeof profileSaveBody>;

// ---------- Files ----------

export const signedUrlQuery = z.object({
  filename: textField().trim().min(1).max(200),
  ext: textField()
    .trim()
    .transform((v) => v.toLowerCase().replace(/^\./, ''))
    .pipe(z.enum(['jpg', 'jpeg', 'png', 'pdf'], { error: pm.fileType })),
  folder_name: caseless(z.enum(['patient', 'patient-report'], { error: 'Unknown upload folder.' })),
});

export const signedUrlData = z.object({
  url: z.string(),
  file_path: z.string(),
  method: z.literal('PUT'),
  expires_at: z.string(),
});

export function isProfileImageType(ext: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(ext.toLowerCase());
}
