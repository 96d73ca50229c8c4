import { fillsWindow } from '@care/contracts/staff/availability-rules';
import { availabilityMessages as am } from '@care/contracts/staff/messages';
import { describe, expect, it } from 'vitest';
import { dayWindowErrors, hasWindowErrors, slotStarts, type WindowDraft } from './window-rules';

const w = (over: Partial<WindowDraft> = {}): WindowDraft => ({
  start_time: '09:00',
  end_time: '12:00',
  slot_minutes: 60,
  buffer_minutes: 0,
  ...over,
});

describe('dayWindowErrors', () => {
  it('finds nothing wrong with windows that touch but do not overlap', () => {
    const errors = dayWindowErrors([w(), w({ start_time: '12:00', end_time: '15:00' })]);
    expect(errors).toEqual([{}, {}]);
    expect(hasWindowErrors(errors)).toBe(false);
  });

  it('says at the field what is wrong with a time, a slot length or a buffer', () => {
    expect(dayWindowErrors([w({ start_time: '9', end_time: '25:00' })])[0]).toEqual({
      start_time: am.timeInvalid,
      end_time: am.timeInvalid,
    });
    expect(dayWindowErrors([w({ slot_minutes: 25, buffer_minutes: 61 })])[0]).toEqual({
      slot_minutes: am.slotLengthInvalid,
      buffer_minutes: am.bufferInvalid,
    });
  });

  it('wants the end after the start', () => {
    expect(dayWindowErrors([w({ end_time: '09:00' })])[0]).toEqual({ end_time: am.endBeforeStart });
    expect(dayWindowErrors([w({ start_time: '13:00' })])[0]).toEqual({ end_time: am.endBeforeStart });
  });

  it('says an overlap on the later window, in any order', () => {
    const errors = dayWindowErrors([w({ start_time: '11:00', end_time: '13:00' }), w()]);
    expect(errors[0]).toEqual({ window: am.overlap });
    expect(errors[1]).toEqual({});
  });

  it('wants slots and buffers to fill the window exactly', () => {
    // 45 + 15 + 45 + 15 + 45 = 165 minutes: 09:00-11:45 holds 09:00, 10:00 and 11:00.
    expect(dayWindowErrors([w({ end_time: '11:45', slot_minutes: 45, buffer_minutes: 15 })])[0]).toEqual({});
    expect(dayWindowErrors([w({ slot_minutes: 45, buffer_minutes: 15 })])[0]).toEqual({
      window: am.notDivisible,
    });
    expect(dayWindowErrors([w({ end_time: '09:30' })])[0]).toEqual({ window: am.notDivisible });
  });

  it('takes midnight as an end (24:00), as the API does', () => {
    expect(dayWindowErrors([w({ start_time: '22:00', end_time: '24:00' })])[0]).toEqual({});
    expect(dayWindowErrors([w({ start_time: '24:00', end_time: '24:00' })])[0]).toEqual({
      start_time: am.timeInvalid,
    });
  });

  it('allows six windows a day', () => {
    const day = Array.from({ length: 7 }, (_, i) =>
      w({
        start_time: `${String(8 + i).padStart(2, '0')}:00`,
        end_time: `${String(9 + i).padStart(2, '0')}:00`,
      }),
    );
    expect(hasWindowErrors(dayWindowErrors(day.slice(0, 6)))).toBe(false);
    expect(dayWindowErrors(day)[6]).toEqual({ window: am.tooManyWindows });
  });
});

describe('fillsWindow and slotStarts', () => {
  it('lists the slots a window offers', () => {
    expect(slotStarts(w({ end_time: '11:45', slot_minutes: 45, buffer_minutes: 15 }))).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ]);
    expect(fillsWindow(w({ end_time: '09:30', slot_minutes: 30 }))).toBe(true);
    expect(slotStarts(w({ end_time: 'x' }))).toEqual([]);
  });
});
