import { describe, expect, it } from 'vitest';
import {
  LOGIN_PHONE_PATTERN,
  OTP_RESEND_SECONDS,
  PASSWORD_MIN_LENGTH,
  RESET_OTP_LENGTH,
  SIGNUP_OTP_LENGTH,
  STRONG_PASSWORD_PATTERN,
} from '../auth/constants.ts';
import {
  AT_EASE_INTEREST,
  GENDER_LABELS,
  GENDERS,
  INTERESTS,
  LMP_MAX_DAYS,
  PREGNANCY_INTEREST,
  PREGNANT_STAGE,
  PROFILE_PIC_DIRECT_BYTES,
  PROFILE_PIC_MAX_DIMENSION,
  PROFILE_PIC_MAX_ORIGINAL_BYTES,
  SIGNUP_INTERESTS,
  STAGE_LABELS,
  STAGES,
  TRIBE_SHORT_NAMES,
  TRIBES,
} from '../patient/constants.ts';
import { NO_WEEK, PREGNANCY_WEEKS } from '../pregnancy/constants.ts';
import {
  ADULT_DAYS,
  IMAGE_EXTENSIONS,
  NAME_MIN_LENGTH,
  PHONE_LENGTH,
  PHONE_PATTERN,
  PHONE_PREFIX,
  UPLOAD_EXTENSIONS,
} from './constants.ts';

