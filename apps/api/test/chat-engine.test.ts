import { CHAT_EMPATHY_AFTER_MESSAGES, SAFETY_LINE, SAFETY_OPTIONS } from '@care/contracts/chat/constants';
import { chatMessages } from '@care/contracts/chat/messages';
import { describe, expect, it } from 'vitest';
import {
  type ChatNode,
  type ChatState,
  type ChatStep,
  type ChatTree,
  chatStep,
  empathyMessage,
  FALLBACK_NODE,
  START_NODE,
  textTarget,
} from '../src/modules/chat/engine.ts';
import { chatNodesSeed, chatTopicsSeed } from '../src/seed/content/chat-tree.ts';

// The engine without a database, over the real tree as the seed loads it.

const tree: ChatTree = {
  nodes: new Map(
    chatNodesSeed.map((n): [string, ChatNode] => [
      n.code,
      {
        code: n.code,
        message: n.message ?? null,
        question: n.question ?? null,
        options: n.options,
        link: n.link ?? null,
        empathy: n.empathy ?? false,
      },
    ]),
  ),
  topics: chatTopicsSeed.map((t) => ({
    keywords: t.keywords,
    nodeCode: t.nodeCode,
    sort: t.sort ?? 0,
  })),
};

const run = (state: ChatState | null, body: Parameters<typeof chatStep>[0]['body']) =>
  chatStep({ state, tree, body, firstName: 'Ananya', assistantName: 'Sehej' });
const okStep = (step: ChatStep) => {
  if (!step.ok) throw new Error(step.message);
  return step;
};
const at = (nodeCode: string, messageCount = 1, distressSeen = false, empathySent = false): ChatState => ({
  nodeCode,
  messageCount,
  distressSeen,
  empathySent,
});

describe('free-text topics', () => {
  it.each([
    ['I want to end my life', 'crisis'],
    ['I feel anxious and I just want to die', 'crisis'],
    ['Self-harm', 'crisis'],
    ["I don't want to live anymore", 'crisis'],
    ['dont want to live', 'crisis'],
    ['main marna chahti hoon', 'crisis'],
    ['ab jeena nahi hai', 'crisis'],
    ['मैं आत्महत्या के बारे में सोच रही हूँ', 'crisis'],
    ['I feel so ANXIOUS today!', 'mood_anxious'],
    ['my anxiety is bad', 'mood_anxious'],
    ["I'm having a panic attack", 'panic'],
    ['feeling low and sad', 'mood_sad'],
    ['so much stress at work', 'mood_stressed'],
    ["I can't sleep at night", 'sleep'],
    // Pregnancy emergencies get their own go-to-hospital answers (they used to list the warning signs).
    ['I have some bleeding', 'emergency'],
    ['my baby is not moving much', 'emergency_movements'],
    ['when will I feel baby kicks', 'movements'],
    ['morning sickness is awful', 'nausea'],
    ['is papaya safe to eat', 'diet'],
    ['when is the anomaly scan', 'scans'],
    ['do I need a pregnancy test', 'pregnancy'],
    ['what is BRCA testing', 'gc'],
    ['am I a thalassemia carrier', 'gc_carrier'],
    ['how do I cancel my appointment', 'booking_cancel'],
    ['what are the fees', 'booking_fees'],
    ['I want to talk to a therapist', 'therapist'],
    ['book a doctor', 'booking'],
    ['when do I ovulate', 'ovulation'],
    ['we are trying to get pregnant', 'conceive_tips'],
    ['Namaste', 'start'],
    ['hi', 'start'],
  ])('%s → %s', (text, node) => {
    expect(textTarget(tree, text).node.code).toBe(node);
  });

  it.each(['', '   ', 'asdf qwerty', 'this is this', 'thinking'])('%j matches nothing', (text) => {
    expect(textTarget(tree, text).node.code).toBe(FALLBACK_NODE);
  });
});

