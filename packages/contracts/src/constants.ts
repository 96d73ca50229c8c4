// Business constants from spec section 9. Enums are `as const` arrays so zod and the
// database both read the same list.

export const DEFAULT_MESSAGE = 'Something is not right.';

export const PHONE_PREFIX = '+91';
export const PHONE_LENGTH = 10;
/** Indian mobile: 10 digits starting 6-9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
/** Login username may be an Indian mobile with an optional country code. */
export const LOGIN_PHONE_PATTERN = /^(?:\+?91[\s-]?|0)?[6-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const NAME_LETTERS_PATTERN = /^[A-Za-z]+$/;
export const NAME_LETTERS_SPACES_PATTERN = /^[A-Za-z][A-Za-z ]*$/;
/** 8+ characters with a lowercase letter, a digit and one of !@#$%^&*. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

export const SIGNUP_OTP_LENGTH = 5;
export const RESET_OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 30;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const ADULT_DAYS = 6574;
export const LMP_MAX_DAYS = 280;
export const PREGNANCY_WEEKS = 40;
/** -1 means "no week filter" in article queries. */
export const NO_WEEK = -1;

export const PROFILE_PIC_DIRECT_BYTES = 1024 * 1024;
export const PROFILE_PIC_MAX_ORIGINAL_BYTES = 10 * 1024 * 1024;
export const PROFILE_PIC_MAX_DIMENSION = 800;

export const GENDERS = ['male', 'female', 'trans', 'non-binary', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
/** The tiles on the sign-up and profile screens, in order. */
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Man',
  female: 'Woman',
  trans: 'Transgender',
  'non-binary': 'Non-Binary',
  other: 'Other',
};

export const PREGNANCY_INTEREST = 'Pregnancy & Reproductive Wellness';
export const AT_EASE_INTEREST = 'At Ease';
/** Sign-up offers the first two; the profile screen offers all four. */
export const SIGNUP_INTERESTS = [PREGNANCY_INTEREST, AT_EASE_INTEREST] as const;
export const INTERESTS = [PREGNANCY_INTEREST, AT_EASE_INTEREST, 'Oncogenomic', 'General Wellness'] as const;
export type Interest = (typeof INTERESTS)[number];

export const STAGES = ['Looking to Conceived', 'Already Conceived', 'become a mother'] as const;
export type Stage = (typeof STAGES)[number];
export const PREGNANT_STAGE: Stage = 'Already Conceived';
export const STAGE_LABELS: Record<Stage, string> = {
  'Looking to Conceived': 'I am trying to get pregnant',
  'Already Conceived': 'I am pregnant',
  'become a mother': 'I have become a mother',
};

export const TRIBES = [
  'Depression Support',
  'Anxiety Support',
  'Grief Support',
  'Infertility Support',
  'Perinatal Loss Support',
  'Postpartum Support',
  'Queer Support',
] as const;
export type Tribe = (typeof TRIBES)[number];
/** The profile screen shows shorter names for the same tribes. */
export const TRIBE_SHORT_NAMES: Record<Tribe, string> = {
  'Depression Support': 'Depression',
  'Anxiety Support': 'Anxiety',
  'Grief Support': 'Grief',
  'Infertility Support': 'Infertility',
  'Perinatal Loss Support': 'Perinatal Loss',
  'Postpartum Support': 'Postpartum',
  'Queer Support': 'Queer Support',
};

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Storage folders named in spec section 7. */
export const STORAGE_FOLDERS = [
  'patient',
  'article',
  'doctor',
  'patient-report',
  'doctor-report',
  'pregnancy-data',
] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

export const COMMON_MASTER_SLUGS = [
  'concerns',
  'expert-approaches',
  'expert-type',
  'language',
  'consultation-type',
] as const;
export type CommonMasterSlug = (typeof COMMON_MASTER_SLUGS)[number];

export const TERMS_TYPES = ['gc', 'mhc'] as const;

export const DATE_FORMAT_SENT = 'YYYY-MM-DD';
export const DATE_FORMAT_SHOWN = 'DD-MM-YYYY';
