// Cross-validation of the assistant's safety on its corpus (5 folds): how many urgent lines each
// threshold pair answers right or covers with the safety net, and how many safe lines it over-answers.
// The thresholds in src/modules/chat/safety/assess.ts were chosen with it. Run: npx tsx apps/api/scripts/chat-safety-cv.ts
import { wordsOf } from '../src/modules/chat/normalise.ts';
import {
  ANSWER_BESIDE_RULES,
  assessSafety,
  NET_MAX_WORDS,
  URGENT_ORDER,
} from '../src/modules/chat/safety/assess.ts';
import { train } from '../src/modules/chat/safety/classifier.ts';
import { safetyCorpus } from '../src/modules/chat/safety/corpus.ts';

const K = 5;
const rows: { label: string; rules: string[]; scores: Record<string, number>; netCue: boolean }[] = [];
const t = Date.now();
for (let fold = 0; fold < K; fold++) {
  const model = train(safetyCorpus.filter((_, i) => i % K !== fold));
  if (fold === 0) console.log('train ms', Date.now() - t);
  safetyCorpus.forEach(([text, label], i) => {
    if (i % K !== fold) return;
    const r = assessSafety(text, null);
    const s = assessSafety(text, model).scores;
    // The risk lexicon and the length rule (assess.ts) keep a message from "confidently safe" too.
    const netCue = r.cues.length > 0 || wordsOf(text).length > NET_MAX_WORDS;
    rows.push({ label, rules: r.urgent, scores: s, netCue });
  });
}
for (const A of [0.5, 0.6, 0.7, 0.8, 0.9])
  for (const N of [0.1, 0.2, 0.3, 0.4]) {
    let urgentRight = 0,
      urgentNet = 0,
      urgentN = 0,
      benFalse = 0,
      benSafe = 0,
      benN = 0;
    for (const r of rows) {
      // As assess.ts: beside a rule's finding the classifier needs ANSWER_BESIDE_RULES, and never
      // names a severe reading on its own.
      const threshold = r.rules.length ? Math.max(A, ANSWER_BESIDE_RULES) : A;
      const clf = URGENT_ORDER.filter((l) => l !== 'severe_bp' && r.scores[l]! >= threshold);
      const all = URGENT_ORDER.filter((l) => r.rules.includes(l) || clf.includes(l));
      const risk = Math.max(...URGENT_ORDER.map((l) => r.scores[l]!));
      const safe = all.length === 0 && risk < N && !r.netCue;
      if (r.label === 'benign') {
        benN++;
        if (all.length) benFalse++;
        if (safe) benSafe++;
      } else {
        urgentN++;
        if ((all as string[]).includes(r.label)) urgentRight++;
        if (all.length || !safe) urgentNet++;
      }
    }
    console.log(
      `A=${A} N=${N} urgent right ${urgentRight}/${urgentN} covered ${urgentNet}/${urgentN} | benign answered-urgent ${benFalse}/${benN} confidently-safe ${benSafe}/${benN}`,
    );
  }
