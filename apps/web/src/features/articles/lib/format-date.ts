import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

// 'Do' (1st, 2nd, 23rd) needs the advancedFormat plugin.
dayjs.extend(advancedFormat);

/** Dates on list cards: '3rd Mar 2025' (spec section 9: 'Do MMM YYYY'). */
export function listDate(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('Do MMM YYYY') : '';
}

/** The date on an article page: 'Mar 3rd 25' (spec section 9: 'MMM Do YY'). */
export function detailDate(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('MMM Do YY') : '';
}
