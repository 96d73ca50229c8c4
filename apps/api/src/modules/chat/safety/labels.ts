/** What a message is about, for the safety classifier: one of the urgent kinds, or 'benign'. */
export const SAFETY_LABELS = [
  'suicide_selfharm',
  'overdose_poison',
  'baby_harm',
  'postpartum_psychosis',
  'domestic_violence',
  'newborn_danger',
  'severe_bp',
  'pregnancy_emergency',
  'benign',
] as const;
export type SafetyLabel = (typeof SAFETY_LABELS)[number];
