import { CHAT_EMPATHY_AFTER_MESSAGES } from '@care/contracts/chat/constants';
import { chatMessages } from '@care/contracts/chat/messages';
import type { ChatBody, ChatReply } from '@care/contracts/chat/schemas';
import type { chatNodes, chatTopics } from '../../db/schema/index.ts';

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
  /** A sad or anxiety-type answer was given in this chat. */
  distressSeen: boolean;
  /** The once-per-chat empathy message has been sent. */
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
  const fresh: ChatState = { nodeCode: start.code, messageCount: 1, distressSeen: false, empathySent: false };

  if (body.start_new_chat === true) {
    return {
      ok: true,
      restarted: true,
      state: fresh,
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
    const reached = answerTarget(tree, current, body.answer);
    if (!reached.ok) return { ok: false, message: current ? reached.message : chatMessages.notStarted };
    target = reached.node;
  } else {
    target = textTarget(tree, body.text ?? '');
  }
  // Free text needs no started chat: someone who types first is simply answered.
  current ??= fresh;

  const crisis = isCrisisNode(tree, target.code);
  // A node with no options of its own only answers; the main menu follows it.
  const asked = target.options.length > 0 ? target : start;
  const messageCount = current.messageCount + 2;
  // Spec: after sad and anxiety-type answers and more than 10 messages, an empathy message by
  // name; once per chat. In a crisis the helpline leads alone, so it waits for a later reply.
  const distressSeen = current.distressSeen || target.empathy;
  const empathy =
    !crisis && distressSeen && messageCount > CHAT_EMPATHY_AFTER_MESSAGES && !current.empathySent;

  return {
    ok: true,
    restarted: false,
    state: {
      nodeCode: asked.code,
      messageCount,
      distressSeen,
      empathySent: current.empathySent || empathy,
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
 * A node is a crisis node when a crisis topic leads to it, whether the patient typed the words
 * or chose an option that goes there.
 */
const isCrisisNode = (tree: ChatTree, code: string) =>
  tree.topics.some((t) => t.crisis && t.nodeCode === code);

/** Where free text goes: its topic's node, else the node for text the assistant cannot place. */
function textTarget(tree: ChatTree, text: string): ChatNode {
  const topic = matchTopic(tree.topics, text);
  return (
    (topic && tree.nodes.get(topic.nodeCode)) ?? tree.nodes.get(FALLBACK_NODE) ?? tree.nodes.get(START_NODE)!
  );
}

/** How option codes are written (the tree's test holds every code to it). */
const OPTION_CODE_SHAPE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * What an `answer` leads to. The web sends option codes there, but the mobile apps send what the
 * patient typed, so anything that is not an option of the node the patient is on is read as
 * free text. Two exceptions keep a stray button press from moving the chat: a code of another
 * node (an older message, another device) and a made-up code that names no topic are refused and
 * change nothing; but a button or code that leads to a crisis answer is always honoured. A
 * patient whose node no longer exists (the tree was reseeded) is treated as on the main menu.
 */
function answerTarget(
  tree: ChatTree,
  state: ChatState | null,
  answer: string,
): { ok: true; node: ChatNode } | { ok: false; message: string } {
  const refused = { ok: false, message: chatMessages.unknownOption } as const;
  const here = state ? (tree.nodes.get(state.nodeCode) ?? tree.nodes.get(START_NODE)) : undefined;
  const chosen = here?.options.find((o) => o.option_code === answer);
  if (chosen) {
    const next = tree.nodes.get(chosen.next);
    return next ? { ok: true, node: next } : refused;
  }

  const elsewhere = [...tree.nodes.values()].flatMap((n) => n.options).find((o) => o.option_code === answer);
  if (elsewhere) {
    const next = tree.nodes.get(elsewhere.next);
    return next && isCrisisNode(tree, next.code) ? { ok: true, node: next } : refused;
  }

  const topic = matchTopic(tree.topics, answer);
  if (!topic && OPTION_CODE_SHAPE.test(answer)) return refused;
  return { ok: true, node: textTarget(tree, answer) };
}

// ── Free-text matching ─────────────────────────────────────────────────────────
//
// A topic's keywords are small patterns over the words of the message, so that one rule covers
// the many ways one thing is said (intent + act, act + self, symptom + body part) rather than a
// list of exact sentences. Both the message and the keywords are normalised the same way first
// (see wordsOf). In a keyword:
//
//   word        that word                 pre*      any word starting with "pre"
//   a|b*|c      any of these              a|b?      optional: one of these, or nothing
//   $           (as an alternative) the end of the message
//   ..  ..N     up to 3 (or N) words of anything in between;  ...  up to 8
//   !a|b        the word just before this point is not one of these (a|b as above)
//   x & y       x and y both occur somewhere in the message, in any order
//
// Words in sequence must follow each other (apart from the gaps). Negation is never required or
// excluded by the crisis rules: "I want to die" and "I don't want to die" both get the helpline.

type Alternative = { text: string; prefix: boolean } | { end: true };
type Token =
  | { kind: 'word'; alternatives: Alternative[]; optional: boolean }
  | { kind: 'gap'; max: number }
  | { kind: 'notAfter'; alternatives: Alternative[] };
type Clause = Token[];
/** A compiled keyword: every clause must match somewhere in the message. */
export type CompiledKeyword = Clause[];

const DEFAULT_GAP = 3;
const LONG_GAP = 8;

/** Parses a keyword; throws on one that could never match or would match everything. */
export function compileKeyword(keyword: string): CompiledKeyword {
  const clauses = keyword.split('&').map((c) => c.trim());
  if (clauses.some((c) => c === '')) throw new Error(`Empty part in keyword "${keyword}"`);
  return clauses.map((clause) => {
    const tokens = clause.split(/\s+/).map((raw) => parseToken(raw, keyword));
    const first = tokens[0]!;
    const last = tokens.at(-1)!;
    if (first.kind === 'gap' || last.kind === 'gap')
      throw new Error(`Keyword "${keyword}" starts or ends with a gap`);
    tokens.forEach((t, i) => {
      if (t.kind === 'gap' && tokens[i + 1]?.kind === 'gap')
        throw new Error(`Two gaps in a row in "${keyword}"`);
    });
    const anchored = tokens.some(
      (t) => t.kind === 'word' && !t.optional && t.alternatives.every((a) => !('end' in a)),
    );
    if (!anchored) throw new Error(`Keyword "${keyword}" has no word it must find`);
    return tokens;
  });
}

function parseToken(raw: string, keyword: string): Token {
  const gap = /^\.\.(\d*)$/.exec(raw);
  if (gap) return { kind: 'gap', max: gap[1] ? Number(gap[1]) : DEFAULT_GAP };
  if (raw === '...') return { kind: 'gap', max: LONG_GAP };
  if (raw.startsWith('!'))
    return { kind: 'notAfter', alternatives: parseAlternatives(raw.slice(1), keyword) };
  const optional = raw.endsWith('?');
  return {
    kind: 'word',
    alternatives: parseAlternatives(optional ? raw.slice(0, -1) : raw, keyword),
    optional,
  };
}

function parseAlternatives(raw: string, keyword: string): Alternative[] {
  return raw.split('|').map((alt): Alternative => {
    if (alt === '$') return { end: true };
    const prefix = alt.endsWith('*');
    const words = wordsOf(prefix ? alt.slice(0, -1) : alt);
    if (words.length !== 1) throw new Error(`"${alt}" in keyword "${keyword}" is not one word`);
    return { text: words[0]!, prefix };
  });
}

const compiledKeywords = new Map<string, CompiledKeyword | null>();

/** Keywords come from the database on every message; each is parsed once. */
function compiled(keyword: string): CompiledKeyword | null {
  let found = compiledKeywords.get(keyword);
  if (found === undefined) {
    try {
      found = compileKeyword(keyword);
    } catch {
      // The tree's tests compile every seeded keyword; a broken one must not take the chat down.
      found = null;
    }
    if (compiledKeywords.size > 10_000) compiledKeywords.clear();
    compiledKeywords.set(keyword, found);
  }
  return found;
}

const alternativeMatches = (a: Alternative, word: string) =>
  !('end' in a) && (a.prefix ? word.startsWith(a.text) : word === a.text);

function matchFrom(words: readonly string[], tokens: Clause, ti: number, wi: number): boolean {
  if (ti === tokens.length) return true;
  const token = tokens[ti]!;
  if (token.kind === 'gap') {
    for (let skip = 0; skip <= token.max && wi + skip <= words.length; skip++) {
      if (matchFrom(words, tokens, ti + 1, wi + skip)) return true;
    }
    return false;
  }
  if (token.kind === 'notAfter') {
    const before = words[wi - 1];
    if (before !== undefined && token.alternatives.some((a) => alternativeMatches(a, before))) return false;
    return matchFrom(words, tokens, ti + 1, wi);
  }
  const word = words[wi];
  if (word !== undefined && token.alternatives.some((a) => alternativeMatches(a, word))) {
    if (matchFrom(words, tokens, ti + 1, wi + 1)) return true;
  }
  if (wi === words.length && token.alternatives.some((a) => 'end' in a)) {
    if (matchFrom(words, tokens, ti + 1, wi)) return true;
  }
  return token.optional && matchFrom(words, tokens, ti + 1, wi);
}

/** Whether a keyword matches the (normalised) words of a message. */
export function keywordMatches(keyword: CompiledKeyword, words: readonly string[]): boolean {
  return keyword.every((clause) => {
    for (let wi = 0; wi < words.length; wi++) if (matchFrom(words, clause, 0, wi)) return true;
    return false;
  });
}

/** The topic free text is about: crisis topics first, then by sort; null when none matches. */
export function matchTopic(topics: readonly ChatTopic[], text: string): ChatTopic | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const ordered = [...topics].sort((a, b) => Number(b.crisis) - Number(a.crisis) || a.sort - b.sort);
  return (
    ordered.find((t) =>
      t.keywords.some((k) => {
        const keyword = compiled(k);
        return keyword !== null && keywordMatches(keyword, words);
      }),
    ) ?? null
  );
}

/**
 * The words of a message, normalised so that spellings patients use read alike: compatibility
 * forms and case folded; accents dropped from Latin letters; the Devanagari nukta dropped and
 * chandrabindu read as anusvara (ज़िंदगी = जिंदगी, हूँ = हूं); apostrophes removed ("can't" = "cant");
 * split on anything that is not a letter, mark or digit; and Latin spellings shortened the way
 * patients vary them: a letter typed three or more times once ("dieee" = "die"), a doubled
 * consonant once ("marr" = "mar", "kill" = "kil") and "aa" as "a" ("maarna" = "marna"). Doubled
 * e and o are kept, so "feel" and "fell" stay apart. Keywords go through the same steps.
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u093c\u200b-\u200d\ufeff]/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’‘`´ʼ]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((w) =>
      w
        .replace(/([a-z])\1{2,}/g, '$1')
        .replace(/([b-df-hj-np-tv-z])\1/g, '$1')
        .replace(/aa/g, 'a'),
    );
}
