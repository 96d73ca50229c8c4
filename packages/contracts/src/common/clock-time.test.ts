import { describe, expect, it } from 'vitest';
import {
  hhmmOf,
  kolkataDateTimeText,
  kolkataInstant,
  kolkataParts,
  longDate,
  minutesOf,
  slashDate,
  twelveHour,
  WEEKDAYS,
  weekdayOf,
} from './clock-time.ts';

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

describe('how dates and times read (one formatter for screens, texts and PDFs)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '09:05 AM'],
    ['12:00', '12:00 PM'],
    ['14:30', '02:30 PM'],
    ['23:59', '11:59 PM'],
  ])('%s reads %s', (hhmm, text) => {
    expect(twelveHour(hhmm)).toBe(text);
  });

  it('writes dates long, with slashes, and an instant in Asia/Kolkata', () => {
    expect(longDate('2026-11-24')).toBe('24 Nov 2026, Tuesday');
    expect(slashDate('2026-11-04')).toBe('04/11/2026');
    expect(kolkataDateTimeText(new Date('2026-11-24T18:45:00Z'))).toBe('25/11/2026 12:15 AM');
  });
});
