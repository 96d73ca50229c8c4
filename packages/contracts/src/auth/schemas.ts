import { z } from 'zod';
import { EMAIL_PATTERN } from '../common/constants.ts';
import { isAdult, isIsoDate, todayIso } from '../common/dates.ts';
import {
  caseless,
  emailField,
  listField,
  namePartField,
  optionalNullable,
  phoneField,
  textField,
} from '../common/fields.ts';
import { commonMessages } from '../common/messages.ts';
import { GENDERS, TRIBES } from '../patient/constants.ts';
import { pregnancyRules } from '../patient/rules.ts';
import { genderField, interestField, patientSchema, stageField } from '../patient/schemas.ts';
import {
  LOGIN_PHONE_PATTERN,
  PASSWORD_MIN_LENGTH,
  RESET_OTP_LENGTH,
  SIGNUP_OTP_LENGTH,
  SOCIAL_PROVIDERS,
  STRONG_PASSWORD_PATTERN,
} from './constants.ts';
import {
  forgotPasswordMessages as fp,
  loginMessages as lm,
  otpMessages as om,
  signUpMessages as su,
} from './messages.ts';

// ---------- Sign in ----------

export const signInBody = z.object({
  username: textField({ error: lm.usernameRequired })
    .trim()
    .min(1, lm.usernameRequired)
    // Phones may be typed with spaces or dashes ('+91 98765 43210'); the lookup keeps only the digits.
    .refine(
      (v) => EMAIL_PATTERN.test(v) || LOGIN_PHONE_PATTERN.test(v.replace(/[\s-]/g, '')),
      lm.usernameInvalid,
    ),
  password: textField({ error: lm.passwordRequired })
    .min(1, lm.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, lm.passwordShort),
});
export type SignInBody = z.infer<typeof signInBody>;

/** Social sign-in: `id` carries the provider's token (Google ID token or Facebook access token). */
export const socialSignInBody = z.object({
  provider: caseless(z.enum(SOCIAL_PROVIDERS, { error: 'Please choose Google or Facebook.' })),
  id: textField({ error: 'A sign-in token is required.' }).min(10, 'A sign-in token is required.').max(8192),
  email: optionalNullable(textField().max(254)),
});
export type SocialSignInBody = z.infer<typeof socialSignInBody>;

export const signInQuery = z.object({ type: caseless(z.enum(['social'])).optional() });

export const sessionData = z.object({ token: z.string(), patient: patientSchema });
export type SessionData = z.infer<typeof sessionData>;

/** The username as the account is looked up: a lower-cased e-mail or the bare 10-digit phone. */
export function normaliseUsername(username: string): { email?: string; phone?: string } {
  const value = username.trim();
  if (EMAIL_PATTERN.test(value)) return { email: value.toLowerCase() };
  return { phone: value.replace(/\D/g, '').slice(-10) };
}

// ---------- Phone verification (sign-up OTP, 5 digits) ----------

export const sendOtpBody = z.object({
  phone: phoneField({ required: su.phoneRequired, invalid: su.phoneInvalid }),
});

export const sendOtpData = z.object({ token: z.string() });

function otpField(length: number, missing: string) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v).padStart(length, '0') : v),
    textField({ error: missing })
      .trim()
      .min(1, missing)
      .regex(new RegExp(`^\\d{${length}}$`), om.invalid),
  );
}

export const validateOtpBody = z.object({
  phone: phoneField({ required: su.phoneRequired, invalid: su.phoneInvalid }),
  otp: otpField(SIGNUP_OTP_LENGTH, su.otpMissing),
  /** The send-otp token; may come here or in a header named `token`. */
  token: textField().max(200).optional(),
});

/** `token` proves the phone was verified; send it as the bearer for the registration calls. */
export const validateOtpData = z.object({ token: z.string(), patient_exists: z.boolean() });

export const checkPatientExistsBody = z.object({
  phone: phoneField({ required: su.phoneRequired, invalid: su.phoneInvalid }),
  email: emailField({ required: su.emailRequired, invalid: su.emailInvalid }),
});

