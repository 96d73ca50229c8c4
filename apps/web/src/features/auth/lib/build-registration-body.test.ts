import { registerBody } from '@care/contracts/auth/schemas';
import { describe, expect, it } from 'vitest';
import { buildRegistrationBody } from './build-registration-body';
import { emptyDraft, type RegistrationDraft } from './registration-draft';

const draft: RegistrationDraft = {
  ...emptyDraft,
  phone: '9123456789',
  verifiedPhone: '9123456789',
  verificationToken: 'verified',
  fname: 'Asha',
  lname: 'Rao',
  email: 'asha@example.com',
  gender: 'female',
  dob: '1994-05-01',
  interest: ['Pregnancy & Reproductive Wellness', 'At Ease'],
  conceiveStatus: 'Already Conceived',
  lmp: '2025-01-10',
  detailsDone: true,
};

describe('buildRegistrationBody', () => {
  it('builds the payload of spec section 3 with nulls for absent values', () => {
    const body = buildRegistrationBody(draft, { password: 'Asha@1234', socialToken: null }, '2025-03-01');
    expect(body).toEqual({
      name: 'Asha Rao',
      fname: 'Asha',
      lname: 'Rao',
      phone: '9123456789',
      email: 'asha@example.com',
      password: 'Asha@1234',
      gender: 'female',
      dob: '1994-05-01',
      interest: ['Pregnancy & Reproductive Wellness', 'At Ease'],
      conceive_status: 'Already Conceived',
      lmp: '2025-01-10',
      lmp_as_of: '2025-03-01',
      patient_id: null,
      tribe: [],
      provider: null,
    });
  });

  it('drops stage and LMP without the pregnancy interest, and the LMP for other stages', () => {
    const noPregnancy = buildRegistrationBody(
      { ...draft, interest: ['At Ease'] },
      { password: 'Asha@1234', socialToken: null },
    );
    expect(noPregnancy).toMatchObject({ conceive_status: null, lmp: null, lmp_as_of: null });
    const mother = buildRegistrationBody(
      { ...draft, conceiveStatus: 'become a mother' },
      { password: 'Asha@1234', socialToken: null },
    );
    expect(mother).toMatchObject({ conceive_status: 'become a mother', lmp: null, lmp_as_of: null });
  });

  it('sends the provider instead of a password for social sign-up, and the linked Patient ID', () => {
    const body = buildRegistrationBody(
      { ...draft, interest: ['At Ease'], socialType: 'google', patientId: 'P-100001' },
      { password: null, socialToken: 'google-id-token-value' },
    );
    expect(body).toMatchObject({
      password: null,
      provider: { type: 'google', id: 'google-id-token-value' },
      patient_id: 'P-100001',
    });
    expect(registerBody.safeParse(body).success).toBe(true);
  });
});