describe('chatStep', () => {
  it('a new chat welcomes the patient by name and shows the main menu', () => {
    const step = okStep(run(at('gc_carrier', 9, true), { start_new_chat: true }));
    expect(step.restarted).toBe(true);
    expect(step.state).toEqual(at(START_NODE, 1, false));
    expect(step.reply.welcome_message).toMatch(/^Hi Ananya, I'm Sehej\. /);
    expect(step.reply.new_question).toBe(tree.nodes.get(START_NODE)!.question);
    expect(step.reply.options_for_new_question.map((o) => o.option_code)).toContain('start_mood');
    expect(step.reply.options_for_new_question[0]).not.toHaveProperty('next');
  });

  it('an answer needs a chat and one of the current options', () => {
    expect(run(null, { answer: 'start_mood' })).toEqual({ ok: false, message: chatMessages.notStarted });
    expect(run(at(START_NODE), { answer: 'sad_tips' })).toEqual({
      ok: false,
      message: chatMessages.unknownOption,
    });
  });

  it('an answer moves to the option’s node and counts two messages', () => {
    const step = okStep(run(at(START_NODE), { answer: 'start_pregnancy' }));
    expect(step.state).toEqual(at('pregnancy', 3));
    expect(step.reply.response_for_previous_question).toBe(tree.nodes.get('pregnancy')!.message);
    expect(step.reply.welcome_message).toBeNull();
    expect(step.reply.crisis).toBe(false);
  });

  it('text that matches nothing says so and shows the main menu', () => {
    const step = okStep(run(at('sleep', 5), { text: 'zzzq' }));
    expect(step.reply.response_for_previous_question).toMatch(
      new RegExp(`^${tree.nodes.get(FALLBACK_NODE)!.message!.replace(/[.?]/g, '\\$&')}`),
    );
    // Not confidently safe: the safety line and the two one-tap options come with it.
    expect(step.reply.safety_net).toBe(true);
    expect(step.reply.response_for_previous_question).toContain(SAFETY_LINE);
    expect(step.reply.options_for_new_question.slice(-2)).toEqual([
      SAFETY_OPTIONS.harm,
      SAFETY_OPTIONS.emergency,
    ]);
    expect(step.reply.new_question).toBe(tree.nodes.get(START_NODE)!.question);
    expect(step.state.nodeCode).toBe(START_NODE);
  });

  it('free text without a chat starts one', () => {
    const step = okStep(run(null, { text: 'I feel anxious' }));
    expect(step.state).toEqual(at('mood_anxious', 3, true));
    // An anxiety-type answer, but only 3 messages: the empathy message waits for more than 10.
    expect(step.reply.empathy_message).toBeNull();
  });

  it('choosing the self-harm option is a crisis too', () => {
    const step = okStep(run(at('mood', 3), { answer: 'mood_harm' }));
    expect(step.reply.crisis).toBe(true);
    expect(step.reply.response_for_previous_question).toContain('14416');
  });

  it('the empathy message needs a sad or anxiety-type answer and more than 10 messages, and comes once', () => {
    // A sad answer early: remembered, no empathy message yet.
    const sad = okStep(run(at('mood', 3), { answer: 'mood_sad' }));
    expect(sad.state.distressSeen).toBe(true);
    expect(sad.reply.empathy_message).toBeNull();

    // The conversation goes on; at exactly 10 messages still nothing.
    const atLimit = okStep(
      run({ ...sad.state, messageCount: CHAT_EMPATHY_AFTER_MESSAGES - 2 }, { text: 'what is NIPT' }),
    );
    expect(atLimit.state.messageCount).toBe(CHAT_EMPATHY_AFTER_MESSAGES);
    expect(atLimit.reply.empathy_message).toBeNull();

    // Past 10 messages: the empathy message, by name, once.
    const past = okStep(run(atLimit.state, { text: 'tell me about scans' }));
    expect(past.reply.empathy_message).toBe(empathyMessage('Ananya'));
    expect(past.state.empathySent).toBe(true);
    const later = okStep(run(past.state, { text: 'I feel sad' }));
    expect(later.reply.empathy_message).toBeNull();
    expect(okStep(run(later.state, { text: 'I feel anxious' })).reply.empathy_message).toBeNull();

    // A long chat with no sad or anxious answer gets none.
    const calm = okStep(run(at('gc', CHAT_EMPATHY_AFTER_MESSAGES + 4), { answer: 'gc_what' }));
    expect(calm.reply.empathy_message).toBeNull();
    expect(calm.state.empathySent).toBe(false);

    // Inside a crisis answer the helplines lead alone.
    const crisis = okStep(run(at('gc', CHAT_EMPATHY_AFTER_MESSAGES, true), { text: 'I want to die' }));
    expect(crisis.reply.empathy_message).toBeNull();
    expect(crisis.state.empathySent).toBe(false);
  });
});
