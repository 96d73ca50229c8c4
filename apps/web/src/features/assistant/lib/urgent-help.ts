import { URGENT_HELP } from '@care/contracts/chat/constants';
import type { ChatHelpline, ChatReply, ChatUrgentHelp } from '@care/contracts/chat/schemas';
import { HELPLINE_LABELS, type HelplineKey, helplines } from '@care/contracts/common/helplines';

// The numbers the assistant's drawer offers: those that lead an urgent answer (sent by the API
// with the reply) and the full list behind "Get help now".

/** A helpline of the contract as a tap-to-call button shows it. */
export function helplineOf(key: HelplineKey): ChatHelpline {
  return { label: HELPLINE_LABELS[key], number: helplines[key].number, tel: helplines[key].tel };
}

/** Every helpline, in the order "Get help now" lists them: any emergency first. */
export const HELP_NOW_HELPLINES: readonly ChatHelpline[] = (
  ['emergency', 'teleManas', 'teleManasTollFree', 'ambulance', 'pregnancyAmbulance', 'women'] as const
).map(helplineOf);

/**
 * What leads a reply: its `urgent_help`; for a crisis reply that came without one, the contract's
 * own crisis heading and numbers, so the helplines never go missing from a crisis answer.
 */
export function urgentHelpOf(reply: ChatReply): ChatUrgentHelp | null {
  if (reply.urgent_help) return reply.urgent_help;
  if (!reply.crisis) return null;
  const { title, helplines: keys } = URGENT_HELP.crisis;
  return { kind: 'crisis', title, helplines: keys.map(helplineOf) };
}

/** True for the answers about a person's safety (red); false for medical emergencies. */
export function isCrisisKind(kind: ChatUrgentHelp['kind']): boolean {
  return URGENT_HELP[kind]?.crisis ?? true;
}

/** The helpline's tel: address, or one made from its digits when the address is not a plain tel: one. */
export function telHref(helpline: ChatHelpline): string {
  if (/^tel:\+?\d+$/.test(helpline.tel)) return helpline.tel;
  return `tel:${helpline.number.replace(/[^\d+]/g, '')}`;
}
