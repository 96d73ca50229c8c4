import { CHAT_EMPATHY_AFTER_MESSAGES } from '@care/contracts/chat/constants';
import { chatMessages } from '@care/contracts/chat/messages';
import type { ChatReply } from '@care/contracts/chat/schemas';
import { TELE_MANAS } from '@care/contracts/common/helplines';
import { commonMessages } from '@care/contracts/common/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSessions } from '../src/db/schema/index.ts';
import { verifyPatientToken } from '../src/lib/tokens.ts';
import { bearer, createTestApp, DEMO, expectEnvelope, type TestApp } from './helpers/test-app.ts';

const URL = '/api/chat-with-sehej';

describe('chat-with-sehej', () => {
  let t: TestApp;
  let demoToken: string;
  let other: { token: string; firstName: string };
  beforeAll(async () => {
    t = await createTestApp();
    demoToken = await t.signIn();
    const registered = await t.registerPatient();
    other = { token: registered.token, firstName: 'Meera' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (token: string | null, payload: object) =>
    t.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: token ? bearer(token) : {},
      remoteAddress: t.nextIp(),
    });
  const chat = async (token: string, payload: object) =>
    expectEnvelope<ChatReply>(await send(token, payload), 200, commonMessages.ok).data;
  const codes = (reply: ChatReply) => reply.options_for_new_question.map((o) => o.option_code);
  const sessionOf = async (patientId: string) => {
    const [row] = await t.app.deps.database.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.patientId, patientId));
    return row ?? null;
  };

  it('answers 401 without a token', async () => {
    expectEnvelope(await send(null, { start_new_chat: true }), 401, commonMessages.unauthorized);
  });

  it('refuses a body that neither starts, answers nor says anything', async () => {
    expectEnvelope(await send(demoToken, {}), 400, chatMessages.startOrAnswer);
    expectEnvelope(await send(demoToken, { start_new_chat: false }), 400, chatMessages.startOrAnswer);
  });

  it('an answer before any chat was started is refused', async () => {
    const fresh = await t.registerPatient();
    expectEnvelope(await send(fresh.token, { answer: 'start_mood' }), 400, chatMessages.notStarted);
  });

  it('starts a chat with a welcome by name and the main menu', async () => {
    const reply = await chat(demoToken, { start_new_chat: true });
    expect(reply.welcome_message).toMatch(new RegExp(`^Hi ${DEMO.firstName}, I'm Sehej\\. `));
    expect(reply.response_for_previous_question).toBeNull();
    expect(reply.new_question).toBe('What would you like help with today?');
    expect(codes(reply)).toEqual([
      'start_mood',
      'start_pregnancy',
      'start_genetic',
      'start_booking',
      'start_ovulation',
    ]);
    expect(reply.options_for_new_question[0]).toEqual({
      option_code: 'start_mood',
      option_value: "How I'm feeling",
    });
    expect(reply).toMatchObject({ link: null, empathy_message: null, crisis: false });
  });

  it('walks three options down a branch to a leaf with a link and the way back', async () => {
    await chat(demoToken, { start_new_chat: true });
    const pregnancy = await chat(demoToken, { answer: 'start_pregnancy' });
    expect(pregnancy.new_question).toBe('What would you like to know about?');
    expect(codes(pregnancy)).toContain('preg_worries');

    const worries = await chat(demoToken, { answer: 'preg_worries' });
    expect(codes(worries)).toContain('worry_movements');

    const movements = await chat(demoToken, { answer: 'worry_movements' });
    expect(movements.response_for_previous_question).toContain('go to hospital at once');
    expect(movements.link).toMatchObject({ href: '/article/your-babys-movements', state: null });
    expect(movements.options_for_new_question.at(-1)).toEqual({
      option_code: 'movements_back',
      option_value: 'Back to the main menu',
    });

    const menu = await chat(demoToken, { answer: 'movements_back' });
    expect(codes(menu)).toContain('start_booking');
  });

  it('the genetic counselling and booking branches end in their booking links', async () => {
    await chat(demoToken, { start_new_chat: true });
    await chat(demoToken, { answer: 'start_genetic' });
    const carrier = await chat(demoToken, { answer: 'gc_carrier' });
    expect(carrier.link).toEqual({ label: 'Book genetic counselling', href: '/consultation', state: null });

    await chat(demoToken, { start_new_chat: true });
    await chat(demoToken, { answer: 'start_booking' });
    const cancel = await chat(demoToken, { answer: 'booking_cancel' });
    expect(cancel.response_for_previous_question).toContain('later than today');
    expect(cancel.link?.href).toBe('/Appointments');

    await chat(demoToken, { start_new_chat: true });
    const ovulation = await chat(demoToken, { answer: 'start_ovulation' });
    expect(ovulation.link).toEqual({
      label: 'Open the ovulation calculator',
      href: '/?tools=ovulation',
      state: null,
    });
  });

  it('an unknown option code is refused and leaves the chat where it was', async () => {
    const patientId = await patientIdOf(demoToken);
    await chat(demoToken, { start_new_chat: true });
    await chat(demoToken, { answer: 'start_mood' });
    const before = await sessionOf(patientId);
    expect(before).toMatchObject({ nodeCode: 'mood', messageCount: 3 });

    expectEnvelope(await send(demoToken, { answer: 'no_such_option' }), 400, chatMessages.unknownOption);
    // A real code, but from another node, is just as unknown here.
    expectEnvelope(await send(demoToken, { answer: 'start_booking' }), 400, chatMessages.unknownOption);
    expectEnvelope(await send(demoToken, { answer: '   ' }), 400, chatMessages.unknownOption);
    expect(await sessionOf(patientId)).toEqual(before);

    // And the chat carries on from the same node.
    const sad = await chat(demoToken, { answer: 'mood_sad' });
    expect(codes(sad)).toContain('sad_tips');
  });

  it('free text finds the topic: anxious, crisis, and anything else gets the menu', async () => {
    await chat(demoToken, { start_new_chat: true });
    const anxious = await chat(demoToken, { text: 'I have been feeling really anxious lately' });
    expect(anxious.response_for_previous_question).toMatch(/feeling anxious/);
    expect(codes(anxious)).toContain('anxious_breathing');
    expect(anxious.crisis).toBe(false);

    const crisis = await chat(demoToken, { text: 'I want to end my life' });
    expect(crisis.crisis).toBe(true);
    expect(crisis.response_for_previous_question).toContain(TELE_MANAS.number);
    expect(crisis.response_for_previous_question).toContain('112');
    expect(crisis.link).toMatchObject({ href: '/expert-detail', state: { type: 'MHC' } });

    for (const text of ['blorp fizzle wug', '', '   ']) {
      const unknown = await chat(demoToken, { text });
      expect(unknown.response_for_previous_question).toMatch(/didn't quite understand/);
      expect(unknown.new_question).toBe('What would you like help with today?');
      expect(codes(unknown)).toContain('start_mood');
      expect(unknown.crisis).toBe(false);
    }
    // The menu shown after unknown text can be answered.
    const mood = await chat(demoToken, { answer: 'start_mood' });
    expect(codes(mood)).toContain('mood_sad');
  });

  it('free text works without a started chat', async () => {
    const fresh = await t.registerPatient();
    const reply = await chat(fresh.token, { text: 'how do I book an appointment' });
    expect(codes(reply)).toContain('booking_how');
    expect(reply.welcome_message).toBeNull();
    const how = await chat(fresh.token, { answer: 'booking_how' });
    expect(how.link?.href).toBe('/consultation');
  });

  it('says the empathy message after a sad answer once the chat passes 10 messages, by first name, once', async () => {
    await chat(demoToken, { start_new_chat: true });
    await chat(demoToken, { answer: 'start_mood' });
    const sad = await chat(demoToken, { answer: 'mood_sad' });
    // 5 messages so far: too early.
    expect(sad.empathy_message).toBeNull();
    const replies = [];
    for (const text of ['what is NIPT', 'tell me about scans', 'what is carrier screening', 'ok']) {
      replies.push(await chat(demoToken, { text }));
    }
    // 7, 9, 11, 13 messages: the message comes with the first reply past 10, and not again.
    expect(replies.map((r) => r.empathy_message === null)).toEqual([true, true, false, true]);
    expect(replies[2]!.empathy_message).toMatch(new RegExp(`^${DEMO.firstName}, thank you`));

    // A new chat with an anxious answer starts over.
    await chat(demoToken, { start_new_chat: true });
    await chat(demoToken, { answer: 'start_mood' });
    const anxious = await chat(demoToken, { answer: 'mood_anxious' });
    expect(anxious.empathy_message).toBeNull();
  });

  it(`says nothing in a long chat (past ${CHAT_EMPATHY_AFTER_MESSAGES} messages) with no sad or anxious answer`, async () => {
    await chat(demoToken, { start_new_chat: true }); // 1 message
    // Around the booking menu and back: none of these answers is sad or anxious.
    const steps = ['start_booking', 'booking_fees', 'fees_how', 'how_fees', 'fees_else', 'booking_back'];
    const empathy: (string | null)[] = [];
    for (const answer of steps) empathy.push((await chat(demoToken, { answer })).empathy_message);
    // 3 to 13 messages: the spec asks for a sad or anxiety-type answer as well.
    expect(empathy.map(Boolean)).toEqual([false, false, false, false, false, false]);

    // A new chat counts again from the start.
    await chat(demoToken, { start_new_chat: true });
    const first = await chat(demoToken, { answer: 'start_booking' });
    expect(first.empathy_message).toBeNull();
  });

  it("one patient's chat never moves another's", async () => {
    const demoId = await patientIdOf(demoToken);
    const otherId = await patientIdOf(other.token);

    await chat(other.token, { start_new_chat: true });
    const otherBefore = await sessionOf(otherId);

    await chat(demoToken, { start_new_chat: true });
    const demoMood = await chat(demoToken, { answer: 'start_mood' });
    // Patient B is still on the main menu: A's next option code is not hers to answer.
    expectEnvelope(
      await send(other.token, { answer: demoMood.options_for_new_question[0]!.option_code }),
      400,
      chatMessages.unknownOption,
    );
    expect(await sessionOf(otherId)).toEqual(otherBefore);

    // B's own moves leave A where she is, and B is greeted by her own name.
    const otherStart = await chat(other.token, { start_new_chat: true });
    expect(otherStart.welcome_message).toMatch(new RegExp(`^Hi ${other.firstName}, `));
    await chat(other.token, { answer: 'start_genetic' });
    expect(await sessionOf(demoId)).toMatchObject({ nodeCode: 'mood' });
    const demoSad = await chat(demoToken, { answer: 'mood_sad' });
    expect(codes(demoSad)).toContain('sad_tips');
  });

  async function patientIdOf(token: string): Promise<string> {
    const claims = await verifyPatientToken(t.app.deps.tokenKeys, token);
    if (!claims) throw new Error('not a patient token');
    return claims.patientId;
  }
});
