import { intakeAnswerFlagged } from './clinical-flags.ts';
import { INTAKE_OUR_QUESTIONS, PRONOUN_LABELS, type Pronoun } from './constants.ts';

// The intake form's questions as the patient saw them, in the form's order (apps/web
// features/intake gc-intake-form.tsx and mhc-intake-form.tsx), keyed by the answer's field. The
// expert's console shows a stored form as these question and answer pairs.

export const GC_INTAKE_QUESTIONS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['age', 'Age'],
  ['city', 'City'],
  ['phone', 'Phone number'],
  ['email', 'E-mail ID'],
  ['gender', 'Gender'],
  ['referred_by', 'Referred by'],
  ['referral_reason', 'Reason for referral'],
  ['previous_consultation_ddone_at_lilac', 'Have you had a consultation at Lilac before?'],
  ['previous_tests_done', 'Have you had genetic tests before?'],
  ['first_followup', 'First consultation or follow-up?'],
  ['appropriate_option', 'Which best describes this consultation?'],
] as const;

export const MHC_INTAKE_QUESTIONS = [
  ['name', 'Name'],
  ['phone', 'Phone number'],
  ['dob', 'Date of birth'],
  ['age', 'Age'],
  ['city', 'City'],
  ['referred_by', 'Referred by'],
  ['emergency_contact', 'Emergency contact'],
  ['gender', 'Gender'],
  ['pronouns', 'Pronouns'],
  ['sexual_orientation', 'Sexual orientation'],
  ['marital_status', 'Marital status'],
  ['employed', 'Are you employed?'],
  ['home_maker', 'Are you a home maker?'],
  ['pregnant_or_baby_in_last_12_months', INTAKE_OUR_QUESTIONS.pregnant_or_baby_in_last_12_months],
  ['previously_taken_health_services', 'Have you used mental health services before?'],
  ['psychiatric_medication', 'Do you take psychiatric medication?'],
  ['mental_illness_in_family', 'Is there mental illness in your family?'],
  ['current_physical_health', 'Your physical health now'],
  ['current_sleeping_habits', 'Your sleep now'],
  ['current_eating_habits', 'Your eating now'],
  [
    'experiencing_overwhelming_saddness_grief_or_depression',
    'Are you experiencing overwhelming sadness, grief or depression?',
  ],
  ['how_long_experiencing_overwhelming_saddness_grief_or_depression', 'For how long?'],
  ['experiencing_anxiet_panic_attacks', 'Are you experiencing anxiety or panic attacks?'],
  ['experiencing_anxiet_panic_attacks_when_started', 'When did they start?'],
  ['thoughts_of_harming_self_or_baby', INTAKE_OUR_QUESTIONS.thoughts_of_harming_self_or_baby],
  ['drink_alcohol', 'Do you drink alcohol?'],
  ['recreational_drug_use', 'Recreational drug use'],
  ['significant_life_changes', 'Significant changes in your life recently'],
  ['expectations_from_therapy', 'What do you hope for from therapy?'],
] as const;

export const INTAKE_QUESTIONS = { gc: GC_INTAKE_QUESTIONS, mhc: MHC_INTAKE_QUESTIONS } as const;

export interface IntakeItem {
  question: string;
  answer: string;
  flagged: boolean;
}

/** An answer as words: numbers as written, pronouns as the form showed them. */
function answerText(field: string, value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return field === 'pronouns' ? (PRONOUN_LABELS[text as Pronoun] ?? text) : text;
}

/**
 * A stored form's answers as question and answer pairs in the form's order, each marked by the
 * clinical rules (clinical-flags.ts). A question left unanswered (a follow-up after a No, our
 * questions from an app that does not ask them) is left out; answers the form does not ask are
 * never shown.
 */
export function intakeItems(
  type: 'gc' | 'mhc',
  answers: Record<string, unknown>,
  /** A further reader of free-text answers (the API passes the assistant's danger detector). */
  alsoFlag?: (field: string, answer: unknown) => boolean,
): IntakeItem[] {
  return INTAKE_QUESTIONS[type].flatMap(([field, question]) => {
    const answer = answerText(field, answers[field]);
    if (answer === '') return [];
    const flagged = intakeAnswerFlagged(type, field, answers) || (alsoFlag?.(field, answers[field]) ?? false);
    return [{ question, answer, flagged }];
  });
}
