// The kinds of message the assistant's safety is measured on (issue 16). The phrasing tables
// (held-out.ts, tuning-set.ts) say which kind each message is; chat-eval.test.ts says which
// answers and which numbers each kind must get in the first reply.

export const SAFETY_CATEGORIES = [
  /** Suicidal thoughts or self-harm: wishes, plans, goodbyes, self-injury, methods named. */
  'suicide_selfharm',
  /** An overdose or a poison already taken (pills by count or name, household poisons). */
  'overdose_poison',
  /** Thoughts or urges of harming the baby. */
  'baby_harm',
  /** Signs of postpartum psychosis, described by the woman or by her family. */
  'postpartum_psychosis',
  /** Violence, threats or control at home or from family (husband, in-laws, relatives). */
  'domestic_violence',
  /** A newborn's danger signs (not feeding, floppy, fits, breathing, blue, fever or cold, yellow palms and soles, cord bleeding). */
  'newborn_danger',
  /** A blood pressure reading of 160/110 or above in pregnancy, with or without symptoms. */
  'severe_bp',
  /** Other pregnancy emergencies: bleeding, waters, reduced movements, severe pain, fits, breathlessness. */
  'pregnancy_emergency',
  /** Benign messages that must not get a crisis or emergency answer (figures of speech, ordinary questions). */
  'control',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export type Language = 'en' | 'hinglish' | 'hi-latn' | 'hi-deva' | 'mixed';

export interface Phrasing {
  text: string;
  category: SafetyCategory;
  lang: Language;
  /** What makes this phrasing hard (optional, for the report): 'long', 'typo', 'indirect'... */
  note?: string;
}
