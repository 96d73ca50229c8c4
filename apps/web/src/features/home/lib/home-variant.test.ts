import { addDays } from '@care/contracts/common/dates';
import { PREGNANCY_INTEREST, PREGNANT_STAGE } from '@care/contracts/patient/constants';
import { describe, expect, it } from 'vitest';
import type { StoredPatient } from '@/lib/session';
import { carouselCategory, currentWeek, homeVariant, trackerStartWeek } from './home-variant';

const today = '2025-06-30';

function patient(overrides: Partial<StoredPatient> = {}): StoredPatient {
  return {
    patient_id: 'P-1',
    week: 21,
    name: { firstName: 'Asha', lastName: 'Rao' },
    email: 'asha@example.com',
    dob: '1994-01-01',
    phone: '9876543210',
    gender: 'female',
    tribe: [],
    interest: [PREGNANCY_INTEREST],
    conceive_status: PREGNANT_STAGE,
    lmp: addDays(today, -140),
    lmp_as_of: null,
    profile_pic: null,
    profile_pic_url: null,
    ...overrides,
  };
}

describe('home variant (spec section 6)', () => {
  it('is the landing for visitors', () => {
    expect(homeVariant(null, today)).toBe('visitor');
  });

  it('shows the tracker to a pregnant woman with the pregnancy interest', () => {
    expect(homeVariant(patient(), today)).toBe('pregnant');
  });

  it.each([
    ['a male patient', { gender: 'male' as const }],
    ['no pregnancy interest', { interest: ['At Ease'] }],
    ['trying to conceive', { conceive_status: 'Looking to Conceived' as const }],
    ['a new mother', { conceive_status: 'become a mother' as const }],
    ['week 0', { week: 0 }],
    ['week 0 and no LMP', { week: 0, lmp: null }],
  ])('shows the other home for %s', (_, overrides) => {
    expect(homeVariant(patient(overrides), today)).toBe('non-pregnant');
  });

  it('works the week out again from the LMP for today', () => {
    // Stored as 19 two weeks ago; 140 days since the LMP is week 21 today.
    expect(currentWeek(patient({ week: 19 }), today)).toBe(21);
    expect(currentWeek(patient({ week: 19, lmp: null }), today)).toBe(19);
  });

  it('starts the tracker at the current week', () => {
    expect(trackerStartWeek(patient(), today)).toBe(21);
  });

  it('keys the carousels to the first interest that is not pregnancy', () => {
    expect(carouselCategory(patient({ interest: [PREGNANCY_INTEREST, 'At Ease'] }))).toBe('At Ease');
    expect(carouselCategory(patient({ interest: [PREGNANCY_INTEREST] }))).toBeUndefined();
    expect(carouselCategory(patient({ interest: [] }))).toBeUndefined();
  });
});
