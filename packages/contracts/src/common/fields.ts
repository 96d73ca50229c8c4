import { z } from 'zod';
import {
  EMAIL_PATTERN,
  NAME_LETTERS_PATTERN,
  NAME_LETTERS_SPACES_PATTERN,
  NAME_MIN_LENGTH,
  PHONE_PATTERN,
} from './constants.ts';
import { commonMessages } from './messages.ts';

// Field builders: the same rule appears on several screens with different words, so each
// screen passes its own messages. The first failing check is the message a patient sees.

interface RequiredInvalid {
  required: string;
  invalid: string;
}

// Characters no form can type, refused in every string a request carries: PostgreSQL cannot
// store NUL in text (the query fails), the other C0 controls and DEL hide or rewrite what staff
// and logs show, and half a surrogate pair is not text (UTF-8 cannot encode it). Tab, line feed
// and carriage return are kept where a field may span lines.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Every string an input schema accepts starts here (bodies, queries, path parameters); the
 * others build on it. `error` is the message for a missing or non-string value. Response
 * schemas describe what the server sends and use plain z.string().
 */
export function textField(opts: { error?: string; multiline?: boolean } = {}) {
  const control = opts.multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  return z
    .string(opts.error === undefined ? undefined : { error: opts.error })
    .refine((v) => !control.test(v) && !LONE_SURROGATE.test(v), commonMessages.textControlCharacters);
}

/** Accepts the number or string form ("sent as a number" in the spec) and returns digits. */
export function phoneField(m: RequiredInvalid) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    textField({ error: m.required }).min(1, m.required).regex(PHONE_PATTERN, m.invalid),
  );
}

export function emailField(m: RequiredInvalid) {
  return textField({ error: m.required })
    .trim()
    .min(1, m.required)
    .max(254, m.invalid)
    .regex(EMAIL_PATTERN, m.invalid)
    .transform((v) => v.toLowerCase());
}

/** A single name part: letters only, at least 2. */
export function namePartField(m: { required: string; letters: string }) {
  return textField({ error: m.required })
    .trim()
    .min(1, m.required)
    .min(NAME_MIN_LENGTH, m.required)
    .max(50, m.letters)
    .regex(NAME_LETTERS_PATTERN, m.letters);
}

/** A full name: letters and spaces. */
export function fullNameField(m: RequiredInvalid) {
  return textField({ error: m.required })
    .trim()
    .min(1, m.required)
    .min(NAME_MIN_LENGTH, m.invalid)
    .max(100, m.invalid)
    .regex(NAME_LETTERS_SPACES_PATTERN, m.invalid);
}

/** Lists arrive as arrays or as comma-joined strings; the string 'null' means none. */
export function listField<T extends z.ZodType<string>>(item: T, minOneMessage?: string) {
  return z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === '' || v === 'null') return [];
      const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v;
      if (!Array.isArray(raw)) return raw;
      return [
        ...new Set(raw.map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s && s !== 'null')),
      ];
    },
    minOneMessage ? z.array(item).min(1, minOneMessage) : z.array(item),
  );
}

/** Absent values are sent as null by the clients; treat null, '' and undefined alike. */
export function optionalNullable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());
}

/** The option `value` names in any case and without surrounding spaces, as the option is written; else `value`. */
export function matchOption(options: readonly string[], value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const key = value.trim().toLowerCase();
  return options.find((o) => o.toLowerCase() === key) ?? value;
}

/**
 * An enum whose values the clients may send in any case where the spec does not fix the case
 * ('GC' and 'gc', 'Female' and 'female'): the value becomes the canonical one before the enum
 * checks it, so handlers and answers only ever see the spec's spelling. `aliases` (lower-case
 * keys) names other words the spec gives for a value (section 9: 'woman' for female). The input
 * type stays the enum's, so forms typed from it keep their options.
 */
export function caseless<T extends z.ZodEnum>(
  schema: T,
  aliases: Readonly<Record<string, z.output<T>>> = {},
) {
  const options = schema.options as readonly string[];
  return z.preprocess((v: z.input<T>) => {
    if (typeof v !== 'string') return v;
    const key = v.trim().toLowerCase();
    return options.find((o) => o.toLowerCase() === key) ?? aliases[key] ?? v;
  }, schema);
}
