import type { Patient } from '@care/contracts/patient/schemas';
import { describe, expect, it } from 'vitest';
import { profileFormSchema, profileFormValues, profileSavePayload } from './profile-form-values';

const patient: Patient = {
  patient_id: 'P-1',
  name: { firstName: 'Asha', lastName: 'Rao' },
  email: 'demo@example.com',
  dob: '1994-05-01',
  phone: '9876543210',
  gender: 'female',
  tribe: ['Grief Support'],
  interest: ['Pregnancy & Reproductive Wellness'],
  lmp: '2025-01-10',
  lmp_as_of: '2025-01-20',
  conceive_status: 'Already Conceived',
  profile_pic: 'patient/abc.jpg',
  profile_pic_url: 'https://files.example.com/abc.jpg',
  week: 8,
};

describe('profile save payload', () => {
  it('sends tribes comma-joined with their full names and keeps lmp_as_of for an unchanged LMP', () => {
    const values = { ...profileFormValues(patient), tribe: ['Grief Support', 'Queer Support'] };
    expect(profileSavePayload(values, patient, '2025-03-01')).toEqual({
      name: 'Asha Rao',
      gender: 'female',
      dob: '1994-05-01',
      interest: ['Pregnancy & Reproductive Wellness'],
      tribe: 'Grief Support,Queer Support',
      conceive_status: 'Already Conceived',
      lmp: '2025-01-10',
      lmp_as_of: '2025-01-20',
      profile_pic: 'patient/abc.jpg',
    });
  });

  it('dates a new LMP today and drops stage and LMP without the pregnancy interest', () => {
    const changed = { ...profileFormValues(patient), lmp: '2025-02-01' };
    expect(profileSavePayload(changed, patient, '2025-03-01').lmp_as_of).toBe('2025-03-01');
    const atEase = { ...profileFormValues(patient), interest: ['At Ease'] };
    expect(profileSavePayload(atEase, patient, '2025-03-01')).toMatchObject({
      conceive_status: null,
      lmp: null,
      lmp_as_of: null,
    });
  });
});

describe('profile form rules', () => {
  it('uses the profile messages of the spec', () => {
    const result = profileFormSchema.safeParse({ ...profileFormValues(patient), name: '', interest: [] });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('Required');
    expect(messages).toContain('Please pick an interest!');
    const badName = profileFormSchema.safeParse({ ...profileFormValues(patient), name: 'Asha 123' });
    expect(badName.error?.issues[0]?.message).toBe('Enter a valid Name');
  });

  it('asks for the stage when the pregnancy interest is chosen', () => {
    const result = profileFormSchema.safeParse({ ...profileFormValues(patient), conceive_status: null });
    expect(result.error?.issues[0]?.message).toBe('Please select a Your Stage');
  });
});
