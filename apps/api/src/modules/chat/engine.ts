import type { ChatBody, ChatReply } from '@care/contracts/chat';
import { CHAT_EMPATHY_AFTER_MESSAGES } from '@care/contracts/constants';
import { chatMessages } from '@care/contracts/messages';
import type { chatNodes, chatTopics } from '../../db/schema.ts';

// The assistant's rules, without the database: given where the patient is in the tree and
// what they sent, the reply and where they are next. The tree itself is data
// (seed/content/chat-tree.ts); nothing here knows its branches except the main menu and
// the node for text it cannot place.

export type ChatNode = typeof chatNodes.$inferSelect;
export type ChatTopic = Pick<typeof chatTopics.$inferSelect, 'keywords' | 'nodeCode' | 'crisis' | 'sort'>;
export interface ChatTree {
  nodes: ReadonlyMap<string, ChatNode>;
  topics: readonly ChatTopic[];
}

/** What is kept per patient between messages (chat_sessions). */
export interface ChatState {
  nodeCode: string;
  /** Messages so far, the patient's and the assistant's (the welcome counts as one). */
  messageCount: number;
  /** The once-per-chat empathy message for a long conversation has been sent. */
  empathySent: boolean;
}

export const START_NODE = 'start';
/** Where text that matches no topic (or no text at all) goes. */
export const FALLBACK_NODE = 'not_understood';

export type ChatStep =
  | { ok: true; reply: ChatReply; state: ChatState; restarted: boolean }
  | { ok: false; message: string };

export interface ChatInput {
  /** Null when the patient has never started a chat. */
  state: ChatState | null;
  tree: ChatTree;
  body: ChatBody;
  firstName: string;
  assistantName: string;
}

export const welcomeMessage = (firstName: string, assistantName: string, intro: string | null) =>
  `Hi ${firstName}, I'm ${assistantName}. ${intro ?? ''}`.trim();

export const empathyMessage = (firstName: string) =>
  `${firstName}, thank you for sharing with me and telling me how you feel. Whatever is on your mind, you don't have to carry it alone: I'm here, and so are our counsellors.`;

export function chatStep({ state, tree, body, firstName, assistantName }: ChatInput): ChatStep {
  const start = tree.nodes.get(START_NODE);
  if (!start) throw new Error('The chat tree is not loaded.');

  if (body.start_new_chat === true) {
    return {
      ok: true,
      restarted: true,
      state: { nodeCode: start.code, messageCount: 1, empathySent: false },
      reply: {
        welcome_message: welcomeMessage(firstName, assistantName, start.message),
        response_for_previous_question: null,
        new_question: start.question,
        options_for_new_question: optionsOf(start),
        link: start.link ?? null,
        empathy_message: null,
        crisis: false,
      },
    };
  }

  let current = state;
  let target: ChatNode;
  if (body.answer !== undefined) {
    if (!current) return { ok: false, message: chatMessages.notStarted };
    const chosen = tree.nodes.get(current.nodeCode)?.options.find((o) => o.option_code === body.answer);
    const next = chosen && tree.nodes.get(chosen.next);
    if (!next) return { ok: false, message: chatMessages.unknownOption };
    target = next;
  } else {
    // Free text needs no started chat: someone who types first is simply answered.
    current ??= { nodeCode: start.code, messageCount: 1, empathySent: false };
    const topic = matchTopic(tree.topics, body.text ?? '');
    target = (topic && tree.nodes.get(topic.nodeCode)) ?? tree.nodes.get(FALLBACK_NODE) ?? start;
  }

  // A node is a crisis node when a crisis topic leads to it, whether the patient typed the
  // words or chose an option that goes there.
  const crisis = tree.topics.some((t) => t.crisis && t.nodeCode === target.code);
  // A node with no options of its own only answers; the main menu follows it.
  const asked = target.options.length > 0 ? target : start;
  const messageCount = current.messageCount + 2;
  const longChat = messageCount > CHAT_EMPATHY_AFTER_MESSAGES;
  // In a crisis the helpline leads alone; a long-chat empathy message waits for the next reply.
  const empathy = !crisis && (target.empathy || (longChat && !current.empathySent));

  return {
    ok: true,
    restarted: false,
    state: {
      nodeCode: asked.code,
      messageCount,
      empathySent: current.empathySent || (longChat && !crisis),
    },
    reply: {
      welcome_message: null,
      response_for_previous_question: target.message,
      new_question: asked.question,
      options_for_new_question: optionsOf(asked),
      link: target.link ?? null,
      empathy_message: empathy ? empathyMessage(firstName) : null,
      crisis,
    },
  };
}

const optionsOf = (node: ChatNode) =>
  node.options.map(({ option_code, option_value }) => ({ option_code, option_value }));

/**
 * The topic free text is about: crisis topics first, then by sort. Keywords match whole words
 * or phrases; a keyword word ending in `*` matches any word starting with it.
 */
export function matchTopic(topics: readonly ChatTopic[], text: string): ChatTopic | null {
  const words = wordsOf(text, false);
  if (words.length === 0) return null;
  const ordered = [...topics].sort((a, b) => Number(b.crisis) - Number(a.crisis) || a.sort - b.sort);
  return ordered.find((t) => t.keywords.some((k) => containsPhrase(words, wordsOf(k, true)))) ?? null;
}

/**
 * Lower-case words without punctuation. Apostrophes are dropped so "don't" and "dont" read the
 * same; letters of any script (with their combining marks, for Devanagari) are kept.
 */
export function wordsOf(text: string, keepWildcard: boolean): string[] {
  const split = keepWildcard ? /[^\p{L}\p{M}\p{N}*]+/u : /[^\p{L}\p{M}\p{N}]+/u;
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(split)
    .filter(Boolean);
}

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((p, j) => wordMatches(words[i + j]!, p))) return true;
  }
  return false;
}

const wordMatches = (word: string, pattern: string) =>
  pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
