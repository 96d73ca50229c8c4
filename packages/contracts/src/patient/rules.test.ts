import { describe, expect, it } from 'vitest';
import { PREGNANCY_INTEREST, PREGNANT_STAGE } from './constants.ts';
import { pregnancyChoice, pregnancyInterestAllowed } from './rules.ts';

const TODAY = '2026-11-23';
const nothingKept = { lmp: null, lmpAsOf: null };

describe('pregnancyInterestAllowed', () => {
  it.each([
    ['female', [PREGNANCY_INTEREST], true],
    ['male', [PREGNANCY_INTEREST], false],
    ['trans', [PREGNANCY_INTEREST, 'At Ease'], false],
    [null, [PREGNANCY_INTEREST], false],
    ['male', ['At Ease'], true],
    [undefined, [], true],
  ] as const)('%s with %j: %s', (gender, interests, allowed) => {
    expect(pregnancyInterestAllowed(gender, interests)).toBe(allowed);
  });
});

describe('pregnancyChoice', () => {
  it('keeps no stage or LMP without the pregnancy interest', () => {
    expect(
      pregnancyChoice(
        { interest: ['At Ease'], conceive_status: PREGNANT_STAGE, lmp: '2026-10-01' },
        { lmp: '2026-09-01', lmpAsOf: '2026-09-10' },
        TODAY,
      ),
    ).toEqual({ conceiveStatus: null, lmp: null, lmpAsOf: null });
  });

  it('keeps the stage but no LMP for a stage other than pregnant', () => {
    expect(
      pregnancyChoice(
        { interest: [PREGNANCY_INTEREST], conceive_status: 'Looking to Conceived', lmp: '2026-10-01' },
        nothingKept,
        TODAY,
      ),
    ).toEqual({ conceiveStatus: 'Looking to Conceived', lmp: null, lmpAsOf: null });
  });

  it('dates a new LMP today', () => {
    expect(
      pregnancyChoice(
        { interest: [PREGNANCY_INTEREST], conceive_status: PREGNANT_STAGE, lmp: '2026-10-01' },
        { lmp: '2026-09-01', lmpAsOf: '2026-09-10' },
        TODAY,
      ),
    ).toEqual({ conceiveStatus: PREGNANT_STAGE, lmp: '2026-10-01', lmpAsOf: TODAY });
  });

  it('keeps the date an unchanged LMP was given', () => {
    expect(
      pregnancyChoice(
        { interest: [PREGNANCY_INTEREST], conceive_status: PREGNANT_STAGE, lmp: '2026-09-01' },
        { lmp: '2026-09-01', lmpAsOf: '2026-09-10' },
        TODAY,
      ).lmpAsOf,
    ).toBe('2026-09-10');
  });

  it('dates an unchanged LMP today when it had no date', () => {
    expect(
      pregnancyChoice(
        { interest: [PREGNANCY_INTEREST], conceive_status: PREGNANT_STAGE, lmp: '2026-09-01' },
        { lmp: '2026-09-01', lmpAsOf: null },
        TODAY,
      ).lmpAsOf,
    ).toBe(TODAY);
  });

  it('needs a stage: none chosen keeps none', () => {
    expect(pregnancyChoice({ interest: [PREGNANCY_INTEREST] }, nothingKept, TODAY)).toEqual({
      conceiveStatus: null,
      lmp: null,
      lmpAsOf: null,
    });
  });
});
