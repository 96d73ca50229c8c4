import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { GENDERS, PREGNANCY_INTEREST } from '../patient/constants.ts';
import {
  forgotPasswordMessages as fp,
  loginMessages as lm,
  otpMessages as om,
  signUpMessages as su,
} from './messages.ts';
import {
  checkPatientExistsBody,
  newPasswordForm,
  normaliseUsername,
  registerBody,
  resetPasswordBody,
  sendOtpBody,
  sendResetOtpBody,
  signInBody,
  signUpDetailsForm,
  signUpFields,
  validateOtpBody,
  verifyDtrfPatientBody,
} from './schemas.ts';

// "Today" for every schema that calls todayIso(): noon in India on 2025-06-15.
const NOW = '2025-06-15T06:30:00Z';
const TODAY = '2025-06-15';
// Literal dates relative to TODAY.
const DAYS_AGO = {
  6573: '2007-06-17',
  6574: '2007-06-16',
  280: '2024-09-08',
  281: '2024-09-07',
  139: '2025-01-27',
} as const;
const TOMORROW = '2025-06-16';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.useRealTimers();
});

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!;
}

const STRONG = 'asha@123';

// ---------------------------------------------------------------------------------------------
describe('signInBody', () => {
  const valid = { username: 'asha@example.com', password: 'whatever1' };

  it.each([
    'asha@example.com',
    'Asha.Rao+care@Example.co.in',
    '  asha@example.com  ',
    '9876543210',
    '6000000000',
    '7000000000',
    '8000000000',
    ' 9876543210 ',
    '+919876543210',
    '919876543210',
    '+91 9876543210',
    '+91 98765 43210',
    '+91-98765-43210',
    '91 98765 43210',
    '09876543210',
    '98765 43210',
  ])('accepts username %j', (username) => {
    expect(signInBody.safeParse({ ...valid, username }).success).toBe(true);
  });

  it.each<[unknown, string]>([
    [undefined, lm.usernameRequired],
    [null, lm.usernameRequired],
    ['', lm.usernameRequired],
    ['   ', lm.usernameRequired],
    ['asha', lm.usernameInvalid],
    ['asha@', lm.usernameInvalid],
    ['asha@example', lm.usernameInvalid],
    ['asha@@example.com', lm.usernameInvalid],
    ['as ha@example.com', lm.usernameInvalid],
    ['5876543210', lm.usernameInvalid],
    ['0000000000', lm.usernameInvalid],
    ['987654321', lm.usernameInvalid],
    ['98765432101', lm.usernameInvalid],
    ['+929876543210', lm.usernameInvalid],
    ['+1 9876543210', lm.usernameInvalid],
    ['+91 58765 43210', lm.usernameInvalid],
    ['009876543210', lm.usernameInvalid],
    ['abcdefghij', lm.usernameInvalid],
  ])('username %j -> %s', (username, message) => {
    const issue = firstIssue(signInBody, { ...valid, username });
    expect(issue.path).toEqual(['username']);
    expect(issue.message).toBe(message);
  });

  it.each<[unknown, string]>([
    [undefined, lm.passwordRequired],
    [null, lm.passwordRequired],
    ['', lm.passwordRequired],
    ['a', lm.passwordShort],
    ['1234567', lm.passwordShort],
  ])('password %j -> %s', (password, message) => {
    const issue = firstIssue(signInBody, { ...valid, password });
    expect(issue.path).toEqual(['password']);
    expect(issue.message).toBe(message);
  });

  it.each(['12345678', 'aaaaaaaa', 'a much longer pass phrase'])(
    'accepts any password of 8 or more characters (%j)',
    (password) => {
      expect(signInBody.safeParse({ ...valid, password }).success).toBe(true);
    },
  );

  it('trims the username', () => {
    expect(signInBody.parse({ ...valid, username: ' 9876543210 ' }).username).toBe('9876543210');
  });
});

