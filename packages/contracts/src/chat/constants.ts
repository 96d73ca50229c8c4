// The guided assistant.
import type { HelplineKey } from '../common/helplines.ts';

/** The chat adds an empathy message once the conversation passes this many messages. */
export const CHAT_EMPATHY_AFTER_MESSAGES = 10;

/**
 * Free text is read whole for danger, however long (issue 16: length never blocks safety); the
 * rest of the assistant reads the first CHAT_TEXT_MAX characters, and the web's box stops there.
 * The route's body limit (CHAT_BODY_MAX_BYTES) is the only hard bound.
 */
export const CHAT_TEXT_MAX = 2000;
export const CHAT_BODY_MAX_BYTES = 64 * 1024;

/**
 * The urgent answers, each leading with its own numbers (issue 16). `crisis` marks the ones about
 * a person's safety (mental health, violence); the rest are medical emergencies.
 */
export const URGENT_KINDS = [
  'crisis',
  'baby_harm',
  'overdose',
  'psychosis',
  'violence',
  'newborn',
  'severe_bp',
  'emergency',
] as const;
export type UrgentKind = (typeof URGENT_KINDS)[number];

export const URGENT_HELP: Record<UrgentKind, { title: string; helplines: HelplineKey[]; crisis: boolean }> = {
  crisis: {
    title: "You don't have to face this alone. Please talk to someone now.",
    helplines: ['teleManas', 'teleManasTollFree', 'emergency'],
    crisis: true,
  },
  baby_harm: {
    title: 'You are not alone, and help is there right now.',
    helplines: ['teleManas', 'teleManasTollFree', 'emergency'],
    crisis: true,
  },
  overdose: {
    title: 'Go to hospital now, even if you feel well.',
    helplines: ['ambulance', 'emergency', 'teleManas'],
    crisis: true,
  },
  psychosis: {
    title: 'This is an emergency: get help now.',
    helplines: ['emergency', 'ambulance', 'teleManas'],
    crisis: true,
  },
  violence: {
    title: 'You are not to blame, and you are not alone.',
    helplines: ['women', 'emergency'],
    crisis: true,
  },
  newborn: {
    title: 'Take your baby to hospital now.',
    helplines: ['ambulance', 'pregnancyAmbulance', 'emergency'],
    crisis: false,
  },
  severe_bp: {
    title: 'A reading this high needs the hospital today.',
    helplines: ['ambulance', 'pregnancyAmbulance', 'emergency'],
    crisis: false,
  },
  emergency: {
    title: 'Go to hospital now.',
    helplines: ['ambulance', 'pregnancyAmbulance', 'emergency'],
    crisis: false,
  },
};

/**
 * The one-tap options every reply that is not confidently about a safe topic carries (issue 16),
 * and the question they answer. Their codes are honoured from any point in the conversation.
 */
export const SAFETY_OPTIONS = {
  harm: { option_code: 'safety_harm', option_value: "I'm having thoughts of harming myself or my baby" },
  emergency: { option_code: 'safety_emergency', option_value: 'This is a medical emergency' },
} as const;
export const SAFETY_QUESTION =
  'Are you thinking of harming yourself or your baby? Is this a medical emergency?';

/** The safety line itself, appended to such replies (in the text, so every client shows it). */
export const SAFETY_LINE =
  'If you or your baby are in danger, call 112 or go to the nearest hospital. To talk to someone now: Tele-MANAS 14416 or 1-800-891-4416 (free, 24x7). Violence at home: 181.';
