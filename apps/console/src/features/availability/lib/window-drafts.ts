import { hhmmOf, minutesOf } from '@care/contracts/common/clock-time';
import type { WindowDraft } from './window-rules';

/** A window being edited, with a key that stays while windows are added and removed. */
export type KeyedWindow = WindowDraft & { key: string };

let next = 0;
const newKey = () => `w${++next}`;

export function keyed(windows: readonly WindowDraft[]): KeyedWindow[] {
  return windows.map(({ start_time, end_time, slot_minutes, buffer_minutes }) => ({
    key: newKey(),
    start_time,
    end_time,
    slot_minutes,
    buffer_minutes,
  }));
}

/** What the API takes: the windows without their keys. */
export function unkeyed(windows: readonly KeyedWindow[]): WindowDraft[] {
  return windows.map(({ key: _, ...window }) => window);
}

/**
 * The window "Add hours" adds: the morning on an empty day, else an hour after the last window
 * ends (with its slot length), kept inside the day.
 */
export function nextWindow(windows: readonly WindowDraft[]): KeyedWindow {
  const last = windows[windows.length - 1];
  if (!last)
    return { key: newKey(), start_time: '09:00', end_time: '13:00', slot_minutes: 30, buffer_minutes: 0 };
  const start = Math.min(minutesOf(last.end_time) + 60, 22 * 60);
  return {
    key: newKey(),
    start_time: hhmmOf(start),
    end_time: hhmmOf(Math.min(start + 120, 23 * 60 + 59)),
    slot_minutes: last.slot_minutes,
    buffer_minutes: last.buffer_minutes,
  };
}
