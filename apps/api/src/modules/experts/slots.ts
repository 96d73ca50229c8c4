import { hhmmOf, minutesOf } from '@care/contracts/common/clock-time';

// Pure slot arithmetic for the demo seeds and test fixtures (back-to-back slots of a seeded weekly
// window, no buffer). Patients' slots and booking's check come from the one SQL rule, free-slots.ts.

export interface Window {
  /** HH:mm or HH:mm:ss, as PostgreSQL's `time` reads back. */
  startTime: string;
  endTime: string;
  slotMinutes: number;
}

export interface Slot {
  start_time: string;
  end_time: string;
}

/** Back-to-back slots of each window, a slot that would run past the window's end left out; sorted, without duplicates. */
export function slotsOfWindows(windows: Window[]): Slot[] {
  const seen = new Map<string, Slot>();
  for (const w of windows) {
    const end = minutesOf(w.endTime.slice(0, 5));
    if (w.slotMinutes <= 0) continue;
    for (let t = minutesOf(w.startTime.slice(0, 5)); t + w.slotMinutes <= end; t += w.slotMinutes) {
      const slot = { start_time: hhmmOf(t), end_time: hhmmOf(t + w.slotMinutes) };
      seen.set(slot.start_time, slot);
    }
  }
  return [...seen.values()].sort((a, b) => a.start_time.localeCompare(b.start_time));
}
