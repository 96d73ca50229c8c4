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
