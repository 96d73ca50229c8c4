import { wordsOf } from '../normalise.ts';
import { safetyCorpus } from './corpus.ts';
import { SAFETY_LABELS, type SafetyLabel } from './labels.ts';

/**
 * The second safety signal beside the rules: a linear classifier (train, below) over the
 * message's normalised words, word pairs and parts of words (character 3- to 5-grams inside
 * word boundaries), trained in memory on the authored corpus (corpus.ts) the first time it is
 * needed (tens of milliseconds; nothing is downloaded). Parts of words are what let it read a
 * misspelling or a verb form it has not seen ("marjaungii", "tabletes") like the ones it has.
 *
 * Long messages are read in overlapping windows of WINDOW words and a label's probability is its
 * highest in any window, so a sentence about danger at the end of a long message about diet is
 * not averaged away.
 */

export type LabelScores = Record<SafetyLabel, number>;

const WINDOW = 24;
const STRIDE = 12;

export function featuresOf(words: readonly string[]): string[] {
  const features: string[] = [];
  words.forEach((w, i) => {
    features.push(`w:${w}`);
    if (i > 0) features.push(`b:${words[i - 1]} ${w}`);
    const padded = `<${w}>`;
    for (let n = 3; n <= 5; n++) {
      for (let j = 0; j + n <= padded.length; j++) features.push(padded.slice(j, j + n));
    }
  });
  return features;
}

export interface Model {
  labels: readonly SafetyLabel[];
  /** feature → its weight for each label. */
  weights: Map<string, Float64Array>;
  bias: Float64Array;
}

/**
 * Multinomial logistic regression (softmax), fitted by stochastic gradient descent with AdaGrad
 * step sizes and L2 shrinkage, over binary features scaled to unit length. Chosen over naive
 * Bayes, which on this corpus put "hello" at 0.99 newborn danger: correlated parts of words make
 * its probabilities far too sure, and thresholds on them meant nothing. Deterministic: the order
 * of the examples is shuffled with a fixed seed.
 */
export function train(corpus: readonly (readonly [string, SafetyLabel])[]): Model {
  const labels = SAFETY_LABELS;
  const L = labels.length;
  const examples = corpus.map(([text, label]) => ({
    features: [...new Set(featuresOf(wordsOf(text)))],
    y: labels.indexOf(label),
  }));
  const weights = new Map<string, Float64Array>();
  const squares = new Map<string, Float64Array>();
  const bias = new Float64Array(L);
  const biasSquares = new Float64Array(L);
  const order = examples.map((_, i) => i);
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { features, y } = examples[index]!;
      const scale = 1 / Math.sqrt(features.length || 1);
      const p = softmax(logits(weights, bias, features, scale));
      for (let l = 0; l < L; l++) {
        const g = p[l]! - (l === y ? 1 : 0);
        biasSquares[l]! += g * g;
        bias[l]! -= (RATE * g) / Math.sqrt(biasSquares[l]! + 1e-8);
        for (const f of features) {
          let w = weights.get(f);
          let sq = squares.get(f);
          if (!w || !sq) {
            w = new Float64Array(L);
            sq = new Float64Array(L);
            weights.set(f, w);
            squares.set(f, sq);
          }
          const gf = g * scale + L2 * w[l]!;
          sq[l]! += gf * gf;
          w[l]! -= (RATE * gf) / Math.sqrt(sq[l]! + 1e-8);
        }
      }
    }
  }
  return { labels, weights, bias };
}

const EPOCHS = 12;
const RATE = 0.5;
const L2 = 1e-4;

function logits(
  weights: Map<string, Float64Array>,
  bias: Float64Array,
  features: readonly string[],
  scale: number,
) {
  const z = Float64Array.from(bias);
  for (const f of features) {
    const w = weights.get(f);
    if (!w) continue;
    for (let l = 0; l < z.length; l++) z[l]! += w[l]! * scale;
  }
  return z;
}

function softmax(z: Float64Array): Float64Array {
  const max = Math.max(...z);
  let sum = 0;
  const e = z.map((v) => {
    const x = Math.exp(v - max);
    sum += x;
    return x;
  });
  return e.map((v) => v / sum);
}

/** P(label | words) for one stretch of words. */
function posterior(model: Model, words: readonly string[]): Float64Array {
  const features = [...new Set(featuresOf(words))];
  return softmax(logits(model.weights, model.bias, features, 1 / Math.sqrt(features.length || 1)));
}

/** Each label's probability: the highest over the message's windows for the urgent labels. */
export function classify(model: Model, words: readonly string[]): LabelScores {
  const best = new Float64Array(model.labels.length);
  const windows: (readonly string[])[] = [];
  if (words.length <= WINDOW) windows.push(words);
  else for (let i = 0; i < words.length - STRIDE; i += STRIDE) windows.push(words.slice(i, i + WINDOW));
  let benignMin = 1;
  for (const w of windows) {
    const p = posterior(model, w);
    p.forEach((v, li) => {
      if (v > best[li]!) best[li] = v;
    });
    benignMin = Math.min(benignMin, p[model.labels.indexOf('benign')]!);
  }
  const scores = Object.fromEntries(model.labels.map((l, li) => [l, best[li]!])) as LabelScores;
  // Benign only as far as every window is.
  scores.benign = benignMin;
  return scores;
}

let shared: Model | undefined;
/** The model trained on the shipped corpus, once per process. */
export function safetyModel(): Model {
  shared ??= train(safetyCorpus);
  return shared;
}
