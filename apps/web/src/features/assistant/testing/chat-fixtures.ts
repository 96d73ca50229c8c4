import { SAFETY_LINE, SAFETY_OPTIONS, SAFETY_QUESTION } from '@care/contracts/chat/constants';
import type { ChatReply } from '@care/contracts/chat/schemas';

/** A ChatReply with every field empty, to be filled by each test. */
export function reply(fields: Partial<ChatReply>): ChatReply {
  return {
    welcome_message: null,
    response_for_previous_question: null,
    new_question: null,
    options_for_new_question: [],
    link: null,
    empathy_message: null,
    crisis: false,
    urgent_help: null,
    safety_net: false,
    ...fields,
  };
}

export const welcome = reply({
  welcome_message: 'Hello Asha, I am Sehej.',
  new_question: 'What would you like to talk about?',
  options_for_new_question: [
    { option_code: 'mood', option_value: 'How I am feeling' },
    { option_code: 'pregnancy', option_value: 'My pregnancy' },
  ],
});

/** A crisis answer as the API sends one: the heading and the numbers lead it. */
export const crisisReply = reply({
  crisis: true,
  response_for_previous_question: 'I am really glad you told me.',
  urgent_help: {
    kind: 'crisis',
    title: "You don't have to face this alone. Please talk to someone now.",
    helplines: [
      { label: 'Tele-MANAS 14416 (free, 24x7, mental health)', number: '14416', tel: 'tel:14416' },
      { label: 'Tele-MANAS toll-free 1-800-891-4416', number: '1-800-891-4416', tel: 'tel:18008914416' },
      { label: 'Emergency 112', number: '112', tel: 'tel:112' },
    ],
  },
});

/** A pregnancy emergency: medical, so not `crisis`, with the ambulances first. */
export const emergencyReply = reply({
  response_for_previous_question: 'Bleeding in pregnancy needs a doctor now.',
  urgent_help: {
    kind: 'emergency',
    title: 'Go to hospital now.',
    helplines: [
      { label: 'Ambulance 108', number: '108', tel: 'tel:108' },
      { label: 'Mother and baby ambulance 102', number: '102', tel: 'tel:102' },
      { label: 'Emergency 112', number: '112', tel: 'tel:112' },
    ],
  },
});

/** A reply to free text the assistant was not sure about: the safety line and the two safety options. */
export const safetyNetReply = reply({
  response_for_previous_question: `I'm not sure I understood that.\n\n${SAFETY_LINE}\n${SAFETY_QUESTION}`,
  new_question: 'What would you like to talk about?',
  options_for_new_question: [
    { option_code: 'mood', option_value: 'How I am feeling' },
    { option_code: 'pregnancy', option_value: 'My pregnancy' },
    SAFETY_OPTIONS.harm,
    SAFETY_OPTIONS.emergency,
  ],
  safety_net: true,
});
