import { TELE_MANAS } from '@care/contracts/common/helplines';
import { describe, expect, it } from 'vitest';
import { FALLBACK_NODE, START_NODE, URGENT_NODES } from '../src/modules/chat/engine.ts';
import { articlesSeed } from '../src/seed/content/articles.ts';
import { chatNodesSeed, chatTopicsSeed } from '../src/seed/content/chat-tree.ts';

// The conversation tree is data: these checks stop an edit to it from leaving a patient at
// a dead end, on a missing node, or without somewhere useful to go.

const nodes = new Map(chatNodesSeed.map((n) => [n.code, n]));
const start = nodes.get(START_NODE)!;
/** The main menu and the topic menus it opens. */
const menus = new Set([START_NODE, ...start.options.map((o) => o.next)]);

describe('chat tree', () => {
  it('has a main menu and a node for text it cannot place, and unique node codes', () => {
    expect(start).toBeDefined();
    expect(nodes.get(FALLBACK_NODE)).toBeDefined();
    expect(nodes.size).toBe(chatNodesSeed.length);
  });

  it('every option and topic leads to a node that exists', () => {
    for (const node of chatNodesSeed) {
      for (const o of node.options) expect(nodes.has(o.next), `${node.code} → ${o.next}`).toBe(true);
    }
    for (const topic of chatTopicsSeed) expect(nodes.has(topic.nodeCode), topic.nodeCode).toBe(true);
  });

  it('option codes are unique across the tree and in lowercase snake case', () => {
    const codes = chatNodesSeed.flatMap((n) => n.options.map((o) => o.option_code));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('every node can be reached from the main menu by options', () => {
    const seen = new Set<string>([START_NODE]);
    const queue = [START_NODE];
    while (queue.length) {
      for (const o of nodes.get(queue.shift()!)!.options) {
        if (!seen.has(o.next)) {
          seen.add(o.next);
          queue.push(o.next);
        }
      }
    }
    // The fallback is reached by text that matches no topic.
    const unreachable = chatNodesSeed.map((n) => n.code).filter((c) => !seen.has(c) && c !== FALLBACK_NODE);
    expect(unreachable).toEqual([]);
  });

  it('every node but the main menu offers the way back to it, or hands over to it', () => {
    for (const node of chatNodesSeed) {
      if (node.code === START_NODE || node.options.length === 0) continue;
      const back = node.options.find((o) => o.next === START_NODE);
      expect(back?.option_value, node.code).toBe('Back to the main menu');
      // The way back is the last button, where patients look for it.
      expect(node.options.at(-1)?.next, node.code).toBe(START_NODE);
    }
  });

  it('every leaf (only menus ahead) ends in a useful link', () => {
    const leaves = chatNodesSeed.filter(
      (n) => n.code !== START_NODE && n.options.length > 0 && n.options.every((o) => menus.has(o.next)),
    );
    expect(leaves.length).toBeGreaterThan(0);
    for (const leaf of leaves) {
      expect(leaf.link, leaf.code).toBeTruthy();
      // An urgent answer may end in a number to call rather than a screen.
      expect(leaf.link!.href, leaf.code).toMatch(URGENT_NODES[leaf.code] ? /^(\/|tel:)/ : /^\//);
      expect(leaf.link!.label.length, leaf.code).toBeGreaterThan(3);
    }
  });

  it('from every menu a link can be reached without going back to the main menu', () => {
    for (const node of chatNodesSeed) {
      if (node.options.length === 0) continue;
      const seen = new Set([node.code]);
      const queue = [node.code];
      let found = false;
      while (queue.length && !found) {
        const here = nodes.get(queue.shift()!)!;
        if (here.link) found = true;
        for (const o of here.options) {
          if (o.next !== START_NODE && !seen.has(o.next)) {
            seen.add(o.next);
            queue.push(o.next);
          }
        }
      }
      expect(found, node.code).toBe(true);
    }
  });

  it('article links open articles that the content seed loads', () => {
    const slugs = new Set(articlesSeed.map((a) => a.slug));
    const linked = chatNodesSeed
      .map((n) => n.link?.href.match(/^\/article\/(.+)$/)?.[1])
      .filter((slug) => slug !== undefined);
    expect(linked.length).toBeGreaterThan(5);
    for (const slug of linked) expect(slugs.has(slug), slug).toBe(true);
  });

  it('every node that asks has a question and a message; messages are short', () => {
    for (const node of chatNodesSeed) {
      expect(node.message, node.code).toBeTruthy();
      if (node.options.length) expect(node.question, node.code).toBeTruthy();
      // At most three sentences before the bullet lines.
      const prose = node.message!.split('\n').filter((line) => !line.startsWith('• '));
      const sentences = prose.join(' ').match(/[.!?](\s|$)/g) ?? [];
      expect(sentences.length, node.code).toBeLessThanOrEqual(3);
    }
  });

  it('the sad and anxious answers carry the empathy message', () => {
    expect(nodes.get('mood_sad')?.empathy).toBe(true);
    expect(nodes.get('mood_anxious')?.empathy).toBe(true);
  });

  it('every urgent answer the engine names exists', () => {
    for (const code of Object.keys(URGENT_NODES)) expect(nodes.has(code), code).toBe(true);
  });

  it('the crisis answers give the helpline, the emergency number and a therapist', () => {
    for (const code of ['crisis', 'baby_harm']) {
      const node = nodes.get(code)!;
      expect(node.message).toContain(TELE_MANAS.number);
      expect(node.message).toContain('24x7');
      expect(node.message).toContain('112');
      expect(node.message).toContain('You are not alone');
      expect(node.link).toMatchObject({ href: '/expert-detail', state: { type: 'MHC' } });
    }
  });

  it('pregnancy warning signs send the patient to a doctor or hospital at once', () => {
    const warning = nodes.get('warning_signs')!.message!;
    expect(warning).toContain('Contact your doctor or go to hospital at once');
    for (const sign of ['Bleeding', 'pain', 'moving less', 'Fluid leaking', 'severe headache']) {
      expect(warning).toContain(sign);
    }
  });

  it('the ovulation calculator link opens the Tools modal', () => {
    expect(nodes.get('ovulation')?.link).toEqual({
      label: 'Open the ovulation calculator',
      href: '/?tools=ovulation',
      state: null,
    });
  });
});
