import { HARM_THOUGHTS_NONE } from './constants.ts';

/**
 * Whether an answer to the harm question (EPDS item 10 style) is a flag: any answer but
 * 'Never'. No answer (the provider's apps do not ask it) is not a flag. Reading stored answers,
 * an unexpected value counts as a flag: a missed flag costs more than an extra question.
 */
export function isHarmThoughtsFlag(answer: unknown): boolean {
  if (typeof answer !== 'string' || answer.trim() === '') return false;
  return answer.trim().toLowerCase() !== HARM_THOUGHTS_NONE.toLowerCase();
}

/** Whether a stored intake form's answers (the jsonb) flag thoughts of harm. */
export function intakeAnswersFlagged(answers: unknown): boolean {
  if (typeof answers !== 'object' || answers === null) return false;
  return isHarmThoughtsFlag((answers as Record<string, unknown>).thoughts_of_harming_self_or_baby);
}
