/**
 * Lookup lists served by GET common-master?slug=...
 * `value` is a stable lower-kebab slug; `label` is what the patient sees.
 */

export type SeedCommonMasterSlug =
  | 'concerns'
  | 'expert-approaches'
  | 'expert-type'
  | 'language'
  | 'consultation-type';

export interface SeedCommonMasterItem {
  value: string;
  label: string;
}

export const commonMasterSeed: Record<SeedCommonMasterSlug, SeedCommonMasterItem[]> = {
  concerns: [
    { value: 'anxiety', label: 'Anxiety' },
    { value: 'depression', label: 'Depression' },
    { value: 'stress', label: 'Stress' },
    { value: 'grief-and-loss', label: 'Grief & Loss' },
    { value: 'pregnancy-loss', label: 'Pregnancy Loss' },
    { value: 'relationship-issues', label: 'Relationship Issues' },
    { value: 'perinatal-mood', label: 'Perinatal Mood' },
    { value: 'postpartum-depression', label: 'Postpartum Depression' },
    { value: 'infertility-stress', label: 'Infertility Stress' },
    { value: 'parenting-stress', label: 'Parenting Stress' },
    { value: 'trauma', label: 'Trauma' },
    { value: 'sleep-problems', label: 'Sleep Problems' },
    { value: 'self-esteem', label: 'Self-esteem' },
    { value: 'anger', label: 'Anger' },
    { value: 'panic-attacks', label: 'Panic Attacks' },
    { value: 'work-stress', label: 'Work Stress' },
    { value: 'loneliness', label: 'Loneliness' },
    { value: 'body-image', label: 'Body Image' },
    { value: 'coping-with-a-diagnosis', label: 'Coping with a Diagnosis' },
    { value: 'lgbtqia-affirmative', label: 'LGBTQIA+ Affirmative' },
  ],
  'expert-approaches': [
    { value: 'cbt', label: 'Cognitive Behavioural Therapy (CBT)' },
    { value: 'dbt', label: 'Dialectical Behaviour Therapy (DBT)' },
    { value: 'act', label: 'Acceptance and Commitment Therapy (ACT)' },
    { value: 'mindfulness-based', label: 'Mindfulness-based Therapy' },
    { value: 'psychodynamic', label: 'Psychodynamic Therapy' },
    { value: 'solution-focused', label: 'Solution-focused Brief Therapy' },
    { value: 'narrative', label: 'Narrative Therapy' },
    { value: 'emdr', label: 'EMDR' },
    { value: 'person-centred', label: 'Person-centred Therapy' },
    { value: 'interpersonal', label: 'Interpersonal Therapy (IPT)' },
    { value: 'compassion-focused', label: 'Compassion-focused Therapy' },
    { value: 'trauma-informed', label: 'Trauma-informed Care' },
    { value: 'couple-and-family', label: 'Couple & Family Therapy' },
    { value: 'queer-affirmative', label: 'Queer-affirmative Practice' },
  ],
  'expert-type': [
    { value: 'genetic-counsellor', label: 'Genetic Counsellor' },
    { value: 'clinical-psychologist', label: 'Clinical Psychologist' },
    { value: 'counselling-psychologist', label: 'Counselling Psychologist' },
    { value: 'psychiatrist', label: 'Psychiatrist' },
    { value: 'fetal-medicine-specialist', label: 'Fetal Medicine Specialist' },
  ],
  language: [
    { value: 'english', label: 'English' },
    { value: 'hindi', label: 'Hindi' },
    { value: 'tamil', label: 'Tamil' },
    { value: 'telugu', label: 'Telugu' },
    { value: 'kannada', label: 'Kannada' },
    { value: 'malayalam', label: 'Malayalam' },
    { value: 'marathi', label: 'Marathi' },
    { value: 'bengali', label: 'Bengali' },
    { value: 'gujarati', label: 'Gujarati' },
    { value: 'punjabi', label: 'Punjabi' },
    { value: 'urdu', label: 'Urdu' },
    { value: 'odia', label: 'Odia' },
  ],
  'consultation-type': [
    { value: 'gc', label: 'Genetic Counselling' },
    { value: 'mhc', label: 'Mental Health Counselling' },
  ],
};
