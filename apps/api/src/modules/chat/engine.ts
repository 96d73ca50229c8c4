import {
  CHAT_EMPATHY_AFTER_MESSAGES,
  CHAT_TEXT_MAX,
  SAFETY_LINE,
  SAFETY_OPTIONS,
  SAFETY_QUESTION,
  URGENT_HELP,
  type UrgentKind,
} from '@care/contracts/chat/constants';
import { chatMessages } from '@care/contracts/chat/messages';
import type { ChatBody, ChatHelpline, ChatReply } from '@care/contracts/chat/schemas';
import { HELPLINE_LABELS, helplines } from '@care/contracts/common/helplines';
import type { chatNodes, chatTopics } from '../../db/schema/index.ts';
import { compiled, keywordMatches } from './keywords.ts';
import { wordsOf } from './normalise.ts';
import { assessSafety, type RiskConcept, SELF_HARM_CONCEPTS, type UrgentLabel } from './safety/index.ts';
import { PREGNANCY_EMERGENCY_PARTS } from './safety/signals.ts';

// The assistant's rules, without the database: given where the patient is in the tree and
// what they sent, the reply and where they are next. The tree itself is data
// (seed/content/chat-tree.ts); nothing here knows its branches except the main menu, the node for
// text it cannot place, and the urgent answers safety (./safety) leads to.
//
// Free text is read for danger first, whole, whatever its length (issue 16): a danger found
// answers with its urgent node, however the rest of the message reads. Otherwise the topic rules
// place it; and every reply to free text that is not confidently about a safe topic (the
// fallback, a menu, a distress answer, or the classifier unsure) carries the safety line and the
// two one-tap safety options, so no reply about danger is left without help.

export type ChatNode = typeof chatNodes.$inferSelect;
export type ChatTopic = Pick<typeof chatTopics.$inferSelect, 'keywords' | 'nodeCode' | 'sort'>;
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

/** The urgent answers: node code → the help that leads it (the tree's test checks each exists). */
export const URGENT_NODES: Readonly<Record<string, UrgentKind>> = {
  crisis: 'crisis',
  baby_harm: 'baby_harm',
  overdose: 'overdose',
  psychosis: 'psychosis',
  violence: 'violence',
  newborn_emergency: 'newborn',
  severe_bp: 'severe_bp',
  emergency: 'emergency',
  emergency_breathing: 'emergency',
  emergency_movements: 'emergency',
};
/** Where each danger safety finds is answered (pregnancy emergencies: see emergencyNode). */
const NODE_FOR: Record<UrgentLabel, string> = {
  suicide_selfharm: 'crisis',
  overdose_poison: 'overdose',
  baby_harm: 'baby_harm',
  postpartum_psychosis: 'psychosis',
  domestic_violence: 'violence',
  newborn_danger: 'newborn_emergency',
  severe_bp: 'severe_bp',
  pregnancy_emergency: 'emergency',
};
/** The one-tap safety options and where they lead, honoured from anywhere in the chat. */
const SAFETY_TARGETS: Readonly<Record<string, string>> = {
  [SAFETY_OPTIONS.harm.option_code]: 'crisis',
  [SAFETY_OPTIONS.emergency.option_code]: 'emergency',
};

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
        urgent_help: null,
        safety_net: false,
      },
    };
  }

  let current = state;
  let reached: Reached;
  if (body.answer !== undefined) {
    const answered = answerTarget(tree, current, body.answer);
    if (!answered.ok) return { ok: false, message: current ? answered.message : chatMessages.notStarted };
    reached = answered;
  } else {
    reached = textTarget(tree, body.text ?? '');
  }
  const { node: target, also, net } = reached;
  // Free text needs no started chat: someone who types first is simply answered.
  current ??= fresh;

  const urgent = URGENT_NODES[target.code];
  const crisis = urgent !== undefined && URGENT_HELP[urgent].crisis;
  // A node with no options of its own only answers; the main menu follows it.
  const asked = target.options.length > 0 ? target : start;
  const messageCount = current.messageCount + 2;
  // Spec: after sad and anxiety-type answers and more than 10 messages, an empathy message by
  // name; once per chat. In an urgent answer the help leads alone, so it waits for a later reply.
  const distressSeen = current.distressSeen || target.empathy;
  const empathy =
    urgent === undefined &&
    distressSeen &&
    messageCount > CHAT_EMPATHY_AFTER_MESSAGES &&
    !current.empathySent;
  const safetyNet = urgent === undefined && (net || target.empathy);
  const options = optionsOf(asked);

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
      response_for_previous_question: withSafetyLine(withAlso(target.message, urgent, also), safetyNet),
      new_question: asked.question,
      options_for_new_question: safetyNet
        ? [
            ...options.filter((o) => !(o.option_code in SAFETY_TARGETS)),
            SAFETY_OPTIONS.harm,
            SAFETY_OPTIONS.emergency,
          ]
        : options,
      link: target.link ?? null,
      empathy_message: empathy ? empathyMessage(firstName) : null,
      crisis,
      urgent_help: urgent ? urgentHelp(urgent, also) : null,
      safety_net: safetyNet,
    },
  };
}

