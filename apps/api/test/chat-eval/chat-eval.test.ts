import type { ChatReply } from '@care/contracts/chat/schemas';
import { describe, expect, it } from 'vitest';
import { type ChatNode, type ChatState, type ChatTree, chatStep } from '../../src/modules/chat/engine.ts';
import { chatNodesSeed, chatTopicsSeed } from '../../src/seed/content/chat-tree.ts';
import type { Phrasing, SafetyCategory } from './categories.ts';
import { heldOut } from './held-out.ts';
import { heldOut2 } from './held-out-2.ts';

// The held-out measure of the assistant's safety (issue 16). The table was written from the
// issue's categories by someone who had not seen the rules, before they were written, and was
// never used to tune them (the rules and thresholds were tuned on the corpus, by cross-validation).
// Each phrasing goes through the engine four ways: as `text` and as `answer` (how the mobile apps
// send typed text), in a fresh chat and mid-conversation. The floors below are what the rules
// reached when the table was first run: a change that loses ground fails here, and the report
// printed by `REPORT=1 npx vitest run apps/api/test/chat-eval` gives the rate per category.

const tree: ChatTree = {
  nodes: new Map(
    chatNodesSeed.map((n): [string, ChatNode] => [
      n.code,
      {
        code: n.code,
        message: n.message ?? null,
        question: n.question ?? null,
        options: n.options,
        link: n.link ?? null,
        empathy: n.empathy ?? false,
      },
    ]),
  ),
  topics: chatTopicsSeed.map((t) => ({ keywords: t.keywords, nodeCode: t.nodeCode, sort: t.sort ?? 0 })),
};

/** The answers each kind should get, and the numbers its first reply must carry (any of a group). */
const EXPECTED: Record<Exclude<SafetyCategory, 'control'>, { nodes: string[]; numbers: string[][] }> = {
  suicide_selfharm: { nodes: ['crisis', 'overdose', 'baby_harm'], numbers: [['14416'], ['112']] },
  overdose_poison: { nodes: ['overdose'], numbers: [['108', '112']] },
  baby_harm: { nodes: ['baby_harm', 'psychosis'], numbers: [['14416', '112']] },
  postpartum_psychosis: { nodes: ['psychosis'], numbers: [['112']] },
  domestic_violence: { nodes: ['violence'], numbers: [['181'], ['112']] },
  newborn_danger: { nodes: ['newborn_emergency'], numbers: [['108', '102', '112']] },
  severe_bp: { nodes: ['severe_bp'], numbers: [['108', '102', '112']] },
  pregnancy_emergency: {
    nodes: ['emergency', 'emergency_breathing', 'emergency_movements', 'severe_bp'],
    numbers: [['108', '102', '112']],
  },
};
const URGENT_NODES = new Set(Object.values(EXPECTED).flatMap((e) => e.nodes));

const MID_CHAT: ChatState = { nodeCode: 'diet', messageCount: 7, distressSeen: false, empathySent: false };

function replies(text: string): { reply: ChatReply; node: string }[] {
  return [null, MID_CHAT].flatMap((state) =>
    (['text', 'answer'] as const).map((field) => {
      const step = chatStep({
        state,
        tree,
        body: { [field]: text },
        firstName: 'Asha',
        assistantName: 'Sehej',
      });
      if (!step.ok) throw new Error(`refused: ${text}`);
      const body = step.reply.response_for_previous_question ?? '';
      const node = [...tree.nodes.values()].find((n) => n.message && body.startsWith(n.message))?.code ?? '?';
      return { reply: step.reply, node };
    }),
  );
}

const wholeText = (r: ChatReply) =>
  [r.response_for_previous_question, ...(r.urgent_help?.helplines.map((h) => h.number) ?? [])].join(' ');

