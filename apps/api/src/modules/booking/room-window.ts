import { kolkataParts } from '@care/contracts/common/clock-time';
import { JOIN_TOLERANCE_MS } from '@care/contracts/meeting/constants';

export type RoomState = 'early' | 'open' | 'ended' | 'cancelled';

/**
 * Where a consultation's room stands at `now` (spec sections 4 and 9): open from 10 seconds
 * before the start until the end, for a confirmed booking only. The one place this is decided:
 * the appointment's is_can_join_room, the room's admission and its signalling socket all ask here.
 */
export function roomState(b: { status: string; startsAt: Date; endsAt: Date }, now: Date): RoomState {
  const t = now.getTime();
  if (b.status === 'completed' || b.status === 'no_show') return 'ended';
  if (b.status !== 'confirmed') return 'cancelled';
  if (t >= b.endsAt.getTime()) return 'ended';
  if (t < b.startsAt.getTime() - JOIN_TOLERANCE_MS) return 'early';
  return 'open';
}

/** 'DD/MM/YYYY hh:mm A' in Asia/Kolkata: the meeting page's start (spec section 9). */
export function meetingStartText(startsAt: Date): string {
  const { date, time } = kolkataParts(startsAt);
  const [y, m, d] = date.split('-');
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const h12 = String(((hh + 11) % 12) + 1).padStart(2, '0');
  return `${d}/${m}/${y} ${h12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}