const optionsOf = (node: ChatNode) =>
  node.options.map(({ option_code, option_value }) => ({ option_code, option_value }));

/**
 * Where a message or a tap leads: the node; the other urgent kinds the message also carried
 * (their numbers are added to the leading answer's); whether the reply needs the safety net.
 */
interface Reached {
  ok: true;
  node: ChatNode;
  also: UrgentKind[];
  net: boolean;
}

/** The safety line and the direct question, after the answer's own text. */
function withSafetyLine(message: string | null, net: boolean): string | null {
  if (!net) return message;
  return [message, `${SAFETY_LINE}\n${SAFETY_QUESTION}`].filter(Boolean).join('\n\n');
}

/** A sentence for each other danger the message carried, after the leading answer. */
function withAlso(message: string | null, urgent: UrgentKind | undefined, also: readonly UrgentKind[]) {
  const others = also.filter((k) => k !== urgent);
  if (others.length === 0) return message;
  const lines = others.map((k) => `• ${ALSO_LINES[k]}`);
  return [message, `You also mentioned something else that needs help now:\n${lines.join('\n')}`]
    .filter(Boolean)
    .join('\n\n');
}

const ALSO_LINES: Record<UrgentKind, string> = {
  crisis: `Thoughts of ending your life or hurting yourself: call ${helplines.teleManas.number} or ${helplines.teleManasTollFree.number} (Tele-MANAS, free, 24x7), or ${helplines.emergency.number}.`,
  baby_harm: `Thoughts of harming your baby: put the baby somewhere safe, get someone to be with you, and call ${helplines.teleManas.number} (Tele-MANAS) or ${helplines.emergency.number}.`,
  overdose: `Tablets or a poison already taken: go to hospital now, even if you feel well (${helplines.ambulance.number} or ${helplines.emergency.number}).`,
  psychosis: `Confusion, seeing or hearing things, or strange fears after birth: an emergency, call ${helplines.emergency.number} or go to hospital now, and do not stay alone with the baby.`,
  violence: `Someone at home hurting or threatening you: the Women Helpline ${helplines.women.number} (free, 24x7), or ${helplines.emergency.number} if you are in danger now.`,
  newborn: `A newborn's danger signs: take the baby to hospital now (${helplines.ambulance.number}, ${helplines.pregnancyAmbulance.number} or ${helplines.emergency.number}).`,
  severe_bp: `A blood pressure of 160/110 or above in pregnancy: hospital today (${helplines.ambulance.number}, ${helplines.pregnancyAmbulance.number} or ${helplines.emergency.number}).`,
  emergency: `A pregnancy emergency sign: go to hospital now (${helplines.ambulance.number}, ${helplines.pregnancyAmbulance.number} or ${helplines.emergency.number}).`,
};

/** The leading answer's numbers, then those of any other danger the message carried. */
function urgentHelp(kind: UrgentKind, also: readonly UrgentKind[]) {
  const keys = [...new Set([kind, ...also].flatMap((k) => URGENT_HELP[k].helplines))];
  const numbers: ChatHelpline[] = keys.map((key) => ({
    label: HELPLINE_LABELS[key],
    number: helplines[key].number,
    tel: helplines[key].tel,
  }));
  return { kind, title: URGENT_HELP[kind].title, helplines: numbers };
}

/**
 * Where free text goes. Danger first, read over the whole message: its urgent node, the other
 * dangers carried along. Otherwise its topic's node (on the first CHAT_TEXT_MAX characters), else
 * the node for text the assistant cannot place; the safety net unless the topic is confidently safe.
 */
