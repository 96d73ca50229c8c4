import dayjs from 'dayjs';

/** Spec section 9: dates are shown as 'DD MMM YYYY' (01 Mar 2025). */
export const DAY_FORMAT = 'DD MMM YYYY';

export function formatDay(iso: string): string {
  return dayjs(iso).format(DAY_FORMAT);
}

/** '12 Mar 2025 – 19 Mar 2025' */
export function formatRange(range: { start: string; end: string }): string {
  return `${formatDay(range.start)} – ${formatDay(range.end)}`;
}
