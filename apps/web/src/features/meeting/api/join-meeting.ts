import { MEETING_RECHECK_MS } from '@care/contracts/meeting/constants';
import type { MeetingState } from '@care/contracts/meeting/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Who is asking: the signed-in patient, or the expert with their link's token. */
export type MeetingCaller = { as: 'patient' } | { as: 'expert'; token: string };

/** `POST meeting/join` (ours): the room's state and, while it is open, the way in. */
export async function joinMeeting(id: string, caller: MeetingCaller): Promise<MeetingState> {
  const res = await api('meeting/join', {
    body: { book_appointment_id: id, ...(caller.as === 'expert' ? { expert_token: caller.token } : {}) },
    auth: caller.as === 'patient',
    schema: () => import('@care/contracts/meeting/schemas').then((m) => m.meetingStateData),
  });
  return res.data;
}

/**
 * The room's state, asked again every 5 seconds until it opens (spec section 9); once open the
 * answer is kept, so the room is not torn down by a later ticket.
 */
export function useMeetingState(id: string, caller: MeetingCaller) {
  return useQuery({
    queryKey: ['meeting', id, caller.as],
    queryFn: () => joinMeeting(id, caller),
    refetchInterval: (query) => (query.state.data?.state === 'early' ? MEETING_RECHECK_MS : false),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