export function textTarget(tree: ChatTree, text: string): Reached {
  const fallback = tree.nodes.get(FALLBACK_NODE) ?? tree.nodes.get(START_NODE)!;
  const safety = assessSafety(text);
  const [lead, ...others] = safety.urgent;
  if (lead) {
    const code = lead === 'pregnancy_emergency' ? emergencyNode(safety.topicWords) : NODE_FOR[lead];
    const node = tree.nodes.get(code) ?? tree.nodes.get(NODE_FOR[lead]);
    const also = others.map((l) => URGENT_NODES[NODE_FOR[l]]!);
    // An urgent answer without the numbers of another danger the message's words point at (the
    // risk lexicon: a method or an ending without Tele-MANAS, control at home without 181)
    // carries that danger's line too: the rules may have named the wrong one, and this costs a line.
    const kind = node && URGENT_NODES[node.code];
    if (kind) {
      for (const [extra, concepts] of CUE_LINES) {
        const has = [kind, ...also].some((k) =>
          URGENT_HELP[k].helplines.includes(URGENT_HELP[extra].helplines[0]!),
        );
        if (!has && safety.cues.some((c) => concepts.has(c))) also.push(extra);
      }
    }
    if (node) return { ok: true, node, also, net: false };
  }
  const topic = matchTopicWords(tree.topics, safety.topicWords);
  const node = (topic && tree.nodes.get(topic.nodeCode)) ?? fallback;
  const menu = node.code === START_NODE || node.code === FALLBACK_NODE;
  return { ok: true, node, also: [], net: !safety.confidentlySafe || menu || !topic };
}

/** The lines an urgent answer adds when the message's risk cues point at another danger. */
const CUE_LINES: readonly [UrgentKind, ReadonlySet<RiskConcept>][] = [
  ['crisis', SELF_HARM_CONCEPTS],
  ['violence', new Set<RiskConcept>(['control'])],
];

/** Which pregnancy emergency answer: breathing and chest pain, a baby moving less, or the rest. */
function emergencyNode(words: readonly string[]): string {
  for (const [code, keywords] of Object.entries(PREGNANCY_EMERGENCY_PARTS)) {
    if (keywords.some((k) => matches(k, words))) return code;
  }
  return 'emergency';
}

function matches(keyword: string, words: readonly string[]): boolean {
  const k = compiled(keyword);
  return k !== null && keywordMatches(k, words);
}

/** How option codes are written (the tree's test holds every code to it). */
const OPTION_CODE_SHAPE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * What an `answer` leads to. The web sends option codes there, but the mobile apps send what the
 * patient typed, so anything that is not an option of the node the patient is on is read as
 * free text. Two exceptions keep a stray button press from moving the chat: a code of another
 * node (an older message, another device) and a made-up code that names no topic are refused and
 * change nothing; but a button or code that leads to an urgent answer, and the two safety
 * options, are always honoured. A patient whose node no longer exists (the tree was reseeded) is
 * treated as on the main menu.
 */
function answerTarget(
  tree: ChatTree,
  state: ChatState | null,
  answer: string,
): Reached | { ok: false; message: string } {
  const refused = { ok: false, message: chatMessages.unknownOption } as const;
  const safetyTarget = SAFETY_TARGETS[answer];
  if (safetyTarget) {
    const node = tree.nodes.get(safetyTarget);
    return node ? { ok: true, node, also: [], net: false } : refused;
  }
  const here = state ? (tree.nodes.get(state.nodeCode) ?? tree.nodes.get(START_NODE)) : undefined;
  const chosen = here?.options.find((o) => o.option_code === answer);
  if (chosen) {
    const next = tree.nodes.get(chosen.next);
    return next ? { ok: true, node: next, also: [], net: false } : refused;
  }

  const elsewhere = [...tree.nodes.values()].flatMap((n) => n.options).find((o) => o.option_code === answer);
  if (elsewhere) {
    const next = tree.nodes.get(elsewhere.next);
    return next && URGENT_NODES[next.code] ? { ok: true, node: next, also: [], net: false } : refused;
  }

  // Typed text: read for danger and topics like `text`; a made-up code is refused unless it is one.
  const typed = textTarget(tree, answer);
  if (OPTION_CODE_SHAPE.test(answer) && typed.node.code === FALLBACK_NODE) return refused;
  return typed;
}

/** The topic of a message's (normalised) words, by sort; null when none matches. */
export function matchTopicWords(topics: readonly ChatTopic[], words: readonly string[]): ChatTopic | null {
  if (words.length === 0) return null;
  const ordered = [...topics].sort((a, b) => a.sort - b.sort);
  return (
    ordered.find((t) =>
      t.keywords.some((k) => {
        const keyword = compiled(k);
        return keyword !== null && keywordMatches(keyword, words);
      }),
    ) ?? null
  );
}

/** The topic free text is about, read as the assistant reads it; null when none matches. */
export function matchTopic(topics: readonly ChatTopic[], text: string): ChatTopic | null {
  return matchTopicWords(topics, wordsOf(text.slice(0, CHAT_TEXT_MAX)));
}