describe('normaliseUsername', () => {
  it.each([
    ['asha@example.com', { email: 'asha@example.com' }],
    ['Asha@Example.COM', { email: 'asha@example.com' }],
    ['  asha@example.com ', { email: 'asha@example.com' }],
    ['9876543210', { phone: '9876543210' }],
    [' 9876543210 ', { phone: '9876543210' }],
    ['+919876543210', { phone: '9876543210' }],
    ['919876543210', { phone: '9876543210' }],
    ['+91 98765 43210', { phone: '9876543210' }],
    ['+91-98765-43210', { phone: '9876543210' }],
    ['09876543210', { phone: '9876543210' }],
    ['98765 43210', { phone: '9876543210' }],
  ])('%j -> %j', (username, expected) => {
    expect(normaliseUsername(username)).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// Sign-up phone rules: required 'Please enter phone number', 10 digits starting 6-9 'Enter valid phone number'.
const signUpPhoneBodies: [string, z.ZodType, Record<string, unknown>][] = [
  ['sendOtpBody', sendOtpBody, {}],
  ['validateOtpBody', validateOtpBody, { otp: '12345' }],
  ['checkPatientExistsBody', checkPatientExistsBody, { email: 'asha@example.com' }],
  ['verifyDtrfPatientBody', verifyDtrfPatientBody, { patient_id: 'P-100001' }],
];

describe.each(signUpPhoneBodies)('%s phone', (_name, schema, rest) => {
  it.each<[unknown, string]>([
    ['9876543210', '9876543210'],
    ['6123456789', '6123456789'],
    [' 9876543210 ', '9876543210'],
    [9876543210, '9876543210'],
  ])('accepts %j as %s', (phone, expected) => {
    expect((schema.parse({ ...rest, phone }) as { phone: string }).phone).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, su.phoneRequired],
    [null, su.phoneRequired],
    ['', su.phoneRequired],
    ['   ', su.phoneRequired],
    ['5876543210', su.phoneInvalid],
    ['0987654321', su.phoneInvalid],
    ['987654321', su.phoneInvalid],
    ['98765432101', su.phoneInvalid],
    ['+919876543210', su.phoneInvalid],
    ['98765 43210', su.phoneInvalid],
    ['abcdefghij', su.phoneInvalid],
    [5876543210, su.phoneInvalid],
  ])('%j -> %s', (phone, message) => {
    const issue = firstIssue(schema, { ...rest, phone });
    expect(issue.path).toEqual(['phone']);
    expect(issue.message).toBe(message);
  });
});

describe('validateOtpBody otp (5 digits)', () => {
  const base = { phone: '9876543210' };

  it.each<[unknown, string]>([
    ['12345', '12345'],
    ['00000', '00000'],
    [' 12345 ', '12345'],
    [12345, '12345'],
    [1234, '01234'],
    [7, '00007'],
    [0, '00000'],
  ])('accepts %j as %s', (otp, expected) => {
    expect(validateOtpBody.parse({ ...base, otp }).otp).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, su.otpMissing],
    [null, su.otpMissing],
    ['', su.otpMissing],
    ['   ', su.otpMissing],
    ['1234', om.invalid],
    ['123456', om.invalid],
    ['12a45', om.invalid],
    ['12 45', om.invalid],
    [123456, om.invalid],
  ])('%j -> %s', (otp, message) => {
    const issue = firstIssue(validateOtpBody, { ...base, otp });
    expect(issue.path).toEqual(['otp']);
    expect(issue.message).toBe(message);
  });

  it.each<[string, unknown, boolean]>([
    ['absent', undefined, true],
    ['a short token', 'send-otp-token', true],
    ['200 characters', 't'.repeat(200), true],
    ['201 characters', 't'.repeat(201), false],
  ])('token %s -> %s', (_title, token, ok) => {
    expect(validateOtpBody.safeParse({ ...base, otp: '12345', token }).success).toBe(ok);
  });
});

describe('checkPatientExistsBody email', () => {
  const base = { phone: '9876543210' };

  it('lower-cases and trims the e-mail', () => {
    expect(checkPatientExistsBody.parse({ ...base, email: ' Asha@Example.COM ' }).email).toBe(
      'asha@example.com',
    );
  });

  it.each<[unknown, string]>([
    [undefined, su.emailRequired],
    ['', su.emailRequired],
    ['asha', su.emailInvalid],
    ['asha@example', su.emailInvalid],
    ['@example.com', su.emailInvalid],
  ])('%j -> %s', (email, message) => {
    const issue = firstIssue(checkPatientExistsBody, { ...base, email });
    expect(issue.path).toEqual(['email']);
    expect(issue.message).toBe(message);
  });
});

describe('verifyDtrfPatientBody patient_id', () => {
  const base = { phone: '9876543210' };

  it.each([
    ['P-100001', 'P-100001'],
    ['  P-100001 ', 'P-100001'],
  ])('accepts %j', (patient_id, expected) => {
    expect(verifyDtrfPatientBody.parse({ ...base, patient_id }).patient_id).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, su.patientIdRequired],
    [null, su.patientIdRequired],
    ['', su.patientIdRequired],
    ['   ', su.patientIdRequired],
  ])('%j -> %s', (patient_id, message) => {
    expect(firstIssue(verifyDtrfPatientBody, { ...base, patient_id }).message).toBe(message);
  });

  it('rejects a Patient ID over 40 characters', () => {
    expect(firstIssue(verifyDtrfPatientBody, { ...base, patient_id: 'P'.repeat(41) }).path).toEqual([
      'patient_id',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('signUpFields', () => {
  describe.each([
    ['fname', signUpFields.fname, su.firstNameRequired],
    ['lname', signUpFields.lname, su.lastNameRequired],
  ])('%s (letters only, at least 2)', (_name, field, required) => {
    it.each([
      ['Asha', 'Asha'],
      ['Al', 'Al'],
      [' Rao ', 'Rao'],
    ])('accepts %j as %s', (value, expected) => {
      expect(field.parse(value)).toBe(expected);
    });

    it.each<[unknown, string]>([
      [undefined, required],
      [null, required],
      ['', required],
      ['  ', required],
      ['A', required],
      ['Asha1', su.alphabetOnly],
      ['12', su.alphabetOnly],
      ['Asha Rao', su.alphabetOnly],
      ['Asha-Rao', su.alphabetOnly],
      ['Asha.', su.alphabetOnly],
      ['a'.repeat(51), su.alphabetOnly],
    ])('%j -> %s', (value, message) => {
      expect(firstIssue(field, value).message).toBe(message);
    });
  });

  describe('email', () => {
    it.each<[unknown, string]>([
      [undefined, su.emailRequired],
      [null, su.emailRequired],
      ['', su.emailRequired],
      [' ', su.emailRequired],
      ['asha', su.emailInvalid],
      ['asha@', su.emailInvalid],
      ['asha@example', su.emailInvalid],
      ['asha@example.c', su.emailInvalid],
      ['asha example@x.com', su.emailInvalid],
    ])('%j -> %s', (value, message) => {
      expect(firstIssue(signUpFields.email, value).message).toBe(message);
    });

    it('lower-cases the e-mail', () => {
      expect(signUpFields.email.parse('Asha@Example.com')).toBe('asha@example.com');
    });
  });

  describe('password (8+, lowercase, digit, one of !@#$%^&*)', () => {
    it.each(['abcdef1!', STRONG, 'Asha@1234', ...[...'!@#$%^&*'].map((s) => `secret1${s}`)])(
      'accepts %j',
      (value) => {
        expect(signUpFields.password.parse(value)).toBe(value);
      },
    );

    it.each<[unknown, string]>([
      [undefined, su.passwordRequired],
      [null, su.passwordRequired],
      ['', su.passwordRequired],
      ['abcde1!', su.passwordWeak],
      ['abcdefgh', su.passwordWeak],
      ['abcdefg1', su.passwordWeak],
      ['abcdefg!', su.passwordWeak],
      ['ABCDEFG1!', su.passwordWeak],
      ['12345678!', su.passwordWeak],
      ['abcdefg1?', su.passwordWeak],
      ['abcdefg1 ', su.passwordWeak],
      [`a1!${'x'.repeat(126)}`, su.passwordWeak],
    ])('%j -> %s', (value, message) => {
      expect(firstIssue(signUpFields.password, value).message).toBe(message);
    });
  });

  describe('gender', () => {
    it.each(GENDERS)('accepts %s', (value) => {
      expect(signUpFields.gender.parse(value)).toBe(value);
    });

    it.each([
      ['FEMALE', 'female'],
      ['Male', 'male'],
      [' Non-Binary ', 'non-binary'],
      // Section 9's words for the values.
      ['Man', 'male'],
      ['Woman', 'female'],
      ['Transgender', 'trans'],
      ['others', 'other'],
    ])('takes %j as %s', (value, canonical) => {
      expect(signUpFields.gender.parse(value)).toBe(canonical);
    });

    it.each([undefined, null, '', 'Intersex', 'f'])('%j -> genderRequired', (value) => {
      expect(firstIssue(signUpFields.gender, value).message).toBe(su.genderRequired);
    });
  });

  describe('dob (required, 18+ = at least 6574 days)', () => {
    it.each([DAYS_AGO[6574], '2007-06-15', '1990-01-01'])('accepts %s', (value) => {
      expect(signUpFields.dob.parse(value)).toBe(value);
    });

    it.each<[unknown, string]>([
      [undefined, su.dobRequired],
      [null, su.dobRequired],
      ['', su.dobRequired],
      ['16-06-2007', su.dobRequired],
      ['1990-02-30', su.dobRequired],
      ['1990-1-1', su.dobRequired],
      [DAYS_AGO[6573], su.dobTooYoung],
      [TODAY, su.dobTooYoung],
      [TOMORROW, su.dobTooYoung],
    ])('%j -> %s', (value, message) => {
      expect(firstIssue(signUpFields.dob, value).message).toBe(message);
    });
  });

  describe('interest (array or comma string; the string null ignored)', () => {
    it.each<[unknown, string[]]>([
      [['At Ease'], ['At Ease']],
      ['At Ease', ['At Ease']],
      [`${PREGNANCY_INTEREST},At Ease`, [PREGNANCY_INTEREST, 'At Ease']],
      [
        [PREGNANCY_INTEREST, 'At Ease'],
        [PREGNANCY_INTEREST, 'At Ease'],
      ],
      ['At Ease,null', ['At Ease']],
      ['null,At Ease', ['At Ease']],
      [['null', 'At Ease'], ['At Ease']],
      [['At Ease', 'At Ease'], ['At Ease']],
    ])('%j -> %j', (value, expected) => {
      expect(signUpFields.interest.parse(value)).toEqual(expected);
    });

    it.each<unknown>([undefined, null, '', 'null', [], ['null'], 'Cooking', ['At Ease', 'Cooking']])(
      '%j -> interestRequired',
      (value) => {
        expect(firstIssue(signUpFields.interest, value).message).toBe(su.interestRequired);
      },
    );
  });

  describe('tribe', () => {
    it.each<[unknown, string[]]>([
      [undefined, []],
      [null, []],
      ['', []],
      ['Grief Support,Queer Support', ['Grief Support', 'Queer Support']],
      [['Anxiety Support'], ['Anxiety Support']],
    ])('%j -> %j', (value, expected) => {
      expect(signUpFields.tribe.parse(value)).toEqual(expected);
    });

    it.each(['Grief', 'Grief Support,Knitting Support'])('rejects %j', (value) => {
      expect(signUpFields.tribe.safeParse(value).success).toBe(false);
    });
  });
});

describe('signUpDetailsForm', () => {
  const valid = {
    fname: 'Asha',
    lname: 'Rao',
    email: 'asha@example.com',
    password: STRONG,
    confirm: STRONG,
  };

  it('accepts a complete form', () => {
    expect(signUpDetailsForm.parse(valid)).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no first name', { fname: '' }, 'fname', su.firstNameRequired],
    ['one-letter first name', { fname: 'A' }, 'fname', su.firstNameRequired],
    ['digit in first name', { fname: 'Asha1' }, 'fname', su.alphabetOnly],
    ['no last name', { lname: undefined }, 'lname', su.lastNameRequired],
    ['one-letter last name', { lname: 'R' }, 'lname', su.lastNameRequired],
    ['symbol in last name', { lname: 'Rao!' }, 'lname', su.alphabetOnly],
    ['no e-mail', { email: '' }, 'email', su.emailRequired],
    ['bad e-mail', { email: 'asha@' }, 'email', su.emailInvalid],
    ['no password', { password: '', confirm: '' }, 'password', su.passwordRequired],
    ['weak password', { password: 'abcdefgh', confirm: 'abcdefgh' }, 'password', su.passwordWeak],
    ['no confirmation', { confirm: '' }, 'confirm', su.confirmRequired],
    ['missing confirmation', { confirm: undefined }, 'confirm', su.confirmRequired],
    ['different confirmation', { confirm: 'asha@124' }, 'confirm', su.confirmMismatch],
    ['confirmation differs in case', { confirm: 'ASHA@123' }, 'confirm', su.confirmMismatch],
  ])('%s -> %s: %s', (_title, change, path, message) => {
    const issue = firstIssue(signUpDetailsForm, { ...valid, ...change });
    expect(issue.path).toEqual([path]);
    expect(issue.message).toBe(message);
  });
});

// ---------------------------------------------------------------------------------------------
describe('registerBody', () => {
  const valid = {
    name: 'Asha Rao',
    fname: 'Asha',
    lname: 'Rao',
    phone: '9876543210',
    email: 'asha@example.com',
    password: STRONG,
    gender: 'female',
    dob: '1994-05-01',
    interest: ['At Ease'],
    conceive_status: null,
    lmp: null,
    lmp_as_of: null,
    patient_id: null,
    tribe: null,
    provider: null,
  };
  const pregnant = {
    interest: [PREGNANCY_INTEREST],
    conceive_status: 'Already Conceived',
    lmp: DAYS_AGO[139],
    lmp_as_of: TODAY,
  };
  const provider = { type: 'google', id: 'google-id-token-value' };

  it('accepts the payload of spec section 3 and fills absent lists', () => {
    expect(registerBody.parse(valid)).toEqual({ ...valid, tribe: [] });
  });

  it('accepts a payload with optional values left out, turning them into null', () => {
    const required = {
      fname: 'Asha',
      lname: 'Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      password: STRONG,
      gender: 'male',
      dob: '1994-05-01',
      interest: 'At Ease',
    };
    expect(registerBody.parse(required)).toMatchObject({
      name: null,
      conceive_status: null,
      lmp: null,
      lmp_as_of: null,
      patient_id: null,
      tribe: [],
      provider: null,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['pregnant with lmp 139 days ago', pregnant, { conceive_status: 'Already Conceived' }],
    ['pregnant with lmp today', { ...pregnant, lmp: TODAY }, { lmp: TODAY }],
    ['pregnant with lmp exactly 280 days ago', { ...pregnant, lmp: DAYS_AGO[280] }, { lmp: DAYS_AGO[280] }],
    [
      'trying to get pregnant needs no lmp',
      { ...pregnant, conceive_status: 'Looking to Conceived', lmp: null },
      { conceive_status: 'Looking to Conceived' },
    ],
    [
      'become a mother needs no lmp',
      { ...pregnant, conceive_status: 'become a mother', lmp: null },
      { conceive_status: 'become a mother' },
    ],
    [
      'without the pregnancy interest stage and lmp are not checked',
      { interest: ['At Ease'], conceive_status: null, lmp: TOMORROW },
      { lmp: TOMORROW },
    ],
    [
      'interest as a comma-joined string',
      { ...pregnant, interest: `${PREGNANCY_INTEREST},At Ease` },
      { interest: [PREGNANCY_INTEREST, 'At Ease'] },
    ],
    ["interest with the string 'null'", { interest: 'At Ease,null' }, { interest: ['At Ease'] }],
    ["interest array holding 'null'", { interest: ['null', 'At Ease'] }, { interest: ['At Ease'] }],
    ['adult by exactly 6574 days', { dob: DAYS_AGO[6574] }, { dob: DAYS_AGO[6574] }],
    [
      'social sign-up: provider instead of password',
      { password: null, provider },
      { password: null, provider },
    ],
    ['social sign-up: password left out', { password: undefined, provider }, { password: null, provider }],
    ['social sign-up: empty password', { password: '', provider }, { password: null, provider }],
    ['linked Patient ID', { patient_id: ' P-100001 ' }, { patient_id: 'P-100001' }],
    ['empty strings become null', { name: '', patient_id: '' }, { name: null, patient_id: null }],
    [
      'tribe as a comma-joined string',
      { tribe: 'Grief Support,Queer Support' },
      { tribe: ['Grief Support', 'Queer Support'] },
    ],
    ['e-mail lower-cased', { email: 'Asha@Example.COM' }, { email: 'asha@example.com' }],
    ['phone as a number', { phone: 9876543210 }, { phone: '9876543210' }],
  ])('accepts: %s', (_title, change, expected) => {
    expect(registerBody.parse({ ...valid, ...change })).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no phone', { phone: '' }, 'phone', su.phoneRequired],
    ['bad phone', { phone: '5876543210' }, 'phone', su.phoneInvalid],
    ['no first name', { fname: '' }, 'fname', su.firstNameRequired],
    ['no last name', { lname: null }, 'lname', su.lastNameRequired],
    ['letters only', { lname: 'Rao 2' }, 'lname', su.alphabetOnly],
    ['no e-mail', { email: undefined }, 'email', su.emailRequired],
    ['bad e-mail', { email: 'asha.example.com' }, 'email', su.emailInvalid],
    ['no password and no provider', { password: null }, 'password', su.passwordRequired],
    ['password left out, no provider', { password: undefined }, 'password', su.passwordRequired],
    ['empty password, no provider', { password: '' }, 'password', su.passwordRequired],
    ['weak password', { password: 'password1' }, 'password', su.passwordWeak],
    ['no gender', { gender: undefined }, 'gender', su.genderRequired],
    ['null gender', { gender: null }, 'gender', su.genderRequired],
    ['gender that is no gender', { gender: 'Lady' }, 'gender', su.genderRequired],
    ['no dob', { dob: undefined }, 'dob', su.dobRequired],
    ['empty dob', { dob: '' }, 'dob', su.dobRequired],
    ['dob as DD-MM-YYYY', { dob: '01-05-1994' }, 'dob', su.dobRequired],
    ['6573 days old', { dob: DAYS_AGO[6573] }, 'dob', su.dobTooYoung],
    ['no interest', { interest: undefined }, 'interest', su.interestRequired],
    ['empty interest', { interest: '' }, 'interest', su.interestRequired],
    ["interest 'null'", { interest: 'null' }, 'interest', su.interestRequired],
    ['interest []', { interest: [] }, 'interest', su.interestRequired],
    ['unknown interest', { interest: ['Yoga'] }, 'interest', su.interestRequired],
    [
      'pregnancy interest without a stage',
      { ...pregnant, conceive_status: null },
      'conceive_status',
      su.stageRequired,
    ],
    [
      'pregnancy interest with an empty stage',
      { ...pregnant, conceive_status: '' },
      'conceive_status',
      su.stageRequired,
    ],
    [
      'pregnancy (comma string) without a stage',
      { interest: `At Ease,${PREGNANCY_INTEREST}`, conceive_status: undefined },
      'conceive_status',
      su.stageRequired,
    ],
    ['unknown stage', { ...pregnant, conceive_status: 'pregnant' }, 'conceive_status', su.stageRequired],
    ['Already Conceived without lmp', { ...pregnant, lmp: null }, 'lmp', su.lmpRequired],
    ['Already Conceived with empty lmp', { ...pregnant, lmp: '' }, 'lmp', su.lmpRequired],
    ['lmp tomorrow', { ...pregnant, lmp: TOMORROW }, 'lmp', su.lmpOutOfRange],
    ['lmp 281 days ago', { ...pregnant, lmp: DAYS_AGO[281] }, 'lmp', su.lmpOutOfRange],
    ['lmp not a date', { ...pregnant, lmp: '10-01-2025' }, 'lmp', su.lmpOutOfRange],
    ['unknown tribe', { tribe: 'Grief Support,Chess Club' }, 'tribe', ''],
    ['provider with a short id', { password: null, provider: { type: 'google', id: 'x' } }, 'provider', ''],
    [
      'unknown provider',
      { password: null, provider: { type: 'twitter', id: 'twitter-token-value' } },
      'provider',
      '',
    ],
  ])('rejects: %s -> %s %s', (_title, change, path, message) => {
    const issue = firstIssue(registerBody, { ...valid, ...change });
    expect(issue.path[0]).toBe(path);
    if (message) expect(issue.message).toBe(message);
  });

  describe('uses the calendar day in India (Asia/Kolkata) as today', () => {
    it.each([
      ['2025-06-14T18:29:00Z', '2025-06-15', false, 'still the 14th in India'],
      ['2025-06-14T18:30:00Z', '2025-06-15', true, 'already the 15th in India'],
      ['2025-06-14T20:00:00Z', '2025-06-15', true, '01:30 on the 15th in India'],
    ])('at %s an lmp of %s is accepted: %s (%s)', (instant, lmp, ok) => {
      vi.setSystemTime(new Date(instant));
      expect(registerBody.safeParse({ ...valid, ...pregnant, lmp }).success).toBe(ok);
    });

    it.each([
      ['2025-06-14T18:29:00Z', false],
      ['2025-06-14T18:30:00Z', true],
    ])('at %s a dob of 2007-06-16 is adult: %s', (instant, ok) => {
      vi.setSystemTime(new Date(instant));
      expect(registerBody.safeParse({ ...valid, dob: '2007-06-16' }).success).toBe(ok);
    });
  });
});

// ---------------------------------------------------------------------------------------------
describe.each<[string, z.ZodType, Record<string, unknown>]>([
  ['sendResetOtpBody', sendResetOtpBody, {}],
  ['resetPasswordBody', resetPasswordBody, { otp: '1234', password: STRONG }],
])('%s username (phone)', (_name, schema, rest) => {
  it.each<[unknown, string]>([
    ['9876543210', '9876543210'],
    [' 9876543210', '9876543210'],
    [9876543210, '9876543210'],
    [6000000000, '6000000000'],
  ])('accepts %j as %s', (username, expected) => {
    expect((schema.parse({ ...rest, username }) as { username: string }).username).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, fp.phoneRequired],
    [null, fp.phoneRequired],
    ['', fp.phoneRequired],
    ['  ', fp.phoneRequired],
    ['5876543210', fp.phoneInvalid],
    ['987654321', fp.phoneInvalid],
    ['98765432101', fp.phoneInvalid],
    [98765432101, fp.phoneInvalid],
    [987654321, fp.phoneInvalid],
    ['+919876543210', fp.phoneInvalid],
    ['asha@example.com', fp.phoneInvalid],
  ])('%j -> %s', (username, message) => {
    const issue = firstIssue(schema, { ...rest, username });
    expect(issue.path).toEqual(['username']);
    expect(issue.message).toBe(message);
  });
});

describe('resetPasswordBody', () => {
  const valid = { username: 9876543210, otp: 1234, password: STRONG };

  it('accepts the payload of spec section 3 (phone and OTP as numbers)', () => {
    expect(resetPasswordBody.parse(valid)).toEqual({ username: '9876543210', otp: '1234', password: STRONG });
  });

  it.each<[unknown, string]>([
    ['1234', '1234'],
    ['0000', '0000'],
    [' 1234 ', '1234'],
    [1234, '1234'],
    [12, '0012'],
    [0, '0000'],
  ])('otp %j -> %s', (otp, expected) => {
    expect(resetPasswordBody.parse({ ...valid, otp }).otp).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no otp', { otp: undefined }, 'otp', fp.otpMissing],
    ['null otp', { otp: null }, 'otp', fp.otpMissing],
    ['empty otp', { otp: '' }, 'otp', fp.otpMissing],
    ['blank otp', { otp: '    ' }, 'otp', fp.otpMissing],
    ['3-digit otp', { otp: '123' }, 'otp', om.invalid],
    ['5-digit otp (the sign-up length)', { otp: '12345' }, 'otp', om.invalid],
    ['5-digit number', { otp: 12345 }, 'otp', om.invalid],
    ['letters in otp', { otp: '12a4' }, 'otp', om.invalid],
    ['no password', { password: undefined }, 'password', fp.passwordRequired],
    ['null password', { password: null }, 'password', fp.passwordRequired],
    ['empty password', { password: '' }, 'password', fp.passwordRequired],
    ['7 characters', { password: 'asha@12' }, 'password', fp.passwordWeak],
    ['no digit', { password: 'asha@abc' }, 'password', fp.passwordWeak],
    ['no lowercase', { password: 'ASHA@123' }, 'password', fp.passwordWeak],
    ['no symbol', { password: 'asha1234' }, 'password', fp.passwordWeak],
    ['symbol outside !@#$%^&*', { password: 'asha-1234' }, 'password', fp.passwordWeak],
  ])('%s -> %s: %s', (_title, change, path, message) => {
    const issue = firstIssue(resetPasswordBody, { ...valid, ...change });
    expect(issue.path).toEqual([path]);
    expect(issue.message).toBe(message);
  });
});

describe('newPasswordForm', () => {
  const valid = { password: STRONG, confirm: STRONG };

  it('accepts matching strong passwords', () => {
    expect(newPasswordForm.parse(valid)).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no password', { password: '' }, 'password', fp.passwordRequired],
    ['weak password', { password: 'abcdefgh', confirm: 'abcdefgh' }, 'password', fp.passwordWeak],
    ['no confirmation', { confirm: '' }, 'confirm', fp.confirmRequired],
    ['missing confirmation', { confirm: undefined }, 'confirm', fp.confirmRequired],
    ['null confirmation', { confirm: null }, 'confirm', fp.confirmRequired],
    ['different confirmation', { confirm: 'asha@1234' }, 'confirm', fp.confirmMismatch],
    ['confirmation with a trailing space', { confirm: `${STRONG} ` }, 'confirm', fp.confirmMismatch],
  ])('%s -> %s: %s', (_title, change, path, message) => {
    const issue = firstIssue(newPasswordForm, { ...valid, ...change });
    expect(issue.path).toEqual([path]);
    expect(issue.message).toBe(message);
  });
});
