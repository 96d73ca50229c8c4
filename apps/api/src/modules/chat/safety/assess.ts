import { CHAT_TEXT_MAX } from '@care/contracts/chat/constants';
import { compiled, keywordMatches } from '../keywords.ts';
import { wordsOf } from '../normalise.ts';
import { hasSevereBloodPressure } from './blood-pressure.ts';
import { hasFastBreathingCount } from './breathing-rate.ts';
import { classify, type LabelScores, type Model, safetyModel } from './classifier.ts';
import { SAFETY_LABELS, type SafetyLabel } from './labels.ts';
import { type RiskConcept, riskCues } from './risk-lexicon.ts';
import { NEWBORN, SAFETY_RULES } from './signals.ts';

export type UrgentLabel = Exclude<SafetyLabel, 'benign'>;

/**
 * Which urgent kind leads when a message carries several: what can kill soonest first, and the
 * baby's or her own safety before a medical sign. Violence leads a medical emergency ("he kicked
 * my belly": its answer sends her to hospital today too).
 */
export const URGENT_ORDER: readonly UrgentLabel[] = [
  'overdose_poison',
  'postpartum_psychosis',
  'baby_harm',
  'suicide_selfharm',
  'domestic_violence',
  'newborn_danger',
  'severe_bp',
  'pregnancy_emergency',
];

/**
 * The classifier alone answers as a danger at or above this probability, and a message where any
 * danger reaches NET_THRESHOLD is not "confidently safe" (it gets the safety line). Chosen by
 * cross-validation on the corpus (test/chat-eval), never on the held-out table.
 */
export const ANSWER_THRESHOLD = 0.7;
export const NET_THRESHOLD = 0.2;
export const ANSWER_BESIDE_RULES = 0.9;
const CLASSIFIER_MIN_WORDS = 3;
/**
 * A message longer than this is never "confidently" about a safe topic: a topic's words found in
 * a long message say little about the rest of it, where a danger may be buried (held-out tables:
 * a method at the end of a paragraph about sleep). It costs such a message the safety line only.
 */
export const NET_MAX_WORDS = 40;

export interface SafetyAssessment {
  /** The urgent kinds found, leading one first (empty when none). */
  urgent: UrgentLabel[];
  /**
   * Whether the message is confidently free of danger: no urgent kind, the classifier agrees, no
   * cue of the risk lexicon, and short enough to be about its topic (see NET_MAX_WORDS).
   */
  confidentlySafe: boolean;
  /** The risk lexicon's concepts the message carries a cue of (risk-lexicon.ts). */
  cues: RiskConcept[];
  /** The words of the message's first CHAT_TEXT_MAX characters, for the topic rules. */
  topicWords: string[];
  scores: LabelScores;
}

/**
 * Reads the whole message for danger (issue 16: length never blocks safety). `model` is the
 * classifier (tests pass one trained without the lines they check; null leaves the rules alone).
 */
