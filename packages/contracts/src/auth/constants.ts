// Sign-in, sign-up and password reset: username and password rules, one-time codes.

/** Login username may be an Indian mobile with an optional country code. */
export const LOGIN_PHONE_PATTERN = /^(?:\+?91[\s-]?|0)?[6-9]\d{9}$/;

/** 8+ characters with a lowercase letter, a digit and one of !@#$%^&*. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

export const SIGNUP_OTP_LENGTH = 5;

export const RESET_OTP_LENGTH = 4;

export const OTP_RESEND_SECONDS = 30;

export const OTP_VALID_MINUTES = 10;

export const OTP_MAX_WRONG_TRIES = 5;

// Caps per account (its phone) on password-reset codes and on tries at them (issue 18). Without
// them 5 codes an hour with 5 tries each wore a 4-digit code down (about 34% in a week). Every
// try compares one guess with one code drawn at random, so g tries in all succeed with
// probability at most g / 10^RESET_OTP_LENGTH, whatever the attacker does. In any 30 days at
// most RESET_TRIES_PER_30_DAYS = 60 tries are compared (the daily cap alone would allow
// 30 x 20 = 600; the 30-day cap is the binding one):
//   P <= 60 / 10^4 = 0.006, under 1% for 30 days of constant attack.
// An owner who mistypes still has four codes' worth of tries in a day; once a cap is reached
// codes pause for the account and the answer says a reset link was e-mailed instead
// (RESET_LINK_VALID_MINUTES), so the owner is never locked out.
export const RESET_CODES_PER_DAY = 6;
export const RESET_CODES_PER_30_DAYS = 20;
export const RESET_TRIES_PER_DAY = 20;
export const RESET_TRIES_PER_30_DAYS = 60;

/** The e-mailed reset link works once, for this long. */
export const RESET_LINK_VALID_MINUTES = 30;

export const PASSWORD_MIN_LENGTH = 8;

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
