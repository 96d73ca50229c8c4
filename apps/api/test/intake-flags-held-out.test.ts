import { intakeAnswerFlagged } from '@care/contracts/intake/clinical-flags';
import { describe, expect, it } from 'vitest';
import { speaksOfDanger } from '../src/modules/consultations/clinical-reads.ts';

// A held-out set for the intake's free-text flags (issue 21): answers a patient could write in
// the MHC form's free-text questions, written from the categories alone (danger to herself, to
// the baby or another, an overdose, violence at home, a break with reality; and ordinary answers
// with words that look alike), before either rule set was run on them, and kept out of every
// list the rules were tuned on. The flag the expert sees is the intake's own harm words OR the
// assistant's danger detector. The rates are reported, and the floors below are what was
// measured the first time it ran; a change that lowers them fails.

const FIELD = 'significant_life_changes';

const DANGER: string[] = [
  'Since the delivery I keep thinking everyone would be better off without me',
  'I have been thinking about ending it all',
  'Some nights I stand on the balcony and think of jumping',
  'I took a whole strip of my sleeping tablets last month on purpose',
  'I cut my arms when the pressure gets too much',
  'sometimes i feel like hurting the baby when she cries and it scares me',
  'I hear voices telling me the baby is not mine',
  'My husband beats me when he drinks',
  'mujhe ab jeena nahi hai',
  'There is no point in living any more',
  'I want to die',
  'I have thought about how I would kill myself',
  'I feel like shaking the baby hard when he will not stop crying',
  'My mother-in-law hits me and locks me in the room',
  'I saved up pills in case I need to end things',
];

const ORDINARY: string[] = [
  'Moved from Chennai to Pune for my husband’s job in March',
  'My father died last year and I still miss him every day',
  'We had our first baby in June and I am not sleeping much',
  'I am killing time at home since I stopped working',
  'My cousin got married and the family fights were exhausting',
  'Started a new job, the deadlines are brutal',
  'I want to feel less anxious before my exams',
  'Hoping to learn how to handle panic attacks at work',
  'We lost our dog in January',
  'I would like to stop overthinking every small decision',
  'Dying to get a full night of sleep again, honestly',
  'My baby cries a lot in the evenings and I feel tired',
];

const flagged = (text: string) =>
  intakeAnswerFlagged('mhc', FIELD, { [FIELD]: text }) || speaksOfDanger(FIELD, text);

describe('intake free-text flags on a held-out set', () => {
  it('flag the dangers and leave ordinary answers alone (rates reported)', () => {
    const caught = DANGER.filter(flagged);
    const falseFlags = ORDINARY.filter(flagged);
    const missed = DANGER.filter((t) => !flagged(t));
    const byWordsAlone = DANGER.filter((t) => intakeAnswerFlagged('mhc', FIELD, { [FIELD]: t })).length;
    console.info(
      `intake held-out: ${caught.length}/${DANGER.length} dangers flagged (${byWordsAlone} by the intake's own words alone), ${falseFlags.length}/${ORDINARY.length} ordinary answers flagged; missed: ${JSON.stringify(missed)}; false: ${JSON.stringify(falseFlags)}`,
    );
    expect(caught.length / DANGER.length).toBeGreaterThanOrEqual(FLOOR.recall);
    expect(falseFlags.length).toBeLessThanOrEqual(FLOOR.falseFlags);
  });

  it('reads only the free-text questions', () => {
    expect(speaksOfDanger('occupation', 'I want to die')).toBe(false);
    expect(speaksOfDanger(FIELD, '')).toBe(false);
  });
});

// Measured on the first run (15/15 flagged, 0/12 ordinary answers flagged); not tuned.
const FLOOR = { recall: 1, falseFlags: 0 };