export function assessSafety(text: string, model: Model | null = safetyModel()): SafetyAssessment {
  const words = wordsOf(text);
  const scores = model ? classify(model, words) : NO_SCORES;
  const ruleWords = countsAsMany(words);
  const found = new Set<UrgentLabel>();
  for (const label of URGENT_ORDER) {
    const rules = SAFETY_RULES[label];
    if (rules.unless?.some((k) => matches(k, ruleWords))) continue;
    if (rules.any.some((k) => matches(k, ruleWords))) found.add(label);
  }
  if (hasSevereBloodPressure(text)) found.add('severe_bp');
  if (hasFastBreathingCount(words) && matches(NEWBORN, words)) found.add('newborn_danger');
  // The classifier alone answers only a message of a few words at least ("thinking" is no danger).
  // Where the rules found a kind, they name it better: the classifier adds another only when
  // it is nearly sure ("I think I had a seizure" is an emergency, not a crisis), and after theirs.
  const added = new Set<UrgentLabel>();
  if (words.length >= CLASSIFIER_MIN_WORDS) {
    const threshold = found.size > 0 ? ANSWER_BESIDE_RULES : ANSWER_THRESHOLD;
    for (const label of URGENT_ORDER) {
      // A severe reading is numbers: the reading parser decides it, not parts of words.
      if (label === 'severe_bp' || found.has(label)) continue;
      if (scores[label] >= threshold) added.add(label);
    }
  }

  const urgent = [...URGENT_ORDER.filter((l) => found.has(l)), ...URGENT_ORDER.filter((l) => added.has(l))];
  for (const label of added) found.add(label);
  // "Baby not moving" is the one in the womb when she writes about the pregnancy.
  if (
    found.has('newborn_danger') &&
    found.has('pregnancy_emergency') &&
    PREGNANT.some((k) => matches(k, words))
  ) {
    urgent.splice(urgent.indexOf('pregnancy_emergency'), 1);
    urgent.splice(urgent.indexOf('newborn_danger'), 0, 'pregnancy_emergency');
  }
  const risk = Math.max(...URGENT_ORDER.map((l) => scores[l]));
  const cues = riskCues(words);
  return {
    urgent,
    confidentlySafe:
      urgent.length === 0 && risk < NET_THRESHOLD && cues.length === 0 && words.length <= NET_MAX_WORDS,
    cues,
    topicWords: wordsOf(text.slice(0, CHAT_TEXT_MAX)),
    scores,
  };
}

const NO_SCORES = Object.fromEntries(SAFETY_LABELS.map((l) => [l, l === 'benign' ? 1 : 0])) as LabelScores;

const PREGNANT = [
  'pregnant|pregnancy|preg|garbh*|garbhvati|trimester|womb|kicks|kick|kicking|movements|movement|harkat|contraction*',
  'week|weeks|hafte|mahina|mahine|month|months ..1 pregnant|preg|ka|ki|chal*',
];

function matches(keyword: string, words: readonly string[]): boolean {
  const k = compiled(keyword);
  return k !== null && keywordMatches(k, words);
}

/** Units after a number that make it a dose, a reading or a time, not a count of tablets. */
const NOT_A_COUNT = new Set(
  'mg|mcg|ml|gm|g|gram|grams|iu|unit|units|week|weeks|wk|wks|day|days|din|hafte|hafta|month|months|mahine|mahina|year|years|saal|hour|hours|hrs|ghante|ghanta|minute|minutes|min|mins|am|pm|baje|kg|kilo|cm|percent'.split(
    '|',
  ),
);

/**
 * A count of six or more ("took 20 paracetamol", "15 goliyan kha li") reads as "many" for the
 * rules, which know "many", "saari", "a strip" as an overdose; a dose, a reading or a time (650 mg,
 * 10 weeks) stays a number.
 */
function countsAsMany(words: readonly string[]): string[] {
  const isNumber = (w: string | undefined) => w !== undefined && /^\d+$/.test(w);
  // Half of a reading ("170 over 110", "bp 165/110") is no count either; "8-9 tablets" is one.
  const aboutReadings = words.some((w) => READING_WORDS.has(w));
  return words.map((w, i) => {
    if (!isNumber(w)) return w;
    const n = Number(w);
    const next = words[i + 1];
    const reading =
      (aboutReadings && (isNumber(next) || isNumber(words[i - 1]))) ||
      (READING_JOINS.has(next ?? '') && isNumber(words[i + 2])) ||
      (READING_JOINS.has(words[i - 1] ?? '') && isNumber(words[i - 2])) ||
      READING_WORDS.has(words[i - 1] ?? '');
    return n >= 6 && n <= 200 && !reading && (next === undefined || !NOT_A_COUNT.has(next)) ? 'many' : w;
  });
}

/** Words that join or label the two halves of a blood pressure reading. */
const READING_JOINS = new Set(['over', 'by', 'upon', 'x']);
const READING_WORDS = new Set([
  'bp',
  'pressure',
  'upar',
  'neche',
  'sys',
  'dia',
  'systolic',
  'diastolic',
  'upper',
  'lower',
]);
