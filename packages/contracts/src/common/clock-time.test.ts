import { describe, expect, it } from 'vitest';
import { hhmmOf, kolkataInstant, kolkataParts, minutesOf, WEEKDAYS, weekdayOf } from './clock-time.ts';

describe('Asia/Kolkata wall-clock times', () => {
  it('turns a date and HH:mm into the instant, and back', () => {
    const at = kolkataInstant('2026-11-24', '09:30');
    expect(at.toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(kolkataParts(at)).toEqual({ date: '2026-11-24', time: '09:30' });
    // Just after midnight in India is the previous day in UTC.
    expect(kolkataInstant('2026-11-24', '00:15').toISOString()).toBe('2026-11-23T18:45:00.000Z');
    expect(kolkataParts(new Date('2026-11-23T18:45:00Z'))).toEqual({ date: '2026-11-24', time: '00:15' });
  });

  it('counts minutes and names weekdays', () => {
    expect(minutesOf('13:45')).toBe(825);
    expect(hhmmOf(825)).toBe('13:45');
    expect(WEEKDAYS[weekdayOf('2026-11-24')]).toBe('Tuesday');
  });
});
