import { describe, expect, it } from 'vitest';
import { intakeMessages as m } from './messages.ts';
import { gcIntakeSchema, intakeSchema, mhcIntakeSchema } from './schemas.ts';
import { goodGc, goodMhc, ID } from './testing/intake-fixtures.ts';

function messages(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected a failure');
  return Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the intake form (spec section 5)', () => {
  it('takes a complete GC and MHC form; a "since when" after a No is stored empty', () => {
    expect(gcIntakeSchema.parse(goodGc).age).toBe(31);
    const mhc = intakeSchema.parse(goodMhc);
    expect(mhc).toMatchObject({ experiencing_anxiet_panic_attacks_when_started: '' });
    expect(mhcIntakeSchema.parse({ ...goodMhc, age: '33' }).age).toBe(33);
  });

  it.each([
    ['a missing name', { name: '' }, 'name', m.required],
    ['a phone not starting 6-9', { phone: '5812345678' }, 'phone', m.phoneInvalid],
    ['a nine-digit phone', { phone: '981234567' }, 'phone', m.phoneInvalid],
    ['age 0', { age: 0 }, 'age', m.ageInvalid],
    ['age 101', { age: 101 }, 'age', m.ageInvalid],
    ['no age', { age: '' }, 'age', m.required],
    ['an unknown pronoun', { pronouns: 'He' }, 'pronouns', m.required],
    ['a date of birth in ISO form', { dob: '1993-03-15' }, 'dob', m.dobInvalid],
    ['a date of birth that is not a date', { dob: '31-02-1993' }, 'dob', m.dobInvalid],
    [
      'a Yes without since when',
      { how_long_experiencing_overwhelming_saddness_grief_or_depression: ' ' },
      'how_long_experiencing_overwhelming_saddness_grief_or_depression',
      m.required,
    ],
  ])('MHC: refuses %s', (_t, change, field, message) => {
    expect(messages(intakeSchema, { ...goodMhc, ...change })[field]).toBe(message);
    expect(messages(mhcIntakeSchema, { ...goodMhc, ...change })[field]).toBe(message);
  });

  it('GC: every field is required, the e-mail must be valid', () => {
    const got = messages(intakeSchema, { book_appointment_id: ID, consultation_type: 'gc' });
    expect(got.firstName).toBe(m.required);
    expect(got.appropriate_option).toBe(m.required);
    expect(messages(gcIntakeSchema, { ...goodGc, email: 'meera@' }).email).toBe(m.emailInvalid);
  });

  it('refuses a form without a known consultation type', () => {
    expect(Object.values(messages(intakeSchema, { ...goodGc, consultation_type: 'xyz' }))).toContain(
      m.typeMismatch,
    );
  });
});
