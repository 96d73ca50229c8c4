// The intake form's messages (spec sections 2, 5 and 8; spelling as shown).

import { helplines } from '../common/helplines.ts';
import { INTAKE_OUR_QUESTIONS as q } from './constants.ts';

export const intakeMessages = {
  required: 'Required',
  phoneInvalid: 'Phone number is not valid',
  emailInvalid: 'E-mail ID is not valid',
  submitted: 'Your form submitted successfully.',
  expired: 'Your appointment time has been expired.',
  already: 'You are alredy submitted this intake form.',
  // ours
  ageInvalid: 'Please enter an age from 1 to 100.',
  dobInvalid: 'Please enter a date of birth in the past (DD-MM-YYYY).',
  notFound: 'Appointment booking not found.',
  typeMismatch: 'This form does not match the appointment.',
  detail: 'Patient details for the intake form.',
  tooLong: 'Please keep this answer shorter.',
  // Issue 18: the form opens from its own link (a capability), not from the booking's id.
  linkInvalid: 'This intake form link has expired or is not valid.',
  linkNeeded: 'To fill in the intake form, please open the link in your confirmation message, or sign in.',
  /** A value the question does not offer (the question's words and its field name). */
  perinatalInvalid: `Please answer Yes or No to '${q.pregnant_or_baby_in_last_12_months}' (pregnant_or_baby_in_last_12_months).`,
  harmThoughtsInvalid: `Please answer 'Yes, quite often', 'Sometimes', 'Hardly ever' or 'Never' to '${q.thoughts_of_harming_self_or_baby}' (thoughts_of_harming_self_or_baby).`,
} as const;

/**
 * What the intake page says when the harm question is answered with anything but 'Never'
 * (under the question at once, and again after submitting), and the helplines it always shows.
 */
export const intakeCrisisMessages = {
  title: 'Thank you for telling us.',
  lead: "Thoughts like these can be frightening, and you don't have to carry them alone. Your expert will see this answer before your session. You can also talk to someone now, free, at any hour:",
  act: `If you feel you might act on these thoughts, call ${helplines.emergency.number} or go to the nearest hospital now.`,
  note: 'Need to talk to someone now?',
} as const;
