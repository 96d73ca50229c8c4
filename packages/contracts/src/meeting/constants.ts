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

/**
 * The signalling socket's limits (issue 18): a message over ROOM_MESSAGE_MAX_BYTES is refused by
 * the socket layer itself (close 1009), and a socket sending more than ROOM_MESSAGE_BURST
 * messages within ROOM_MESSAGE_WINDOW_MS is closed (1008). A call needs a few dozen messages
 * while it connects (one offer or answer, ICE candidates, the media state) and then a chat line
 * now and then.
 */
export const ROOM_MESSAGE_MAX_BYTES = 64 * 1024;
export const ROOM_MESSAGE_BURST = 60;
export const ROOM_MESSAGE_WINDOW_MS = 10_000;
/** An SDP that, JSON-encoded in its message, fits ROOM_MESSAGE_MAX_BYTES (real ones are 2-20 KB). */
export const ROOM_SDP_MAX = 48_000;
