import { describe, expect, it } from 'vitest';
import {
  dateInZone,
  dayWindowsProblem,
  fillsWindow,
  isTimeZone,
  slotsInWindow,
} from './availability-rules.ts';
import { availabilityMessages as am } from './messages.ts';

const w = (start_time: string, end_time: string, slot_minutes = 60, buffer_minutes = 0) => ({
  start_time,
  end_time,
  slot_minutes,
  buffer_minutes,
});

describe('an expert’s windows', () => {
  it('are filled exactly by n slots and the n - 1 buffers between them', () => {
    expect(fillsWindow(w('09:00', '11:45', 45, 15))).toBe(true);
    expect(slotsInWindow(w('09:00', '11:45', 45, 15))).toBe(3);
    expect(fillsWindow(w('09:00', '12:00', 45, 15))).toBe(false);
    expect(fillsWindow(w('09:00', '12:00', 60))).toBe(true);
    expect(fillsWindow(w('09:00', '09:30', 60))).toBe(false);
    expect(fillsWindow(w('22:00', '24:00', 60))).toBe(true);
    expect(fillsWindow(w('09:00', '09:45', 45, 60))).toBe(true);
  });

  it('name the first problem of a day: order, overlap, then fit', () => {
    expect(dayWindowsProblem([w('09:00', '12:00'), w('12:00', '13:00')])).toBeNull();
    expect(dayWindowsProblem([w('12:00', '09:00')])).toBe(am.endBeforeStart);
    expect(dayWindowsProblem([w('11:00', '13:00'), w('09:00', '12:00')])).toBe(am.overlap);
    expect(dayWindowsProblem([w('09:00', '12:00', 45, 15)])).toBe(am.notDivisible);
    expect(dayWindowsProblem([w('24:00', '24:00')])).toBe(am.timeInvalid);
    expect(dayWindowsProblem([])).toBeNull();
  });
});

describe('zones', () => {
  it('are IANA names Intl knows, never offsets', () => {
    for (const z of [
      'Asia/Kolkata',
      'Europe/London',
      'America/New_York',
      'UTC',
      'America/Argentina/Buenos_Aires',
    ])
      expect(isTimeZone(z), z).toBe(true);
    for (const z of ['', '+05:30', 'UTC+5', 'GMT-3', 'Mars/Olympus', 'Asia/Kolkata; drop', '../etc'])
      expect(isTimeZone(z), z).toBe(false);
  });

  it("give the expert's local date", () => {
    const at = new Date('2030-01-07T20:00:00Z');
    expect(dateInZone(at, 'Asia/Kolkata')).toBe('2030-01-08');
    expect(dateInZone(at, 'America/New_York')).toBe('2030-01-07');
  });
});
