import { type KeyboardEvent, useRef } from 'react';

/**
 * The WAI-ARIA radio group's keys for a row or grid of role="radio" buttons: one tab stop (the
 * checked radio, else the first that can be chosen); Right/Down and Left/Up move to the next and
 * previous (wrapping) and check it, Home/End to the first and last, Space/Enter check the focused
 * one. Radios that cannot be chosen are skipped.
 */
export function useRovingRadio(
  count: number,
  checked: number,
  choosable: (i: number) => boolean,
  choose: (i: number) => void,
) {
  const refs = useRef<(HTMLElement | null)[]>([]);
  const all = Array.from({ length: count }, (_, i) => i).filter(choosable);
  const first = all[0] ?? -1;
  const last = all[all.length - 1] ?? -1;
  const tabStop = checked >= 0 && choosable(checked) ? checked : first;

  const step = (from: number, by: 1 | -1) => {
    for (let k = 1; k <= count; k++) {
      const i = (((from + by * k) % count) + count) % count;
      if (choosable(i)) return i;
    }
    return from;
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLElement>) => {
    let next: number;
    switch (e.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = step(i, 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = step(i, -1);
        break;
      case 'Home':
        next = first;
        break;
      case 'End':
        next = last;
        break;
      case ' ':
      case 'Enter':
        e.preventDefault();
        if (choosable(i)) choose(i);
        return;
      default:
        return;
    }
    e.preventDefault();
    if (next < 0) return;
    refs.current[next]?.focus();
    choose(next);
  };

  return (i: number) => ({
    ref: (el: HTMLElement | null) => {
      refs.current[i] = el;
    },
    tabIndex: i === tabStop ? 0 : -1,
    onKeyDown: onKeyDown(i),
  });
}
