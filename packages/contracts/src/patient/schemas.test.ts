import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { PREGNANCY_INTEREST, TRIBES } from './constants.ts';
import { profileMessages as pm } from './messages.ts';
import { isProfileImageType, profileSaveBody, signedUrlQuery } from './schemas.ts';

// "Today" for todayIso(): noon in India on 2025-06-15.
const NOW = '2025-06-15T06:30:00Z';
const TODAY = '2025-06-15';
const TOMORROW = '2025-06-16';
const DAYS_AGO = {
  6573: '2007-06-17',
  6574: '2007-06-16',
  280: '2024-09-08',
  281: '2024-09-07',
  139: '2025-01-27',
} as const;

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

describe('profileSaveBody', () => {
  // The Edit Profile payload of spec section 3.
  const valid = {
    name: 'Asha Rao',
    gender: 'female',
    dob: '1994-05-01',
    interest: [PREGNANCY_INTEREST, 'At Ease'],
    tribe: 'Grief Support,Queer Support',
    conceive_status: 'Already Conceived',
    lmp: DAYS_AGO[139],
    lmp_as_of: '2025-01-30',
    profile_pic: 'patient/abc.jpg',
  };

  it('accepts the full payload and splits the comma-joined tribe list', () => {
    expect(profileSaveBody.parse(valid)).toEqual({ ...valid, tribe: ['Grief Support', 'Queer Support'] });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'tribe modal: name and tribe only',
      { name: 'Asha Rao', tribe: 'Grief Support,Queer Support' },
      { name: 'Asha Rao', tribe: ['Grief Support', 'Queer Support'] },
    ],
    ['tribe modal: no tribe selected', { name: 'Asha Rao', tribe: '' }, { name: 'Asha Rao', tribe: [] }],
    [
      'tribe modal: all seven tribes',
      { name: 'Asha Rao', tribe: TRIBES.join(',') },
      { name: 'Asha Rao', tribe: [...TRIBES] },
    ],
    [
      'tribe as an array',
      { name: 'Asha Rao', tribe: ['Anxiety Support'] },
      { name: 'Asha Rao', tribe: ['Anxiety Support'] },
    ],
    ['name only', { name: 'Asha Rao' }, { name: 'Asha Rao' }],
    ['name trimmed', { name: '  Asha Rao ' }, { name: 'Asha Rao' }],
  ])('accepts: %s', (_title, input, expected) => {
    expect(profileSaveBody.parse(input)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['lmp today', { lmp: TODAY }, { lmp: TODAY }],
    ['lmp exactly 280 days ago', { lmp: DAYS_AGO[280] }, { lmp: DAYS_AGO[280] }],
    ['adult by exactly 6574 days', { dob: DAYS_AGO[6574] }, { dob: DAYS_AGO[6574] }],
    [
      'trying to get pregnant needs no lmp',
      { conceive_status: 'Looking to Conceived', lmp: null },
      { conceive_status: 'Looking to Conceived', lmp: null },
    ],
    [
      'become a mother needs no lmp',
      { conceive_status: 'become a mother', lmp: '' },
      { conceive_status: 'become a mother', lmp: null },
    ],
    [
      'no pregnancy interest: stage and lmp not checked',
      { interest: ['At Ease', 'Oncogenomic', 'General Wellness'], conceive_status: null, lmp: TOMORROW },
      { interest: ['At Ease', 'Oncogenomic', 'General Wellness'], lmp: TOMORROW },
    ],
    [
      'interest as a comma-joined string',
      { interest: `${PREGNANCY_INTEREST},General Wellness` },
      { interest: [PREGNANCY_INTEREST, 'General Wellness'] },
    ],
    ["interest with the string 'null'", { interest: 'At Ease,null' }, { interest: ['At Ease'] }],
    ['profile picture removed', { profile_pic: null }, { profile_pic: null }],
    ['empty profile picture', { profile_pic: '' }, { profile_pic: null }],
  ])('accepts: %s', (_title, change, expected) => {
    expect(profileSaveBody.parse({ ...valid, ...change })).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: undefined }, 'name', pm.nameRequired],
    ['null name', { name: null }, 'name', pm.nameRequired],
    ['empty name', { name: '' }, 'name', pm.nameRequired],
    ['blank name', { name: '   ' }, 'name', pm.nameRequired],
    ['one letter', { name: 'A' }, 'name', pm.nameInvalid],
    ['digits in name', { name: 'Asha Rao 2' }, 'name', pm.nameInvalid],
    ['hyphen in name', { name: 'Asha-Rao' }, 'name', pm.nameInvalid],
    ['dot in name', { name: 'Dr. Asha' }, 'name', pm.nameInvalid],
    ['name over 100 characters', { name: 'a'.repeat(101) }, 'name', pm.nameInvalid],
    ['empty interest', { interest: '' }, 'interest', pm.interestRequired],
    ['null interest', { interest: null }, 'interest', pm.interestRequired],
    ["interest 'null'", { interest: 'null' }, 'interest', pm.interestRequired],
    ['interest []', { interest: [] }, 'interest', pm.interestRequired],
    ['unknown interest', { interest: ['Yoga'] }, 'interest', pm.interestRequired],
    ['pregnancy interest, no stage', { conceive_status: null }, 'conceive_status', pm.stageRequired],
    ['pregnancy interest, empty stage', { conceive_status: '' }, 'conceive_status', pm.stageRequired],
    [
      'pregnancy interest, stage left out',
      { conceive_status: undefined },
      'conceive_status',
      pm.stageRequired,
    ],
    ['unknown stage', { conceive_status: 'I am pregnant' }, 'conceive_status', pm.stageRequired],
    ['pregnant, no lmp', { lmp: null }, 'lmp', pm.lmpRequired],
    ['pregnant, empty lmp', { lmp: '' }, 'lmp', pm.lmpRequired],
    ['pregnant, lmp left out', { lmp: undefined }, 'lmp', pm.lmpRequired],
    ['lmp tomorrow', { lmp: TOMORROW }, 'lmp', pm.lmpOutOfRange],
    ['lmp 281 days ago', { lmp: DAYS_AGO[281] }, 'lmp', pm.lmpOutOfRange],
    ['lmp not a date', { lmp: '27-01-2025' }, 'lmp', pm.lmpOutOfRange],
    ['empty dob', { dob: '' }, 'dob', pm.dobRequired],
    ['dob not a date', { dob: '01-05-1994' }, 'dob', pm.dobRequired],
    ['6573 days old', { dob: DAYS_AGO[6573] }, 'dob', pm.dobTooYoung],
  ])('rejects: %s -> %s: %s', (_title, change, path, message) => {
    const issue = firstIssue(profileSaveBody, { ...valid, ...change });
    expect(issue.path[0]).toBe(path);
    expect(issue.message).toBe(message);
  });

  it.each<[string, unknown, (string | number)[]]>([
    ['short name instead of the full one', 'Grief', ['tribe', 0]],
    ['unknown tribe after a known one', 'Grief Support,Chess Club', ['tribe', 1]],
    ['unknown tribe in an array', ['Queer Support', 'queer support'], ['tribe', 1]],
  ])('rejects tribe: %s', (_title, tribe, path) => {
    expect(firstIssue(profileSaveBody, { name: 'Asha Rao', tribe }).path).toEqual(path);
  });

  it.each([
    ['Female', 'female'],
    ['woman', 'female'],
    ['MAN', 'male'],
  ])('takes gender %j as %s', (gender, canonical) => {
    expect(profileSaveBody.parse({ ...valid, gender }).gender).toBe(canonical);
  });

  it.each([['Lady'], ['']])('rejects gender %j', (gender) => {
    expect(firstIssue(profileSaveBody, { ...valid, gender }).path).toEqual(['gender']);
  });

  it('rejects a profile picture path over 300 characters', () => {
    expect(firstIssue(profileSaveBody, { ...valid, profile_pic: 'p'.repeat(301) }).path).toEqual([
      'profile_pic',
    ]);
  });
});

