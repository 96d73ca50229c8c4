// The patient intake form (spec sections 3 and 5): its options, exactly as shown.

export const INTAKE_GENDERS = ['Man', 'Woman', 'Intersex'] as const;
export const YES_NO = ['Yes', 'No'] as const;
export const FIRST_FOLLOWUP = ['First', 'Follow-up'] as const;
export const GC_APPROPRIATE_OPTIONS = ['Obstetric/ Prenatal', 'Paediatric', 'Adult'] as const;
export const PRONOUNS = ['She / Her', 'Her /Him', 'They / Them', 'Others'] as const;
export const SEXUAL_ORIENTATIONS = [
  'Heterosexual',
  'Lesbian',
  'Gay',
  'Bisexual',
  'Queer',
  'Asexual',
  'Others',
] as const;
export const MARITAL_STATUSES = [
  'Unmarried',
  'Married',
  'Domestic Partnership',
  'Divorced',
  'Widowed',
] as const;
export const WELLBEING_LEVELS = ['Poor', 'Unsatisfactory', 'Satisfactory', 'Good', 'Very good'] as const;
export const DRUG_USE = ['Daily', 'Weekly', 'Monthly', 'Infrequently', 'Never'] as const;

/** Age on the intake form (spec section 9). */
export const INTAKE_AGE_MIN = 1;
export const INTAKE_AGE_MAX = 100;
/** Free-text answers (ours: the spec sets no length). */
export const INTAKE_TEXT_MAX = 2000;
export const INTAKE_LINE_MAX = 200;
