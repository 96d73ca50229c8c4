import { describe, expect, it } from 'vitest';
import { listRequestFrom, typeFrom } from './list-location';

const q = (s: string) => new URLSearchParams(s);

describe('listRequestFrom', () => {
  it('reads type, category and week from navigation state first', () => {
    expect(listRequestFrom({ type: 'video', category: 'At Ease', week: 12 }, q('type=text&week=3'))).toEqual({
      type: 'video',
      category: 'At Ease',
      week: 12,
    });
  });

  it('falls back to the query string for a shared or refreshed link', () => {
    expect(listRequestFrom(null, q('type=text&category=At+Ease&week=-1'))).toEqual({
      type: 'text',
      category: 'At Ease',
      week: -1,
    });
  });

  it('treats 0, out-of-range and missing weeks as any week, and "null" as no category', () => {
    expect(listRequestFrom({ type: 'text', week: 0, category: 'null' }, q('')).week).toBe(-1);
    expect(listRequestFrom({ type: 'text', week: 41 }, q('')).week).toBe(-1);
    expect(listRequestFrom({ type: 'text', category: 'null' }, q('')).category).toBeNull();
  });

  it('a fixed type wins, and no type at all means text', () => {
    expect(listRequestFrom({ type: 'video' }, q(''), 'audio').type).toBe('audio');
    expect(listRequestFrom(undefined, q('')).type).toBe('text');
  });

  it('typeFrom reads state then ?type=', () => {
    expect(typeFrom({ type: 'audio' }, q('type=video'))).toBe('audio');
    expect(typeFrom(null, q('type=video'))).toBe('video');
    expect(typeFrom(null, q(''))).toBeNull();
  });
});
