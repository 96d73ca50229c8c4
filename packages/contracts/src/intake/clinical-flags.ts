import { isHarmThoughtsFlag } from './rules.ts';

// Which intake answers the expert's console marks `flagged`: an answer a clinician should read
// first. A flag is a prompt to read and ask, never a diagnosis or a risk score, and it is shown
// only to the booking's expert (never to the patient, never in a text or an e-mail). Where a
// rule reads free text it matches words, so it can flag a sentence that says "no miscarriage":
// as with the harm question (rules.ts), a missed flag costs more than an extra look.
//
// The form asks no question about past psychiatric admission, miscarriage or consanguinity
// directly, so those are read from the free-text answers.

type Answers = Record<string, unknown>;

const said = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');
const yes = (v: unknown) => said(v) === 'yes';

/**
 * Words in a free-text MHC answer that speak of suicide, self-harm or harming someone else
 * (the baby included). NICE CG192 (Antenatal and postnatal mental health, 2014, updated 2020)
 * asks that thoughts of suicide, self-harm or harm to the baby be assessed urgently and not
 * left to the next routine contact.
 */
const HARM_WORDS = [
  /suicid/,
  /self[- ]?harm/,
  /\b(kill|hurt|harm|cut)(ting)?\s+(myself|me|him|her|them|someone|somebody|others|(my|the)\s+(baby|child|husband|wife|partner))\b/,
  /\b(end|take)\s+my\s+(own\s+)?life\b/,
  /\b(want|wish|wanted|wished)\s+to\s+die\b/,
  /\bbetter\s+off\s+dead\b/,
  /\boverdose/,
];

/** Free-text MHC answers the harm words are looked for in. */
export const MHC_FREE_TEXT = new Set([
  'significant_life_changes',
  'expectations_from_therapy',
  'how_long_experiencing_overwhelming_saddness_grief_or_depression',
  'experiencing_anxiet_panic_attacks_when_started',
]);

/**
 * Words in the GC referral reason that are family-history or pregnancy red flags: the
 * "SCREEN" family-history red flags (Trotter & Martin, Am Fam Physician 2007; the ACMG's
 * family-history guidance lists the same): recurrent pregnancy loss or stillbirth,
 * consanguinity, a known genetic condition in the family; and a screen-positive or abnormal
 * prenatal result (ACOG Practice Bulletin 226, 2020: diagnostic testing is offered after a
 * positive screen, and the Indian MTP Act's 24-week limit makes it time-critical).
 */
const GC_RED_FLAG_WORDS = [
  // Pregnancy loss
  /miscarr/,
  /still\s*birth|stillborn/,
  /pregnancy\s+loss|lost\s+(a|the|our|my)\s+(baby|pregnancy)/,
  /neonatal\s+death|infant\s+death|baby\s+died/,
  /\babortion/,
  // Consanguinity
  /consanguin/,
  /\bcousins?\b/,
  /uncle[- ]niece|related\s+by\s+blood|blood\s+relative/,
  // A known condition in the family
  /thalass/,
  /sickle/,
  /down'?s?\s+syndrome|trisomy/,
  /haemophilia|hemophilia|muscular\s+dystrophy|cystic\s+fibrosis|spinal\s+muscular|\bsma\b/,
  /genetic\s+(condition|disorder|disease)|chromosom|family\s+history/,
  /\bcarriers?\b/,
  // An abnormal or screen-positive result
  /high[- ]risk|increased\s+risk|raised\s+risk|screen[- ]positive|positive\s+screen/,
  /abnormal|anomal|soft\s+marker/,
  /\bnt\b|nuchal/,
];

/** Whether `text` contains any of `words`. */
const mentions = (text: unknown, words: readonly RegExp[]) => {
  const t = said(text);
  return t !== '' && words.some((w) => w.test(t));
};

/**
 * Whether the answer to `field` is flagged, given the whole form (some rules read two answers).
 * MHC (NICE CG192, the perinatal mental-health guideline, since many of our patients are
 * pregnant or recently delivered):
 *  - thoughts of harming herself or the baby: any answer but 'Never' (EPDS item 10, rules.ts);
 *  - free text that speaks of suicide, self-harm or harming someone;
 *  - recreational drugs weekly or daily (in the WHO ASSIST v3.0, weekly use alone scores in
 *    the moderate-risk band);
 *  - pregnant or a baby in the last 12 months, and: drinks alcohol (no amount is known to be
 *    safe in pregnancy: NICE NG201, Antenatal care), takes psychiatric medication (CG192 asks
 *    for its risks and benefits to be reviewed in pregnancy and breastfeeding), or has mental
 *    illness in the family (CG192 asks about a first-degree relative's perinatal mental illness;
 *    our question is broader, so the answer is flagged for the expert to ask);
 *  - the perinatal answer itself when any of those three combine with it.
 * GC: the referral reason when it names a red flag above (GC_RED_FLAG_WORDS).
 */
export function intakeAnswerFlagged(type: 'gc' | 'mhc', field: string, answers: Answers): boolean {
  const v = answers[field];
  if (type === 'gc') return field === 'referral_reason' && mentions(v, GC_RED_FLAG_WORDS);
  const perinatal = yes(answers.pregnant_or_baby_in_last_12_months);
  switch (field) {
    case 'thoughts_of_harming_self_or_baby':
      return isHarmThoughtsFlag(v);
    case 'recreational_drug_use':
      return ['daily', 'weekly'].includes(said(v));
    case 'drink_alcohol':
    case 'psychiatric_medication':
    case 'mental_illness_in_family':
      return perinatal && yes(v);
    case 'pregnant_or_baby_in_last_12_months':
      return (
        perinatal &&
        (yes(answers.drink_alcohol) ||
          yes(answers.psychiatric_medication) ||
          yes(answers.mental_illness_in_family))
      );
    default:
      return MHC_FREE_TEXT.has(field) && mentions(v, HARM_WORDS);
  }
}
