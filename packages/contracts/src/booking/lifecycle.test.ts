import { describe, expect, it } from 'vitest';
import { BOOKING_MOVES, BOOKING_STATUSES, KEPT_STATUSES, ORDER_MOVES, ORDER_STATUSES } from './lifecycle.ts';

/** A topological order of the move graph, or null when it has a cycle (a move back). */
function forwardOrder(moves: Record<string, readonly string[]>): string[] | null {
  const order: string[] = [];
  const left = new Map(Object.entries(moves).map(([to, from]) => [to, new Set(from)]));
  while (left.size) {
    const ready = [...left].filter(([, from]) => from.size === 0).map(([s]) => s);
    if (ready.length === 0) return null;
    for (const s of ready) {
      order.push(s);
      left.delete(s);
      for (const from of left.values()) from.delete(s);
    }
  }
  return order;
}

describe('the booking lifecycle', () => {
  it('names every booking state once, and moves only between them', () => {
    expect(Object.keys(BOOKING_MOVES).sort()).toEqual([...BOOKING_STATUSES].sort());
    for (const from of Object.values(BOOKING_MOVES))
      for (const s of from) expect(BOOKING_STATUSES).toContain(s);
  });

  it('moves a booking forward only: no state can be reached again after leaving it', () => {
    const order = forwardOrder(BOOKING_MOVES);
    expect(order).not.toBeNull();
    expect(order![0]).toBe('held');
    // Nothing leaves the end states.
    for (const end of ['cancelled', 'completed', 'no_show'])
      expect(Object.values(BOOKING_MOVES).some((from) => (from as readonly string[]).includes(end))).toBe(
        false,
      );
    for (const kept of KEPT_STATUSES) expect(BOOKING_STATUSES).toContain(kept);
  });

  it('moves an order forward only, and a refunded order nowhere', () => {
    expect(Object.keys(ORDER_MOVES).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(forwardOrder(ORDER_MOVES)).not.toBeNull();
    expect(Object.values(ORDER_MOVES).some((from) => (from as readonly string[]).includes('refunded'))).toBe(
      false,
    );
  });

  it('finds a move back when there is one (the check can fail)', () => {
    expect(forwardOrder({ a: [], b: ['a', 'c'], c: ['b'] })).toBeNull();
  });
});
