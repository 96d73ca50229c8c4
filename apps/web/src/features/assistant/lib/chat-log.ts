import type { ChatOption, ChatReply } from '@care/contracts/chat/schemas';

// The conversation as the drawer shows it: the patient's messages on the right, the assistant's
// replies (with their options) on the left (spec section 4, Chat).

export type ChatEntry =
  | { id: number; from: 'patient'; text: string }
  /** `chosen` is the option the patient picked from this reply, once they have. */
  | { id: number; from: 'bot'; reply: ChatReply; chosen: string | null };

export interface ChatLog {
  entries: ChatEntry[];
  nextId: number;
}

export type ChatLogAction =
  | { type: 'option'; option: ChatOption }
  | { type: 'text'; text: string }
  | { type: 'reply'; reply: ChatReply };

export const emptyChatLog: ChatLog = { entries: [], nextId: 1 };

export function chatLogReducer(log: ChatLog, action: ChatLogAction): ChatLog {
  const id = log.nextId;
  switch (action.type) {
    case 'option': {
      // Remember the choice on the reply it answered, so that option stays highlighted.
      const entries = log.entries.map((entry, i) =>
        i === log.entries.length - 1 && entry.from === 'bot'
          ? { ...entry, chosen: action.option.option_code }
          : entry,
      );
      return {
        entries: [...entries, { id, from: 'patient', text: action.option.option_value }],
        nextId: id + 1,
      };
    }
    case 'text':
      return { entries: [...log.entries, { id, from: 'patient', text: action.text }], nextId: id + 1 };
    case 'reply':
      return {
        entries: [...log.entries, { id, from: 'bot', reply: action.reply, chosen: null }],
        nextId: id + 1,
      };
  }
}

/** Only the newest reply's options can be answered; older ones are history. */
export function canAnswer(log: ChatLog, entry: ChatEntry): boolean {
  return entry.from === 'bot' && log.entries[log.entries.length - 1] === entry;
}
