import { describe, expect, it } from 'vitest';
import { intakeAnswerFlagged } from './clinical-flags.ts';
import { GC_INTAKE_QUESTIONS, intakeItems, MHC_INTAKE_QUESTIONS } from './questions.ts';
import { gcIntakeSchema, mhcIntakeFormSchema } from './schemas.ts';
import { goodGc, goodMhcWithOurs } from './testing/intake-fixtures.ts';

const mhc = (over: Record<string, unknown> = {}) => ({ ...goodMhcWithOurs, ...over });
const flaggedFields = (answers: Record<string, unknown>, type: 'gc' | 'mhc' = 'mhc') =>
  (type === 'gc' ? GC_INTAKE_QUESTIONS : MHC_INTAKE_QUESTIONS)
    .map(([field]) => field)
    .filter((field) => intakeAnswerFlagged(type, field, answers));

describe('the intake questions', () => {
  it('cover every field of each form the API stores, in the form’s order', () => {
    const gcFields = Object.keys(gcIntakeSchema.shape).filter(
      (k) => !['book_appointment_id', 'consultation_type'].includes(k),
    );
    expect(GC_INTAKE_QUESTIONS.map(([f]) => f).sort()).toEqual(gcFields.sort());
    const parsed = mhcIntakeFormSchema.parse({ ...goodMhcWithOurs });
    const mhcFields = Object.keys(parsed).filter(
      (k) => !['book_appointment_id', 'consultation_type', 'patient_id', 'doctor_id'].includes(k),
    );
    expect(MHC_INTAKE_QUESTIONS.map(([f]) => f).sort()).toEqual(mhcFields.sort());
  });

  it('turn answers into pairs, leaving out what was not answered and showing pronouns as the form did', () => {
    const items = intakeItems('mhc', {
      ...goodMhc(),
      pronouns: 'Her /Him',
      experiencing_anxiet_panic_attacks_when_started: '',
    });
    expect(items[0]).toEqual({ question: 'Name', answer: 'Meera Rao', flagged: false });
    expect(items.find((i) => i.question === 'Pronouns')!.answer).toBe('He / Him');
    expect(items.find((i) => i.question === 'Age')!.answer).toBe('33');
    expect(items.some((i) => i.question === 'When did they start?')).toBe(false);
    // An answer to a question the form does not ask is never shown.
    expect(intakeItems('gc', { ...goodGc, secret: 'x' }).some((i) => i.answer === 'x')).toBe(false);
  });
});

function goodMhc() {
  return mhc({ pregnant_or_baby_in_last_12_months: 'No', thoughts_of_harming_self_or_baby: 'Never' });
}

describe('the clinical flags', () => {
  it('flag nothing on the ordinary fixtures', () => {
    expect(flaggedFields(goodMhc())).toEqual([]);
    expect(flaggedFields(mhc())).toEqual([]);
  });

  it('MHC: harm thoughts (any answer but Never), drugs weekly or daily', () => {
    for (const a of ['Yes, quite often', 'Sometimes', 'Hardly ever'])
      expect(flaggedFields(mhc({ thoughts_of_harming_self_or_baby: a }))).toContain(
        'thoughts_of_harming_self_or_baby',
      );
    expect(flaggedFields(mhc({ recreational_drug_use: 'Daily' }))).toEqual(['recreational_drug_use']);
    expect(flaggedFields(mhc({ recreational_drug_use: 'Weekly' }))).toEqual(['recreational_drug_use']);
    expect(flaggedFields(mhc({ recreational_drug_use: 'Monthly' }))).toEqual([]);
  });

  it('MHC: alcohol, psychiatric medication and family mental illness only with a pregnancy or a baby in the last year', () => {
    const risky = { drink_alcohol: 'Yes', psychiatric_medication: 'Yes', mental_illness_in_family: 'Yes' };
    expect(flaggedFields(mhc({ ...risky, pregnant_or_baby_in_last_12_months: 'No' }))).toEqual([]);
    expect(flaggedFields(mhc({ ...risky, pregnant_or_baby_in_last_12_months: 'Yes' })).sort()).toEqual(
      [
        'drink_alcohol',
        'mental_illness_in_family',
        'pregnant_or_baby_in_last_12_months',
        'psychiatric_medication',
      ].sort(),
    );
  });

  it('MHC: free text that speaks of suicide, self-harm or harming someone', () => {
    for (const text of [
      'Sometimes I think about suicide',
      'I have self-harmed before',
      'I am scared I might hurt the baby',
      'I want to die some days',
      'I wish I could end my life',
    ])
      expect(flaggedFields(mhc({ significant_life_changes: text })), text).toEqual([
        'significant_life_changes',
      ]);
    expect(
      flaggedFields(mhc({ significant_life_changes: 'Moved house; new job; the skills course' })),
    ).toEqual([]);
  });

  it('GC: the referral reason when it names a red flag', () => {
    expect(flaggedFields(goodGc, 'gc')).toEqual(['referral_reason']);
    for (const reason of [
      'Two miscarriages last year',
      'Stillbirth in 2023',
      'We are first cousins',
      'Consanguineous marriage',
      'Brother has thalassaemia major',
      'Sister has Down syndrome',
      'NIPT came back high risk',
      'Abnormal anomaly scan',
      'Increased NT at 12 weeks',
    ])
      expect(flaggedFields({ ...goodGc, referral_reason: reason }, 'gc'), reason).toEqual([
        'referral_reason',
      ]);
    expect(
      flaggedFields({ ...goodGc, referral_reason: 'Planning a pregnancy, want to know our options' }, 'gc'),
    ).toEqual([]);
  });
});
