/** The two people a consultation room admits. */
export const ROOM_PARTIES = ['patient', 'expert'] as const;
export type RoomParty = (typeof ROOM_PARTIES)[number];

/** `appointment-call-activity`'s activity_type (spec section 4). */
export const CALL_ACTIVITIES = ['joined', 'disconnected'] as const;

/** Spec section 9: the room opens 10 seconds before the start; the page re-checks every 5 seconds. */
export const JOIN_TOLERANCE_MS = 10_000;
export const MEETING_RECHECK_MS = 5_000;

/** A chat line in the built-in room. */
export const ROOM_CHAT_MAX = 1000;
