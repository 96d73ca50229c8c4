import { describe, expect, it } from 'vitest';
import { HARM_THOUGHTS_ANSWERS, PRONOUN_LABELS, PRONOUNS } from './constants.ts';
import { intakeMessages as m } from './messages.ts';
import { intakeAnswersFlagged, isHarmThoughtsFlag } from './rules.ts';
import { gcIntakeSchema, intakeSchema, mhcIntakeFormSchema, mhcIntakeSchema } from './schemas.ts';
import { goodGc, goodMhc, goodMhcWithOurs, ID } from './testing/intake-fixtures.ts';

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

describe('our MHC questions: pregnancy or a baby in the last 12 months, thoughts of harm (EPDS item 10)', () => {
  const PERINATAL = 'pregnant_or_baby_in_last_12_months';
  const HARM = 'thoughts_of_harming_self_or_baby';

  it("are optional in the API body: the apps' form, written to the spec, still passes", () => {
    const parsed = intakeSchema.parse(goodMhc);
    expect(parsed).not.toHaveProperty(PERINATAL);
    expect(parsed).not.toHaveProperty(HARM);
    expect(mhcIntakeSchema.safeParse(goodMhc).success).toBe(true);
    for (const none of [null, '', '  '])
      expect(intakeSchema.parse({ ...goodMhc, [PERINATAL]: none, [HARM]: none })).toMatchObject({
        [PERINATAL]: undefined,
        [HARM]: undefined,
      });
  });

  it('are kept when answered, written as the option is whatever the case', () => {
    expect(intakeSchema.parse(goodMhcWithOurs)).toMatchObject({ [PERINATAL]: 'Yes', [HARM]: 'Never' });
    expect(intakeSchema.parse({ ...goodMhc, [PERINATAL]: ' no', [HARM]: 'YES, QUITE OFTEN' })).toMatchObject({
      [PERINATAL]: 'No',
      [HARM]: 'Yes, quite often',
    });
    for (const answer of HARM_THOUGHTS_ANSWERS)
      expect(intakeSchema.parse({ ...goodMhc, [HARM]: answer })).toMatchObject({ [HARM]: answer });
  });

  it.each([
    [PERINATAL, 'Maybe', m.perinatalInvalid],
    [PERINATAL, true, m.perinatalInvalid],
    [HARM, 'Often', m.harmThoughtsInvalid],
    [HARM, 'Yes', m.harmThoughtsInvalid],
    [HARM, 3, m.harmThoughtsInvalid],
  ])('refuse %s = %j with a message naming the question and the field', (field, value, message) => {
    expect(messages(intakeSchema, { ...goodMhc, [field]: value })[field]).toBe(message);
    expect(messages(mhcIntakeFormSchema, { ...goodMhcWithOurs, [field]: value })[field]).toBe(message);
    expect(message).toContain(field);
  });

  it("are required by the web form's schema ('Required', as every field)", () => {
    const got = messages(mhcIntakeFormSchema, goodMhc);
    expect(got[PERINATAL]).toBe(m.required);
    expect(got[HARM]).toBe(m.required);
    expect(messages(mhcIntakeFormSchema, { ...goodMhcWithOurs, [HARM]: '' })[HARM]).toBe(m.required);
    expect(mhcIntakeFormSchema.parse(goodMhcWithOurs)).toMatchObject({ [PERINATAL]: 'Yes', [HARM]: 'Never' });
  });

  it.each([
    ['Yes, quite often', true],
    ['Sometimes', true],
    ['Hardly ever', true],
    ['Never', false],
    ['never', false],
    [undefined, false],
    [null, false],
    ['', false],
    ['something unexpected', true],
  ])('harm answer %j is a flag: %s', (answer, flagged) => {
    expect(isHarmThoughtsFlag(answer)).toBe(flagged);
    expect(intakeAnswersFlagged({ ...goodMhc, [HARM]: answer })).toBe(flagged);
  });

  it('reads no flag from answers without the question, or from no answers', () => {
    expect(intakeAnswersFlagged(goodMhc)).toBe(false);
    expect(intakeAnswersFlagged(goodGc)).toBe(false);
    expect(intakeAnswersFlagged(null)).toBe(false);
  });
});

describe('pronouns', () => {
  it("show 'He / Him' for the spec's value 'Her /Him', which the API keeps accepting", () => {
    expect(PRONOUN_LABELS['Her /Him']).toBe('He / Him');
    expect(Object.keys(PRONOUN_LABELS)).toEqual([...PRONOUNS]);
    expect(intakeSchema.parse({ ...goodMhc, pronouns: 'Her /Him' })).toMatchObject({ pronouns: 'Her /Him' });
  });
});