describe('business constants (spec section 9)', () => {
  it.each<[string, unknown, unknown]>([
    ['PHONE_PREFIX', PHONE_PREFIX, '+91'],
    ['PHONE_LENGTH', PHONE_LENGTH, 10],
    ['SIGNUP_OTP_LENGTH', SIGNUP_OTP_LENGTH, 5],
    ['RESET_OTP_LENGTH', RESET_OTP_LENGTH, 4],
    ['OTP_RESEND_SECONDS', OTP_RESEND_SECONDS, 30],
    ['PASSWORD_MIN_LENGTH', PASSWORD_MIN_LENGTH, 8],
    ['NAME_MIN_LENGTH', NAME_MIN_LENGTH, 2],
    ['ADULT_DAYS', ADULT_DAYS, 6574],
    ['LMP_MAX_DAYS', LMP_MAX_DAYS, 280],
    ['PREGNANCY_WEEKS', PREGNANCY_WEEKS, 40],
    ['NO_WEEK', NO_WEEK, -1],
    ['PROFILE_PIC_DIRECT_BYTES', PROFILE_PIC_DIRECT_BYTES, 1024 * 1024],
    ['PROFILE_PIC_MAX_ORIGINAL_BYTES', PROFILE_PIC_MAX_ORIGINAL_BYTES, 10 * 1024 * 1024],
    ['PROFILE_PIC_MAX_DIMENSION', PROFILE_PIC_MAX_DIMENSION, 800],
    ['UPLOAD_EXTENSIONS', UPLOAD_EXTENSIONS, ['jpg', 'jpeg', 'png', 'pdf']],
    ['IMAGE_EXTENSIONS', IMAGE_EXTENSIONS, ['jpg', 'jpeg', 'png']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('tribes (spec section 3)', () => {
  it('are the seven exact strings of the selection modal, in order', () => {
    expect(TRIBES).toEqual([
      'Depression Support',
      'Anxiety Support',
      'Grief Support',
      'Infertility Support',
      'Perinatal Loss Support',
      'Postpartum Support',
      'Queer Support',
    ]);
  });

  it.each([
    ['Depression Support', 'Depression'],
    ['Anxiety Support', 'Anxiety'],
    ['Grief Support', 'Grief'],
    ['Infertility Support', 'Infertility'],
    ['Perinatal Loss Support', 'Perinatal Loss'],
    ['Postpartum Support', 'Postpartum'],
    ['Queer Support', 'Queer Support'],
  ] as const)('%s is shown on the profile as %s', (tribe, short) => {
    expect(TRIBE_SHORT_NAMES[tribe]).toBe(short);
  });

  it('has a short name for every tribe and no other', () => {
    expect(Object.keys(TRIBE_SHORT_NAMES).sort()).toEqual([...TRIBES].sort());
  });

  it('contains no commas, so the comma-joined list round-trips', () => {
    for (const tribe of TRIBES) expect(tribe).not.toContain(',');
  });
});

describe('interests and stages (spec section 3)', () => {
  it.each<[string, unknown, unknown]>([
    ['PREGNANCY_INTEREST', PREGNANCY_INTEREST, 'Pregnancy & Reproductive Wellness'],
    ['AT_EASE_INTEREST', AT_EASE_INTEREST, 'At Ease'],
    ['SIGNUP_INTERESTS', SIGNUP_INTERESTS, ['Pregnancy & Reproductive Wellness', 'At Ease']],
    [
      'INTERESTS',
      INTERESTS,
      ['Pregnancy & Reproductive Wellness', 'At Ease', 'Oncogenomic', 'General Wellness'],
    ],
    ['STAGES', STAGES, ['Looking to Conceived', 'Already Conceived', 'become a mother']],
    ['PREGNANT_STAGE', PREGNANT_STAGE, 'Already Conceived'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['Looking to Conceived', 'I am trying to get pregnant'],
    ['Already Conceived', 'I am pregnant'],
    ['become a mother', 'I have become a mother'],
  ] as const)('stage %s is labelled %s', (stage, label) => {
    expect(STAGE_LABELS[stage]).toBe(label);
  });

  it('labels every stage', () => {
    expect(Object.keys(STAGE_LABELS)).toEqual([...STAGES]);
  });
});

describe('genders (registration payload, section 3; sign-up tiles, section 2)', () => {
  it('are the payload values', () => {
    expect(GENDERS).toEqual(['male', 'female', 'trans', 'non-binary', 'other']);
  });

  it.each([
    ['male', 'Man'],
    ['female', 'Woman'],
    ['trans', 'Transgender'],
    ['non-binary', 'Non-Binary'],
    ['other', 'Other'],
  ] as const)('%s is the tile %s', (gender, label) => {
    expect(GENDER_LABELS[gender]).toBe(label);
  });

  it('lists the tiles in order', () => {
    expect(GENDERS.map((g) => GENDER_LABELS[g])).toEqual([
      'Man',
      'Woman',
      'Transgender',
      'Non-Binary',
      'Other',
    ]);
  });
});

describe('patterns', () => {
  it.each([
    ['9876543210', true],
    ['6000000000', true],
    ['5999999999', false],
    ['987654321', false],
    ['98765432100', false],
    ['+919876543210', false],
  ])('PHONE_PATTERN %s -> %s', (value, expected) => {
    expect(PHONE_PATTERN.test(value)).toBe(expected);
  });

  it.each([
    ['9876543210', true],
    ['+919876543210', true],
    ['919876543210', true],
    ['+91 9876543210', true],
    ['+91-9876543210', true],
    ['09876543210', true],
    ['+9876543210', false],
    ['0919876543210', false],
    ['+929876543210', false],
    ['5876543210', false],
  ])('LOGIN_PHONE_PATTERN %s -> %s', (value, expected) => {
    expect(LOGIN_PHONE_PATTERN.test(value)).toBe(expected);
  });

  it.each([
    ['abcdef1!', true],
    ...[...'!@#$%^&*'].map((symbol) => [`abcdef1${symbol}`, true] as [string, boolean]),
    ['ABCDEF1!a', true],
    ['abcde1!', false],
    ['abcdefg1', false],
    ['abcdefg!', false],
    ['ABCDEF1!', false],
    ['abcdef1?', false],
    ['abcdef1_', false],
  ])('STRONG_PASSWORD_PATTERN %s -> %s', (value, expected) => {
    expect(STRONG_PASSWORD_PATTERN.test(value)).toBe(expected);
  });
});
