import { describe, expect, it } from 'vitest';
import { ARTICLE_SUMMARY_LENGTH } from '../articles/constants.ts';
import { PATIENT_NAME_PLACEHOLDER } from '../pregnancy/constants.ts';
import { countLabel, cutText, fillPatientName } from './text.ts';

/** `n` characters of text made of 4-letter words: 'word word word...' (a space every 5th character). */
const words = (n: number) => 'word '.repeat(Math.ceil(n / 5)).slice(0, n);

describe('cutText (article summaries at 100 characters)', () => {
  it('cuts at 100 by default', () => {
    expect(ARTICLE_SUMMARY_LENGTH).toBe(100);
  });

  it.each<[string, string, string]>([
    ['empty', '', ''],
    ['short', 'Eat small meals often.', 'Eat small meals often.'],
    ['99 characters', 'a'.repeat(99), 'a'.repeat(99)],
    ['exactly 100 characters', 'a'.repeat(100), 'a'.repeat(100)],
    ['exactly 100 with spaces', `${'b'.repeat(49)} ${'c'.repeat(50)}`, `${'b'.repeat(49)} ${'c'.repeat(50)}`],
    ['whitespace collapsed', '  Rest \n\n well,\t\tmama  ', 'Rest well, mama'],
    [
      'over 100 before collapsing, 100 after',
      `${'a'.repeat(50)}\n\n\n${'b'.repeat(49)}`,
      `${'a'.repeat(50)} ${'b'.repeat(49)}`,
    ],
  ])('leaves %s text whole', (_title, text, expected) => {
    expect(cutText(text)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['101 letters, no space: a hard cut', 'a'.repeat(101), `${'a'.repeat(100)}...`],
    ['a long word: a hard cut', 'x'.repeat(500), `${'x'.repeat(100)}...`],
    // 'word word ...': the last space within the first 100 characters is at index 99.
    ['words: cut at the last space', words(120), `${words(99)}...`],
    [
      'space at index 60 (the last 40%): cut there',
      `${'a'.repeat(60)} ${'b'.repeat(60)}`,
      `${'a'.repeat(60)}...`,
    ],
    [
      'space at index 59 (too early): a hard cut',
      `${'a'.repeat(59)} ${'b'.repeat(60)}`,
      `${'a'.repeat(59)} ${'b'.repeat(40)}...`,
    ],
    [
      'a word ending exactly at 100 is kept whole',
      `${'a'.repeat(70)} ${'b'.repeat(29)} tail`,
      `${'a'.repeat(70)} ${'b'.repeat(29)}...`,
    ],
    [
      'trailing comma dropped before the dots',
      `${'a'.repeat(80)}, ${'b'.repeat(40)}`,
      `${'a'.repeat(80)}...`,
    ],
    ['trailing full stop dropped', `${'a'.repeat(80)}. ${'b'.repeat(40)}`, `${'a'.repeat(80)}...`],
    [
      'whitespace collapsed before cutting',
      `${'a'.repeat(70)}\n\n\t  ${'b'.repeat(50)}`,
      `${'a'.repeat(70)}...`,
    ],
  ])('cuts %s', (_title, text, expected) => {
    expect(cutText(text)).toBe(expected);
  });

  it.each([101, 102, 103, 150, 1000])('never answers more than 103 characters (%i in)', (n) => {
    for (const text of ['a'.repeat(n), words(n), `${'a'.repeat(99)}, ${'b'.repeat(n)}`]) {
      const cut = cutText(text);
      expect(cut.length).toBeLessThanOrEqual(103);
      expect(cut.endsWith('...')).toBe(true);
    }
  });

  it.each<[number, string, string]>([
    [20, 'Genetic Counsellor', 'Genetic Counsellor'],
    [20, 'Senior Genetic Counsellor, MSc', 'Senior Genetic...'],
    [10, 'abcdefghijklmno', 'abcdefghij...'],
  ])('cuts at another length when asked (%i)', (max, text, expected) => {
    expect(cutText(text, max)).toBe(expected);
  });
});

describe('countLabel (singular while the count is under 2)', () => {
  it.each<[number, string, string | undefined, string]>([
    [0, 'Like', undefined, '0 Like'],
    [1, 'Like', undefined, '1 Like'],
    [2, 'Like', undefined, '2 Likes'],
    [100, 'Like', undefined, '100 Likes'],
    [0, 'View', undefined, '0 View'],
    [1, 'View', undefined, '1 View'],
    [15, 'View', undefined, '15 Views'],
    [1, 'Reply', 'Replies', '1 Reply'],
    [3, 'Reply', 'Replies', '3 Replies'],
  ])('%i %s -> %s', (count, singular, plural, expected) => {
    expect(countLabel(count, singular, plural)).toBe(expected);
  });
});

describe('fillPatientName', () => {
  it('uses the {{patient_name}} placeholder', () => {
    expect(PATIENT_NAME_PLACEHOLDER).toBe('{{patient_name}}');
  });

  it.each<[string, string, string, string]>([
    [
      'one placeholder',
      'Well done, {{patient_name}}! Your baby can hear you now.',
      'Asha Rao',
      'Well done, Asha Rao! Your baby can hear you now.',
    ],
    [
      'every placeholder',
      '{{patient_name}}, rest. Sleep well, {{patient_name}}.',
      'Asha Rao',
      'Asha Rao, rest. Sleep well, Asha Rao.',
    ],
    ['no placeholder', 'Drink plenty of water.', 'Asha Rao', 'Drink plenty of water.'],
    ['name trimmed', 'Hello {{patient_name}}!', '  Asha  ', 'Hello Asha!'],
    ['no name: "you"', 'This week {{patient_name}} may feel tired.', '', 'This week you may feel tired.'],
    [
      'blank name: "you"',
      'This week {{patient_name}} may feel tired.',
      '   ',
      'This week you may feel tired.',
    ],
    ['name with $ signs kept as typed', 'Hi {{patient_name}}', '$& $1', 'Hi $& $1'],
  ])('%s', (_title, text, name, expected) => {
    expect(fillPatientName(text, name, PATIENT_NAME_PLACEHOLDER)).toBe(expected);
  });
});
