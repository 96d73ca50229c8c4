import { describe, expect, it } from 'vitest';
import { slotsOfWindows } from '../src/modules/experts/slots.ts';

describe('slots of a weekly window', () => {
  it('cuts a window into back-to-back slots and drops one that would overrun', () => {
    expect(slotsOfWindows([{ startTime: '10:00:00', endTime: '12:00:00', slotMinutes: 45 }])).toEqual([
      { start_time: '10:00', end_time: '10:45' },
      { start_time: '10:45', end_time: '11:30' },
    ]);
  });

  it('merges windows in time order', () => {
    const slots = slotsOfWindows([
      { startTime: '15:00', endTime: '16:00', slotMinutes: 60 },
      { startTime: '09:00', endTime: '10:00', slotMinutes: 30 },
    ]);
    expect(slots.map((s) => s.start_time)).toEqual(['09:00', '09:30', '15:00']);
  });

  it('gives nothing for an empty or broken window', () => {
    expect(slotsOfWindows([])).toEqual([]);
    expect(slotsOfWindows([{ startTime: '10:00', endTime: '10:20', slotMinutes: 30 }])).toEqual([]);
    expect(slotsOfWindows([{ startTime: '10:00', endTime: '12:00', slotMinutes: 0 }])).toEqual([]);
  });
});
