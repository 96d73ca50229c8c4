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

export const PASSWORD_MIN_LENGTH = 8;

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
