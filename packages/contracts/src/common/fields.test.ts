import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  caseless,
  emailField,
  fullNameField,
  listField,
  namePartField,
  optionalNullable,
  phoneField,
  textField,
} from './fields.ts';
import { commonMessages } from './messages.ts';

const m = { required: 'REQUIRED', invalid: 'INVALID' };

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!;
}

describe('textField (every input string)', () => {
  const CONTROL = commonMessages.textControlCharacters;
  const line = textField({ error: 'REQUIRED' });
  const lines = textField({ multiline: true });

  it.each([
    ['plain', 'Asha Rao'],
    ['Devanagari', 'आशा'],
    ['emoji (a surrogate pair)', 'thanks 🙏'],
    ['non-breaking space and other non-control characters', 'a\u00a0b\u200bc\u0085'],
    ['empty', ''],
  ])('one line accepts %s', (_title, value) => {
    expect(line.parse(value)).toBe(value);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['only NUL', '\u0000'],
    ['escape', '\u001b[31m'],
    ['unit separator', 'a\u001f'],
    ['DEL', 'a\u007f'],
    ['tab', 'a\tb'],
    ['line feed', 'a\nb'],
    ['carriage return', 'a\r'],
    ['lone high surrogate', 'a\ud83d'],
    ['lone high surrogate before text', '\ud83da'],
    ['lone low surrogate', '\ude4fa'],
    ['two high surrogates', '\ud83d\ud83d\ude4f'],
  ])('one line refuses %s with the common message', (_title, value) => {
    expect(firstIssue(line, value).message).toBe(CONTROL);
  });

  it('multi-line keeps tab, line feed and carriage return', () => {
    expect(lines.parse('one\r\ntwo\n\tthree')).toBe('one\r\ntwo\n\tthree');
  });

  it.each([
    ['NUL', 'a\u0000'],
    ['vertical tab', 'a\u000b'],
    ['form feed', 'a\u000c'],
    ['backspace', 'a\u0008'],
    ['DEL', '\u007f'],
    ['lone surrogate', '\udfff'],
  ])('multi-line still refuses %s', (_title, value) => {
    expect(firstIssue(lines, value).message).toBe(CONTROL);
  });

  it('the character check comes before the field rules that follow it', () => {
    const trimmed = textField({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED');
    expect(firstIssue(trimmed, '\u0000').message).toBe(CONTROL);
    expect(firstIssue(trimmed, '  ').message).toBe('REQUIRED');
  });

  it.each([undefined, null, 42, ['a']])(
    'a missing or non-string value (%j) gives the error message',
    (value) => {
      expect(firstIssue(line, value).message).toBe('REQUIRED');
    },
  );

  it.each<[string, z.ZodType, unknown]>([
    ['phoneField', phoneField(m), '98765\u000043210'],
    ['emailField', emailField(m), 'asha\u0000@example.com'],
    ['namePartField', namePartField({ required: 'R', letters: 'L' }), 'As\u007fha'],
    ['fullNameField', fullNameField(m), 'Asha\tRao'],
  ])('%s builds on it', (_title, schema, value) => {
    expect(firstIssue(schema, value).message).toBe(CONTROL);
  });
});

describe('listField', () => {
  const letters = listField(z.enum(['a', 'b', 'c']));
  const atLeastOne = listField(z.enum(['a', 'b', 'c']), 'PICK ONE');

  it.each<[string, unknown, string[]]>([
    ['undefined', undefined, []],
    ['null', null, []],
    ['empty string', '', []],
    ["the string 'null'", 'null', []],
    ['empty array', [], []],
    ['array', ['a', 'b'], ['a', 'b']],
    ['single string', 'a', ['a']],
    ['comma-joined string', 'a,b,c', ['a', 'b', 'c']],
    ['comma-joined with spaces', ' a , b ', ['a', 'b']],
    ['empty parts dropped', 'a,,b,', ['a', 'b']],
    ["'null' parts dropped from a string", 'a,null', ['a']],
    ["'null' items dropped from an array", ['null', 'a', 'null'], ['a']],
    ['array items trimmed', [' a', 'b '], ['a', 'b']],
    ['duplicates removed (string)', 'a,b,a', ['a', 'b']],
    ['duplicates removed (array)', ['c', 'c'], ['c']],
  ])('%s -> %j', (_title, input, expected) => {
    expect(letters.parse(input)).toEqual(expected);
  });

  it.each<[string, unknown, (string | number)[]]>([
    ['unknown item in a string', 'a,x', [1]],
    ['unknown item in an array', ['x', 'a'], [0]],
    ['number item', ['a', 7], [1]],
    ['a number instead of a list', 42, []],
    ['an object instead of a list', { a: 1 }, []],
  ])('rejects %s', (_title, input, path) => {
    expect(firstIssue(letters, input).path).toEqual(path);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['empty string', ''],
    ["'null'", 'null'],
    ['empty array', []],
    ["array of 'null'", ['null']],
    ['comma only', ','],
  ])('with a minimum message, %s gives that message', (_title, input) => {
    expect(firstIssue(atLeastOne, input).message).toBe('PICK ONE');
  });

  it('with a minimum message, one item is enough', () => {
    expect(atLeastOne.parse('b')).toEqual(['b']);
  });
});

describe('optionalNullable', () => {
  const text = optionalNullable(z.string().min(3, 'TOO SHORT'));
  const num = optionalNullable(z.number());

  it.each<[string, z.ZodType, unknown, unknown]>([
    ['undefined becomes null', text, undefined, null],
    ['empty string becomes null', text, '', null],
    ['null stays null', text, null, null],
    ['a valid value passes through', text, 'abcd', 'abcd'],
    ['0 is kept (not treated as absent)', num, 0, 0],
    ['a number passes through', num, 12, 12],
    ['absent number becomes null', num, undefined, null],
  ])('%s', (_title, schema, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it.each<[string, z.ZodType, unknown]>([
    ['inner rule still applies', text, 'ab'],
    ['whitespace is not absent', text, ' '],
    ['wrong type', num, 'x'],
  ])('rejects: %s', (_title, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });

  it('turns an absent key into null inside an object', () => {
    expect(z.object({ a: optionalNullable(z.string()) }).parse({})).toEqual({ a: null });
  });
});

describe('phoneField (10 digits starting 6-9; number or string)', () => {
  const phone = phoneField(m);

  it.each<[unknown, string]>([
    ['9876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['7999999999', '7999999999'],
    ['8123456789', '8123456789'],
    [' 9876543210 ', '9876543210'],
    [9876543210, '9876543210'],
  ])('%j -> %s', (input, expected) => {
    expect(phone.parse(input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, m.required],
    [null, m.required],
    ['', m.required],
    ['   ', m.required],
    ['5876543210', m.invalid],
    ['0987654321', m.invalid],
    ['987654321', m.invalid],
    ['98765432101', m.invalid],
    ['+919876543210', m.invalid],
    ['98765 43210', m.invalid],
    ['98765-43210', m.invalid],
    ['abcdefghij', m.invalid],
    [5876543210, m.invalid],
    [98765432101, m.invalid],
  ])('%j -> %s', (input, message) => {
    expect(firstIssue(phone, input).message).toBe(message);
  });
});

describe('emailField', () => {
  const email = emailField(m);

  it.each([
    ['asha@example.com', 'asha@example.com'],
    ['Asha.Rao@Example.CO.IN', 'asha.rao@example.co.in'],
    ['  a+tag@mail.example.org ', 'a+tag@mail.example.org'],
  ])('%j -> %s', (input, expected) => {
    expect(email.parse(input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, m.required],
    [null, m.required],
    ['', m.required],
    ['  ', m.required],
    ['asha', m.invalid],
    ['asha@', m.invalid],
    ['@example.com', m.invalid],
    ['asha@example', m.invalid],
    ['asha@example.c', m.invalid],
    ['asha@@example.com', m.invalid],
    ['as ha@example.com', m.invalid],
    [`${'a'.repeat(250)}@example.com`, m.invalid],
  ])('%j -> %s', (input, message) => {
    expect(firstIssue(email, input).message).toBe(message);
  });
});

describe('namePartField (letters only, at least 2)', () => {
  const part = namePartField({ required: 'REQUIRED', letters: 'LETTERS' });

  it.each([
    ['Asha', 'Asha'],
    ['Al', 'Al'],
    ['  Rao ', 'Rao'],
    ['a'.repeat(50), 'a'.repeat(50)],
  ])('%j -> %s', (input, expected) => {
    expect(part.parse(input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, 'REQUIRED'],
    [null, 'REQUIRED'],
    ['', 'REQUIRED'],
    ['  ', 'REQUIRED'],
    ['A', 'REQUIRED'],
    ['Asha1', 'LETTERS'],
    ['Asha Rao', 'LETTERS'],
    ['Asha-Rao', 'LETTERS'],
    ["D'Souza", 'LETTERS'],
    ['आशा', 'LETTERS'],
    ['a'.repeat(51), 'LETTERS'],
  ])('%j -> %s', (input, message) => {
    expect(firstIssue(part, input).message).toBe(message);
  });
});

describe('fullNameField (letters and spaces)', () => {
  const full = fullNameField(m);

  it.each([
    ['Asha Rao', 'Asha Rao'],
    ['  Asha Rao  ', 'Asha Rao'],
    ['Asha  Devi Rao', 'Asha  Devi Rao'],
    ['Al', 'Al'],
  ])('%j -> %s', (input, expected) => {
    expect(full.parse(input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, m.required],
    [null, m.required],
    ['', m.required],
    ['   ', m.required],
    ['A', m.invalid],
    ['Asha1', m.invalid],
    ['Asha.Rao', m.invalid],
    ['Asha-Rao', m.invalid],
    ['1Asha', m.invalid],
    ['a'.repeat(101), m.invalid],
  ])('%j -> %s', (input, message) => {
    expect(firstIssue(full, input).message).toBe(message);
  });
});

describe('caseless (enum values in any case, answered as written)', () => {
  const type = caseless(z.enum(['gc', 'mhc'], { error: 'TYPE' }));
  const status = caseless(z.enum(['Low Risk', 'High Risk']));
  const gender = caseless(z.enum(['male', 'female']), { woman: 'female' });

  it.each<[z.ZodType, unknown, string]>([
    [type, 'gc', 'gc'],
    [type, 'GC', 'gc'],
    [type, ' Mhc ', 'mhc'],
    [status, 'low risk', 'Low Risk'],
    [status, 'HIGH RISK', 'High Risk'],
    [gender, 'Female', 'female'],
    [gender, 'WOMAN', 'female'],
  ])('%#: %j', (schema, input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each([['g c'], ['gcc'], [''], [undefined], [7]])('refuses %j with the enum’s own message', (input) => {
    expect(firstIssue(type, input).message).toBe('TYPE');
  });
});
