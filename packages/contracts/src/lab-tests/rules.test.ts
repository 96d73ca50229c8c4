import { describe, expect, it } from 'vitest';
import { kolkataInstant } from '../common/clock-time.ts';
import { labTestMessages as m } from './messages.ts';
import { collectionDates, collectionWhenProblem, openWindows } from './rules.ts';

// When a lab sample may be collected (issue 22): from today (a window not yet started, in India's
// time) up to 14 days ahead.

describe('collection dates and windows', () => {
  const morning = kolkataInstant('2026-12-01', '10:00');
  it('offers today while a window is left, and 14 days ahead', () => {
    const dates = collectionDates(morning);
    expect(dates[0]).toBe('2026-12-01');
    expect(dates.at(-1)).toBe('2026-12-15');
    expect(openWindows('2026-12-01', morning)[0]).toBe('11:00-13:00');
    expect(openWindows('2026-12-02', morning)[0]).toBe('07:00-09:00');
    // After the last window has started, today is gone.
    expect(collectionDates(kolkataInstant('2026-12-01', '17:30'))[0]).toBe('2026-12-02');
  });
  it('names what is wrong with a date or window', () => {
    expect(collectionWhenProblem('2026-12-01', '11:00-13:00', morning)).toBeNull();
    expect(collectionWhenProblem('2026-12-01', '09:00-11:00', morning)).toBe(m.collectionWindowStarted);
    expect(collectionWhenProblem('2026-11-30', null, morning)).toBe(m.collectionDateOutOfRange);
    expect(collectionWhenProblem('2026-12-16', null, morning)).toBe(m.collectionDateOutOfRange);
    expect(collectionWhenProblem('2026-02-30', null, morning)).toBe(m.collectionDateInvalid);
  });
});
