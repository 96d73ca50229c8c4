import { JOIN_TOLERANCE_MS } from '@care/contracts/meeting/constants';

export type RoomState = 'early' | 'open' | 'ended' | 'cancelled';

/**
 * Where a consultation's room stands at `now` (spec sections 4 and 9): open from 10 seconds
 * before the start until the end, for a confirmed booking only. The one place this is decided:
 * the appointment's is_can_join_room, the room's admission and its signalling socket all ask here.
 * It lives with the booking, whose status and times decide it.
 */
export function roomState(b: { status: string; startsAt: Date; endsAt: Date }, now: Date): RoomState {
  const t = now.getTime();
  if (b.status === 'completed' || b.status === 'no_show') return 'ended';
  if (b.status !== 'confirmed') return 'cancelled';
  if (t >= b.endsAt.getTime()) return 'ended';
  if (t < b.startsAt.getTime() - JOIN_TOLERANCE_MS) return 'early';
  return 'open';
}
