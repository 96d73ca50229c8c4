import { kolkataParts } from '@care/contracts/common/clock-time';

/** 'DD/MM/YYYY hh:mm A' in Asia/Kolkata: the meeting page's start (spec section 9). */
export function meetingStartText(startsAt: Date): string {
  const { date, time } = kolkataParts(startsAt);
  const [y, m, d] = date.split('-');
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const h12 = String(((hh + 11) % 12) + 1).padStart(2, '0');
  return `${d}/${m}/${y} ${h12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}
