import { z } from 'zod';
import {
  EMAIL_PATTERN,
  NAME_LETTERS_PATTERN,
  NAME_LETTERS_SPACES_PATTERN,
  NAME_MIN_LENGTH,
  PHONE_PATTERN,
} from './constants.ts';

// Field builders: the same rule appears on several screens with different words, so each
// screen passes its own messages. The first failing check is the message a patient sees.

interface RequiredInvalid {
  required: string;
  invalid: string;
}

/** Accepts the number or string form ("sent as a number" in the spec) and returns digits. */
export function phoneField(m: RequiredInvalid) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ error: m.required }).min(1, m.required).regex(PHONE_PATTERN, m.invalid),
  );
}

export function emailField(m: RequiredInvalid) {
  return z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .max(254, m.invalid)
    .regex(EMAIL_PATTERN, m.invalid)
    .transform((v) => v.toLowerCase());
}

/** A single name part: letters only, at least 2. */
export function namePartField(m: { required: string; letters: string }) {
  return z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .min(NAME_MIN_LENGTH, m.required)
    .max(50, m.letters)
    .regex(NAME_LETTERS_PATTERN, m.letters);
}

/** A full name: letters and spaces. */
export function fullNameField(m: RequiredInvalid) {
  return z
    .string({ error: m.required })
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
