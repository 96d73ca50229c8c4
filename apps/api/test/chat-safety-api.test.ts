import {
  CHAT_BODY_MAX_BYTES,
  CHAT_TEXT_MAX,
  SAFETY_LINE,
  SAFETY_QUESTION,
} from '@care/contracts/chat/constants';
import { chatMessages } from '@care/contracts/chat/messages';
import type { ChatReply } from '@care/contracts/chat/schemas';
import { helplines, TELE_MANAS } from '@care/contracts/common/helplines';
import { commonMessages } from '@care/contracts/common/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSessions } from '../src/db/schema/index.ts';
import { verifyPatientToken } from '../src/lib/tokens.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The assistant through the API: what the mobile apps send (typed text in `answer`) must reach
// the same safety answers as the web's `text`, and a chat whose node has gone must carry on.

const URL = '/api/chat-with-sehej';

describe('chat-with-sehej safety', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (token: string, payload: object) =>
    t.inject({ method: 'POST', url: URL, payload, headers: bearer(token), remoteAddress: t.nextIp() });
  const chat = async (token: string, payload: object) =>
    expectEnvelope<ChatReply>(await send(token, payload), 200, commonMessages.ok).data;
  const codes = (reply: ChatReply) => reply.options_for_new_question.map((o) => o.option_code);
  const patientIdOf = async (token: string) => {
    const claims = await verifyPatientToken(t.app.deps.tokenKeys, token);
    if (!claims) throw new Error('not a patient token');
    return claims.patientId;
  };

  it('typed text sent as an answer gets the crisis helplines, not "choose an option"', async () => {
    const { token } = await t.registerPatient();
    await chat(token, { start_new_chat: true });
    const reply = await chat(token, { answer: 'I feel like hurting myself' });
    expect(reply.crisis).toBe(true);
    expect(reply.response_for_previous_question).toContain(TELE_MANAS.number);
    expect(reply.response_for_previous_question).toContain(helplines.teleManasTollFree.number);
    expect(reply.response_for_previous_question).toContain('112');
  });

  it('typed text as an answer works before any chat is started, and when long', async () => {
    const { token } = await t.registerPatient();
    const reply = await chat(token, {
      answer: `${'I have been feeling awful for weeks. '.repeat(4)}I can't go on`,
    });
    expect(reply.crisis).toBe(true);

    const emergency = await chat(token, { answer: 'my water broke' });
    expect(emergency.crisis).toBe(false);
    expect(emergency.response_for_previous_question).toMatch(/Go to hospital now/);
    expect(emergency.link).toEqual({ label: 'Call 108 for an ambulance', href: 'tel:108', state: null });
  });

  it('length never blocks safety: a 2,000-character message with a crisis at its end, and a longer one', async () => {
    const { token } = await t.registerPatient();
    const filler = 'Today I had dal, rice and curd for lunch and walked for twenty minutes after dinner. ';
    const ending = 'I have decided to end my life tonight.';
    const exact = `${filler.repeat(40).slice(0, CHAT_TEXT_MAX - ending.length - 1)} ${ending}`;
    expect(exact).toHaveLength(CHAT_TEXT_MAX);
    for (const text of [exact, `${filler.repeat(120)}${ending}`]) {
      for (const field of ['text', 'answer']) {
        const reply = await chat(token, { [field]: text });
        expect(reply.crisis, `${field} of ${text.length}`).toBe(true);
        expect(reply.urgent_help?.kind).toBe('crisis');
        expect(reply.urgent_help?.helplines.map((h) => h.number)).toEqual([
          TELE_MANAS.number,
          helplines.teleManasTollFree.number,
          '112',
        ]);
        expect(reply.response_for_previous_question).toContain(TELE_MANAS.number);
      }
    }
    // Beyond the body limit (64 KB) the route refuses the request itself, in the envelope.
    const huge = await send(token, { text: 'a'.repeat(CHAT_BODY_MAX_BYTES + 10) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 0, statusCode: 413 });
  });

  it('a reply that is not confidently safe carries the safety line and the two one-tap options, which lead to help', async () => {
    const { token } = await t.registerPatient();
    await chat(token, { start_new_chat: true });
    const unsure = await chat(token, { text: 'everything feels wrong and I do not know what to do' });
    expect(unsure.safety_net).toBe(true);
    expect(unsure.urgent_help).toBeNull();
    expect(unsure.response_for_previous_question).toContain(SAFETY_LINE);
    expect(unsure.response_for_previous_question).toContain(SAFETY_QUESTION);
    expect(codes(unsure).slice(-2)).toEqual(['safety_harm', 'safety_emergency']);

    const harm = await chat(token, { answer: 'safety_harm' });
    expect(harm.crisis).toBe(true);
    expect(harm.urgent_help?.kind).toBe('crisis');
    const emergency = await chat(token, { answer: 'safety_emergency' });
    expect(emergency.urgent_help?.kind).toBe('emergency');
    expect(emergency.urgent_help?.helplines.map((h) => h.number)).toEqual(['108', '102', '112']);

    // A question about a safe topic is answered without it.
    const safe = await chat(token, { text: 'is papaya safe to eat in pregnancy' });
    expect(safe.safety_net).toBe(false);
    expect(safe.response_for_previous_question).not.toContain(SAFETY_LINE);
    expect(codes(safe)).not.toContain('safety_harm');
  });

  it('violence at home, a newborn in danger and a severe reading each get their own answer and numbers', async () => {
    const { token } = await t.registerPatient();
    const cases: [string, string, string[]][] = [
      ['my husband hits me every night', 'violence', ['181', '112']],
      ['my newborn is not feeding and his lips are blue', 'newborn', ['108', '102', '112']],
      ['my bp is 165/112 today, 32 weeks', 'severe_bp', ['108', '102', '112']],
      // A count of tablets taken is an overdose and self-harm: the overdose answer leads and the
      // crisis line's toll-free number joins the card.
      [
        'I took 20 paracetamol tablets an hour ago',
        'overdose',
        ['108', '112', TELE_MANAS.number, helplines.teleManasTollFree.number],
      ],
    ];
    for (const [text, kind, numbers] of cases) {
      const reply = await chat(token, { text });
      expect(reply.urgent_help?.kind, text).toBe(kind);
      expect(
        reply.urgent_help?.helplines.map((h) => h.number),
        text,
      ).toEqual(numbers);
      for (const n of numbers) expect(reply.response_for_previous_question, text).toContain(n);
    }
  });

  it('option codes still work, and typed text that names no topic gets the menu', async () => {
    const { token } = await t.registerPatient();
    await chat(token, { start_new_chat: true });
    expect(codes(await chat(token, { answer: 'start_mood' }))).toContain('mood_sad');
    const unknown = await chat(token, { answer: 'blorp fizzle' });
    expect(unknown.response_for_previous_question).toMatch(/didn't quite understand/);
    expect(codes(unknown)).toContain('start_mood');
  });

  it('an older button to the crisis answer is honoured from anywhere in the chat', async () => {
    const { token } = await t.registerPatient();
    await chat(token, { start_new_chat: true });
    await chat(token, { answer: 'start_booking' });
    const crisis = await chat(token, { answer: 'mood_harm' });
    expect(crisis.crisis).toBe(true);
    // Another node's ordinary button is still refused.
    expectEnvelope(await send(token, { answer: 'gc_what' }), 400, chatMessages.unknownOption);
  });

  it('a patient on a node the content no longer has lands on the main menu', async () => {
    const { token } = await t.registerPatient();
    const patientId = await patientIdOf(token);
    await chat(token, { start_new_chat: true });
    await t.app.deps.database.db
      .update(chatSessions)
      .set({ nodeCode: 'node_removed_by_reseed' })
      .where(eq(chatSessions.patientId, patientId));

    // A main-menu option answers as if she were on the main menu…
    const mood = await chat(token, { answer: 'start_mood' });
    expect(codes(mood)).toContain('mood_sad');

    await t.app.deps.database.db
      .update(chatSessions)
      .set({ nodeCode: 'node_removed_by_reseed' })
      .where(eq(chatSessions.patientId, patientId));
    // …and typed text is answered too.
    const text = await chat(token, { answer: 'I want to die' });
    expect(text.crisis).toBe(true);
    const [session] = await t.app.deps.database.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.patientId, patientId));
    expect(session?.nodeCode).toBe('crisis');
  });
});