export const verifyDtrfPatientBody = z.object({
  phone: phoneField({ required: su.phoneRequired, invalid: su.phoneInvalid }),
  patient_id: textField({ error: su.patientIdRequired }).trim().min(1, su.patientIdRequired).max(40),
});

export const linkedPatientData = z.object({
  patient_id: z.string(),
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dob: z.string().nullable(),
});

// ---------- Registration ----------

const dobField = textField({ error: su.dobRequired })
  .min(1, su.dobRequired)
  .refine(isIsoDate, su.dobRequired)
  .refine((v) => isAdult(v, todayIso()), su.dobTooYoung);

export const signUpFields = {
  phone: phoneField({ required: su.phoneRequired, invalid: su.phoneInvalid }),
  fname: namePartField({ required: su.firstNameRequired, letters: su.alphabetOnly }),
  lname: namePartField({ required: su.lastNameRequired, letters: su.alphabetOnly }),
  email: emailField({ required: su.emailRequired, invalid: su.emailInvalid }),
  password: textField({ error: su.passwordRequired })
    .min(1, su.passwordRequired)
    .regex(STRONG_PASSWORD_PATTERN, su.passwordWeak)
    .max(128, su.passwordWeak),
  gender: genderField(su.genderRequired),
  dob: dobField,
  interest: listField(interestField(su.interestRequired), su.interestRequired),
  tribe: listField(z.enum(TRIBES)),
};

export const registerBody = z
  .object({
    name: optionalNullable(textField().max(120)),
    fname: signUpFields.fname,
    lname: signUpFields.lname,
    phone: signUpFields.phone,
    email: signUpFields.email,
    password: optionalNullable(signUpFields.password),
    gender: signUpFields.gender,
    dob: signUpFields.dob,
    interest: signUpFields.interest,
    conceive_status: optionalNullable(stageField(su.stageRequired)),
    lmp: optionalNullable(textField()),
    lmp_as_of: optionalNullable(textField().refine(isIsoDate, commonMessages.invalidDate)),
    patient_id: optionalNullable(textField().trim().max(40)),
    tribe: signUpFields.tribe,
    provider: optionalNullable(
      z.object({ type: caseless(z.enum(SOCIAL_PROVIDERS)), id: textField().min(10).max(8192) }),
    ),
  })
  .superRefine((v, ctx) => {
    if (!v.provider && !v.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: su.passwordRequired });
    pregnancyRules(v, ctx, {
      stageRequired: su.stageRequired,
      lmpRequired: su.lmpRequired,
      lmpOutOfRange: su.lmpOutOfRange,
    });
  });
export type RegisterBody = z.infer<typeof registerBody>;
export const registerQuery = z.object({ type: caseless(z.enum(SOCIAL_PROVIDERS)).optional() });

// ---------- Password reset (4-digit OTP) ----------

const resetPhone = phoneField({ required: fp.phoneRequired, invalid: fp.phoneInvalid });

export const sendResetOtpBody = z.object({ username: resetPhone });

export const resetPasswordBody = z.object({
  username: resetPhone,
  otp: otpField(RESET_OTP_LENGTH, fp.otpMissing),
  password: textField({ error: fp.passwordRequired })
    .min(1, fp.passwordRequired)
    .regex(STRONG_PASSWORD_PATTERN, fp.passwordWeak)
    .max(128, fp.passwordWeak),
});

/** The e-mailed reset link's token and the new password (ours: the spec has no such call). */
export const resetByLinkBody = z.object({
  token: textField({ error: fp.linkInvalid }).trim().min(1, fp.linkInvalid).max(2048, fp.linkInvalid),
  password: resetPasswordBody.shape.password,
});
export type ResetByLinkBody = z.infer<typeof resetByLinkBody>;

/** The browser form adds the confirmation field. */
export const newPasswordForm = z
  .object({
    password: resetPasswordBody.shape.password,
    confirm: textField({ error: fp.confirmRequired }).min(1, fp.confirmRequired),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: fp.confirmMismatch });

export const signUpDetailsForm = z
  .object({
    fname: signUpFields.fname,
    lname: signUpFields.lname,
    email: signUpFields.email,
    password: signUpFields.password,
    confirm: textField({ error: su.confirmRequired }).min(1, su.confirmRequired),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: su.confirmMismatch });
