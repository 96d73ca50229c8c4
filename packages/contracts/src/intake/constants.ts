// The patient intake form (spec sections 3 and 5): its options, exactly as shown.

export const INTAKE_GENDERS = ['Man', 'Woman', 'Intersex'] as const;
export const YES_NO = ['Yes', 'No'] as const;
export const FIRST_FOLLOWUP = ['First', 'Follow-up'] as const;
export const GC_APPROPRIATE_OPTIONS = ['Obstetric/ Prenatal', 'Paediatric', 'Adult'] as const;
export const PRONOUNS = ['She / Her', 'Her /Him', 'They / Them', 'Others'] as const;
export type Pronoun = (typeof PRONOUNS)[number];
/**
 * How each pronoun option reads on screen. The spec's value 'Her /Him' is a typo for he/him;
 * the API keeps accepting it (the provider's apps send it) and the web still sends it, but
 * shows 'He / Him'.
 */
export const PRONOUN_LABELS: Record<Pronoun, string> = {
  'She / Her': 'She / Her',
  'Her /Him': 'He / Him',
  'They / Them': 'They / Them',
  Others: 'Others',
};
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

// Ours, not in the spec: two questions the MHC form asks beside the spec's fields. They are
// optional in the API body (the provider's apps, written to the spec, do not send them) and
// required on the web form.

/** "Are you pregnant, or have you had a baby in the last 12 months?" */
export const PERINATAL_ANSWERS = YES_NO;
/**
 * "In the past 7 days, has the thought of harming yourself or your baby occurred to you?", with
 * the answers of the Edinburgh Postnatal Depression Scale's item 10. Any answer but 'Never' is a
 * flag: the expert is told and the page gives the crisis numbers at once.
 */
export const HARM_THOUGHTS_ANSWERS = ['Yes, quite often', 'Sometimes', 'Hardly ever', 'Never'] as const;
export type HarmThoughtsAnswer = (typeof HARM_THOUGHTS_ANSWERS)[number];
/** The one answer that is not a flag. */
export const HARM_THOUGHTS_NONE: HarmThoughtsAnswer = 'Never';

/** The two questions' field names in the body and in the stored answers, and their words. */
export const INTAKE_OUR_QUESTIONS = {
  pregnant_or_baby_in_last_12_months: 'Are you pregnant, or have you had a baby in the last 12 months?',
  thoughts_of_harming_self_or_baby:
    'In the past 7 days, has the thought of harming yourself or your baby occurred to you?',
} as const;

/** Age on the intake form (spec section 9). */
export const INTAKE_AGE_MIN = 1;
export const INTAKE_AGE_MAX = 100;
/** Free-text answers (ours: the spec sets no length). */
export const INTAKE_TEXT_MAX = 2000;
export const INTAKE_LINE_MAX = 200;