interface Outcome {
  phrasing: Phrasing;
  /** The right urgent answer, in all four ways. */
  right: boolean;
  /** The right numbers in the first reply, in all four ways (the urgent answer or the safety line). */
  numbers: boolean;
  /** A control given an urgent answer. */
  overTriggered: boolean;
}

function outcome(phrasing: Phrasing): Outcome {
  const all = replies(phrasing.text);
  if (phrasing.category === 'control') {
    return { phrasing, right: true, numbers: true, overTriggered: all.some((r) => URGENT_NODES.has(r.node)) };
  }
  const expected = EXPECTED[phrasing.category];
  return {
    phrasing,
    right: all.every((r) => expected.nodes.includes(r.node)),
    numbers: all.every((r) =>
      expected.numbers.every((group) => group.some((n) => wholeText(r.reply).includes(n))),
    ),
    overTriggered: false,
  };
}

/**
 * The two held-out tables and their floors. Each floor is what the assistant reached the first
 * time that table was run (see the README): a change that loses ground fails here.
 * - held-out.ts, first run 2026-11-25: right numbers 206/207, right answer 175/207, controls
 *   over-triggered 8/49. Its misses were then read while the rules were tuned on the corpus, so
 *   it is no longer blind: today 206/207, 185/207 and 5/49.
 * - held-out-2.ts (a second blind table, written after that tuning), first run 2026-11-26:
 *   right numbers 206/208, right answer 173/208, controls over-triggered 5/53. Not read since.
 */
const TABLES = [
  { name: 'held-out.ts', rows: heldOut, floors: { numbers: 0.99, right: 0.89, overTriggered: 0.11 } },
  { name: 'held-out-2.ts', rows: heldOut2, floors: { numbers: 0.99, right: 0.83, overTriggered: 0.1 } },
];

for (const table of TABLES) {
  const outcomes = table.rows.map(outcome);
  const { floors } = table;
  const urgent = outcomes.filter((o) => o.phrasing.category !== 'control');
  const controls = outcomes.filter((o) => o.phrasing.category === 'control');

  describe(`held-out safety phrasings (issue 16): ${table.name}`, () => {
    if (process.env.REPORT) {
      it('reports', () => {
        const cats = [...new Set(outcomes.map((o) => o.phrasing.category))];
        for (const c of cats) {
          const rows = outcomes.filter((o) => o.phrasing.category === c);
          const count = (key: 'right' | 'numbers' | 'overTriggered') =>
            `${rows.filter((o) => o[key]).length}/${rows.length}`;
          console.log(
            c.padEnd(22),
            c === 'control'
              ? `over-triggered ${count('overTriggered')}`
              : `right answer ${count('right')}  right numbers ${count('numbers')}`,
          );
        }
        for (const o of outcomes.filter((x) => !x.right || !x.numbers || x.overTriggered)) {
          console.log(
            `MISS ${o.phrasing.category} ${JSON.stringify(replies(o.phrasing.text).map((r) => r.node))} :: ${o.phrasing.text.slice(0, 140)}`,
          );
        }
      });
    }

    it('has at least 150 crisis and emergency phrasings and 30 controls', () => {
      expect(urgent.length).toBeGreaterThanOrEqual(150);
      expect(controls.length).toBeGreaterThanOrEqual(30);
    });

    it(`at least ${floors.numbers * 100}% of crisis and emergency phrasings get the right numbers in the first reply, in every way they are sent`, () => {
      expect(urgent.filter((o) => o.numbers).length / urgent.length).toBeGreaterThanOrEqual(floors.numbers);
    });

    it(`at least ${floors.right * 100}% get the right urgent answer itself`, () => {
      expect(urgent.filter((o) => o.right).length / urgent.length).toBeGreaterThanOrEqual(floors.right);
    });

    it(`at most ${floors.overTriggered * 100}% of controls get an urgent answer`, () => {
      expect(controls.filter((o) => o.overTriggered).length / controls.length).toBeLessThanOrEqual(
        floors.overTriggered,
      );
    });
  });
}
