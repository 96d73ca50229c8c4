import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { MOOD_LABELS, MOOD_SCORE, MOODS } from './constants.ts';
import { moodMessages as mm } from './messages.ts';
import { addMoodBody } from './schemas.ts';

function firstIssue(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!;
}

describe('addMoodBody', () => {
  it.each<[string, string]>([
    ['angry', 'angry'],
    ['sad', 'sad'],
    ['anxious', 'anxious'],
    ['neutral', 'neutral'],
    ['happy', 'happy'],
    ['Happy ', 'happy'],
    ['  SAD', 'sad'],
    ['Anxious', 'anxious'],
    ['\tNeutral\n', 'neutral'],
  ])('accepts %j as %s', (mood, expected) => {
    expect(addMoodBody.parse({ mood })).toEqual({ mood: expected });
  });

  it.each<[string, unknown]>([
    ['left out', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['an unknown mood', 'joyful'],
    ['a label with an emoji', 'happy 😊'],
    ['two moods', 'happy,sad'],
    ['a number', 5],
    ['a list', ['happy']],
  ])('refuses a mood %s', (_title, mood) => {
    const issue = firstIssue(addMoodBody, { mood });
    expect(issue.path).toEqual(['mood']);
    expect(issue.message).toBe('Please choose a mood.');
    expect(issue.message).toBe(mm.moodInvalid);
  });
});

describe('moods', () => {
  it('are the five of the spec, each with a label and a chart score', () => {
    expect(MOODS).toEqual(['angry', 'sad', 'anxious', 'neutral', 'happy']);
    for (const mood of MOODS) {
      expect(MOOD_LABELS[mood].toLowerCase()).toBe(mood);
      expect(MOOD_SCORE[mood]).toBeGreaterThanOrEqual(1);
    }
  });

  it('score from angry (1) up to happy (5), one step apart', () => {
    expect(MOODS.map((m) => MOOD_SCORE[m])).toEqual([1, 2, 3, 4, 5]);
  });
});
