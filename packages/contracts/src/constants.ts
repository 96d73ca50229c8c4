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

// ---------- Content and wellness (issue 3) ----------

/** Article types as stored and returned; lists and routes use the short kind. */
export const ARTICLE_TYPES = ['Text Article', 'Audio Article', 'Video Article'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_KINDS = ['text', 'audio', 'video'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_TYPE_BY_KIND: Record<ArticleKind, ArticleType> = {
  text: 'Text Article',
  audio: 'Audio Article',
  video: 'Video Article',
};
export const ARTICLE_KIND_BY_TYPE: Record<ArticleType, ArticleKind> = {
  'Text Article': 'text',
  'Audio Article': 'audio',
  'Video Article': 'video',
};
/** Article summaries are cut at 100 characters. */
export const ARTICLE_SUMMARY_LENGTH = 100;
/** Home shows at most 2 text and 2 video cards; the tribe home at most 2 per type. */
export const HOME_ARTICLES_PER_TYPE = 2;
export const TRIBE_HOME_ARTICLES_PER_TYPE = 2;
/** Lists answer 20 cards a page unless asked (ours). */
export const ARTICLE_PAGE_SIZE = 20;
export const ARTICLE_MAX_PAGE_SIZE = 100;

export const MOODS = ['angry', 'sad', 'anxious', 'neutral', 'happy'] as const;
export type Mood = (typeof MOODS)[number];
export const MOOD_LABELS: Record<Mood, string> = {
  angry: 'Angry',
  sad: 'Sad',
  anxious: 'Anxious',
  neutral: 'Neutral',
  happy: 'Happy',
};
/** Days of mood history the profile chart shows (ours). */
export const MOOD_HISTORY_DAYS = 30;

/** India's national tele mental-health helpline, free and open 24x7. */
export const TELE_MANAS = { name: 'Tele-MANAS', number: '14416', tel: 'tel:14416', hours: '24x7' } as const;
/** How the helpline is written on a tappable link (mood tips, the assistant's crisis card). */
export const TELE_MANAS_LABEL = `${TELE_MANAS.name} ${TELE_MANAS.number} (free, ${TELE_MANAS.hours})`;
/** India's single emergency number (police, fire, ambulance), shown next to Tele-MANAS in a crisis. */
export const EMERGENCY_NUMBER = { number: '112', tel: 'tel:112' } as const;

export const CYCLE_MIN = 20;
export const CYCLE_MAX = 40;
export const CYCLE_DEFAULT = 28;
/** Days a period is drawn as lasting on the calculator (ours: the spec does not say). */
export const PERIOD_DAYS = 5;
/** Periods listed on the calculator: the one entered and the next three (ours). */
export const PERIOD_RANGES = 4;

export const PREGNANCY_DAYS = 280;
/** Baby highlights may hold this placeholder; the patient's full name is put in for it. */
export const PATIENT_NAME_PLACEHOLDER = '{{patient_name}}';
/** The week slider shows 7 slides. */
export const WEEK_SLIDES = 7;
/** The chat adds an empathy message once the conversation passes this many messages. */
export const CHAT_EMPATHY_AFTER_MESSAGES = 10;
