import { describe, expect, it } from 'vitest';
import { ALL_EXPERTS, PublicAnswerCache } from '../src/lib/public-answers.ts';

// The cache's own rules (lib/public-answers.ts), with loaders that count their calls: when an
// answer is given from memory, when it is loaded again, and that a dropped one is never given.

const at = new Date('2026-11-26T10:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function loader(validUntil = Number.POSITIVE_INFINITY) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return { value: `answer ${calls}`, validUntil };
  };
  return { load, calls: () => calls };
}

describe('PublicAnswerCache', () => {
  it('loads once for concurrent callers and answers from memory within the TTL', async () => {
    const cache = new PublicAnswerCache(60_000);
    const l = loader();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', 'e1', at, l.load)));
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await cache.get('k', 'e1', later(1_000), l.load)).toBe('answer 1');
    expect(l.calls()).toBe(1);
  });

  it("stops giving an answer at its own validUntil (a slot starts, a hold runs out), and before its load's clock", async () => {
    const cache = new PublicAnswerCache(60_000);
    const l = loader(later(5_000).getTime());
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 1');
    expect(await cache.get('k', 'e1', later(4_999), l.load)).toBe('answer 1');
    expect(await cache.get('k', 'e1', later(5_000), l.load)).toBe('answer 2');
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 3');
  });

  it("drops an expert's entries and the lists of all experts, not other experts' entries", async () => {
    const cache = new PublicAnswerCache(60_000);
    const mine = loader();
    const other = loader();
    const list = loader();
    await cache.get('slots e1', 'e1', at, mine.load);
    await cache.get('slots e2', 'e2', at, other.load);
    await cache.get('list', ALL_EXPERTS, at, list.load);
    cache.drop(['e1']);
    expect(await cache.get('slots e1', 'e1', at, mine.load)).toBe('answer 2');
    expect(await cache.get('slots e2', 'e2', at, other.load)).toBe('answer 1');
    expect(await cache.get('list', ALL_EXPERTS, at, list.load)).toBe('answer 2');
  });

  it('answers from the database while a write it depends on is unsettled', async () => {
    const cache = new PublicAnswerCache(60_000);
    const l = loader();
    await cache.get('k', 'e1', at, l.load);
    cache.unsettle('w1', ['e1'], 60_000);
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 2');
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 3');
    cache.settle('w1');
    cache.drop(['e1']);
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 4');
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 4');
  });

  it('past its TTL gives the answer once more while reloading it, but never one a write dropped', async () => {
    const cache = new PublicAnswerCache(300);
    const l = loader();
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 1');
    await sleep(350);
    // Past the TTL, under twice it: the old answer, and one reload behind it.
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 1');
    await sleep(0);
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 2');
    expect(l.calls()).toBe(2);
    // Past twice the TTL: loaded before answering.
    await sleep(650);
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 3');
    // Dropped by a write while past the TTL: never given again.
    await sleep(350);
    cache.drop(['e1']);
    expect(await cache.get('k', 'e1', at, l.load)).toBe('answer 4');
  });

  it('keeps nothing when off (TTL 0)', async () => {
    const cache = new PublicAnswerCache(0);
    const l = loader();
    await cache.get('k', 'e1', at, l.load);
    await cache.get('k', 'e1', at, l.load);
    expect(l.calls()).toBe(2);
  });
});