describe('signedUrlQuery', () => {
  const valid = { filename: 'scan', ext: 'jpg', folder_name: 'patient' };

  it.each([
    ['jpg', 'jpg'],
    ['JPG', 'jpg'],
    ['.jpg', 'jpg'],
    ['jpeg', 'jpeg'],
    ['.JPEG', 'jpeg'],
    ['png', 'png'],
    ['PNG', 'png'],
    ['pdf', 'pdf'],
    [' .PDF ', 'pdf'],
  ])('normalises ext %j to %s', (ext, expected) => {
    expect(signedUrlQuery.parse({ ...valid, ext }).ext).toBe(expected);
  });

  it.each(['gif', 'heic', 'webp', 'docx', 'exe', '', '.', '..png', 'pdf.exe', 'image/png'])(
    'rejects ext %j with the file-type message',
    (ext) => {
      const issue = firstIssue(signedUrlQuery, { ...valid, ext });
      expect(issue.path).toEqual(['ext']);
      expect(issue.message).toBe(pm.fileType);
    },
  );

  it.each(['patient', 'patient-report'])('accepts folder %s', (folder_name) => {
    expect(signedUrlQuery.parse({ ...valid, folder_name }).folder_name).toBe(folder_name);
  });

  it.each(['doctor', 'article', 'doctor-report', 'pregnancy-data', ''])(
    'rejects folder %j',
    (folder_name) => {
      expect(firstIssue(signedUrlQuery, { ...valid, folder_name }).message).toBe('Unknown upload folder.');
    },
  );

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['over 200 characters', 'f'.repeat(201)],
  ])('rejects a %s filename', (_title, filename) => {
    expect(firstIssue(signedUrlQuery, { ...valid, filename }).path).toEqual(['filename']);
  });
});

describe('isProfileImageType', () => {
  it.each([
    ['jpg', true],
    ['JPG', true],
    ['jpeg', true],
    ['png', true],
    ['pdf', false],
    ['gif', false],
    ['', false],
  ])('%j -> %s', (ext, expected) => {
    expect(isProfileImageType(ext)).toBe(expected);
  });
});
