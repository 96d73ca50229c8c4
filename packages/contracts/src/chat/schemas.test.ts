import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { chatMessages as cm } from './messages.ts';
import { chatBody } from './schemas.ts';

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!;
}

describe('chatBody', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a new chat', { start_new_chat: true }, { start_new_chat: true }],
    ['an answer', { answer: 'mood_support' }, { answer: 'mood_support' }],
    ['an answer trimmed', { answer: ' mood_support ' }, { answer: 'mood_support' }],
    ['an answer of 100 characters', { answer: 'a'.repeat(100) }, { answer: 'a'.repeat(100) }],
    // The mobile apps send typed text as the answer: it may be as long as free text, and span lines.
    ['an answer of 500 characters', { answer: 'a'.repeat(500) }, { answer: 'a'.repeat(500) }],
    [
      'typed text as an answer',
      { answer: 'I feel like hurting myself\nplease help' },
      { answer: 'I feel like hurting myself\nplease help' },
    ],
    ['free text', { text: 'I feel low today' }, { text: 'I feel low today' }],
    ['text of 500 characters', { text: 't'.repeat(500) }, { text: 't'.repeat(500) }],
    // No length rule: the whole message is read for danger first (issue 16).
    ['text of 5,000 characters', { text: 't'.repeat(5000) }, { text: 't'.repeat(5000) }],
    ['an answer of 2,500 characters', { answer: 'a'.repeat(2500) }, { answer: 'a'.repeat(2500) }],
    // The engine sends text it cannot place (blank included) to its "not understood" answer.
    ['empty text', { text: '' }, { text: '' }],
    ['an answer with start_new_chat false', { start_new_chat: false, answer: 'a1' }, { answer: 'a1' }],
    [
      'a new chat and an answer',
      { start_new_chat: true, answer: 'a1' },
      { start_new_chat: true, answer: 'a1' },
    ],
  ])('accepts %s', (_title, body, expected) => {
    expect(chatBody.parse(body)).toMatchObject(expected);
  });

  it.each<[string, unknown, string]>([
    ['nothing', {}, cm.startOrAnswer],
    ['start_new_chat false', { start_new_chat: false }, cm.startOrAnswer],
    ['only unknown keys', { message: 'hello' }, cm.startOrAnswer],
    ['an empty answer', { answer: '' }, cm.unknownOption],
    ['a blank answer', { answer: '   ' }, cm.unknownOption],
  ])('refuses %s', (_title, body, message) => {
    expect(firstIssue(chatBody, body).message).toBe(message);
  });

  it('asks to start or answer when nothing is sent', () => {
    expect(firstIssue(chatBody, {}).message).toBe('Please start a new chat or choose an answer.');
  });

  it.each<[string, unknown]>([
    ['start_new_chat as text', { start_new_chat: 'true' }],
    ['answer as a number', { answer: 1 }],
    ['text as a number', { text: 42 }],
    ['a string body', 'hello'],
  ])('refuses %s', (_title, body) => {
    expect(chatBody.safeParse(body).success).toBe(false);
  });
});
