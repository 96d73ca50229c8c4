// The patient's profile vocabulary (spec section 9): genders, interests, stages, tribes, and
// the profile picture's limits. Enums are `as const` arrays so zod and the database read one list.

export const LMP_MAX_DAYS = 280;

export const PROFILE_PIC_DIRECT_BYTES = 1024 * 1024;

export const PROFILE_PIC_MAX_ORIGINAL_BYTES = 10 * 1024 * 1024;

export const PROFILE_PIC_MAX_DIMENSION = 800;

export const GENDERS = ['male', 'female', 'trans', 'non-binary', 'other'] as const;

export type Gender = (typeof GENDERS)[number];

/**
 * Section 9's other words for the genders ("man (male), woman (female), Transgender, Non-Binary,
 * Others"), accepted in requests beside the values; answers use the values.
 */
export const GENDER_ALIASES: Readonly<Record<string, Gender>> = {
  man: 'male',
  woman: 'female',
  transgender: 'trans',
  others: 'other',
};

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
