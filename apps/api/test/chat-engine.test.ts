import { CHAT_EMPATHY_AFTER_MESSAGES } from '@care/contracts/chat/constants';
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
  matchTopic,
  START_NODE,
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
    crisis: t.crisis ?? false,
    sort: t.sort ?? 0,
  })),
};

const run = (state: ChatState | null, body: Parameters<typeof chatStep>[0]['body']) =>
  chatStep({ state, tree, body, firstName: 'Ananya', assistantName: 'Sehej' });
const okStep = (step: ChatStep) => {
  if (!step.ok) throw new Error(step.message);
  return step;
};
const at = (nodeCode: string, messageCount = 1, empathySent = false): ChatState => ({
  nodeCode,
  messageCount,
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
    expect(matchTopic(tree.topics, text)?.nodeCode).toBe(node);
  });

  it.each(['', '   ', 'asdf qwerty', 'this is this', 'thinking'])('%j matches nothing', (text) => {
    expect(matchTopic(tree.topics, text)).toBeNull();
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
    expect(step.reply.response_for_previous_question).toBe(tree.nodes.get(FALLBACK_NODE)!.message);
    expect(step.reply.new_question).toBe(tree.nodes.get(START_NODE)!.question);
    expect(step.state.nodeCode).toBe(START_NODE);
  });

  it('free text without a chat starts one', () => {
    const step = okStep(run(null, { text: 'I feel anxious' }));
    expect(step.state).toEqual(at('mood_anxious', 3));
    expect(step.reply.empathy_message).toBe(empathyMessage('Ananya'));
  });

  it('choosing the self-harm option is a crisis too', () => {
    const step = okStep(run(at('mood', 3), { answer: 'mood_harm' }));
    expect(step.reply.crisis).toBe(true);
    expect(step.reply.response_for_previous_question).toContain('14416');
  });

  it('the long-chat empathy message comes once, after the limit, and not inside a crisis answer', () => {
    const before = okStep(run(at('gc', CHAT_EMPATHY_AFTER_MESSAGES - 2), { answer: 'gc_what' }));
    expect(before.state.messageCount).toBe(CHAT_EMPATHY_AFTER_MESSAGES);
    expect(before.reply.empathy_message).toBeNull();

    const past = okStep(run(before.state, { answer: 'gc_what_who' }));
    expect(past.reply.empathy_message).toBe(empathyMessage('Ananya'));
    expect(past.state.empathySent).toBe(true);
    expect(okStep(run(past.state, { answer: 'gc_who_carrier' })).reply.empathy_message).toBeNull();

    const crisis = okStep(run(at('gc', CHAT_EMPATHY_AFTER_MESSAGES), { text: 'I want to die' }));
    expect(crisis.reply.empathy_message).toBeNull();
    expect(crisis.state.empathySent).toBe(false);
  });
});
