import { z } from 'zod';
import { appointmentMessages as am } from '../appointments/messages.ts';
import { caseless, textField } from '../common/fields.ts';
import { CALL_ACTIVITIES, ROOM_CHAT_MAX, ROOM_PARTIES, ROOM_SDP_MAX } from './constants.ts';
import { meetingMessages as mm } from './messages.ts';

const bookingId = textField({ error: am.idRequired }).pipe(z.string().min(1, am.idRequired).max(100));

/** `POST book-appointment/appointment-call-activity` (spec section 4). */
export const callActivitySchema = z.object({
  book_appointment_id: bookingId,
  activity_type: caseless(z.enum(CALL_ACTIVITIES, { error: mm.activityInvalid })),
});

/** Ours: `POST meeting/join`. The patient sends their bearer token; the expert, the link's token. */
export const joinMeetingSchema = z.object({
  book_appointment_id: bookingId,
  expert_token: textField().pipe(z.string().min(1).max(2000)).optional(),
});

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * Ours: where a consultation's room stands for the caller. `state` is judged on the server's
 * clock with the spec's 10-second tolerance; `access` is given only while the room is open, to
 * the patient who booked or the expert holding the signed link.
 */
export const meetingStateData = z.object({
  state: z.enum(['early', 'open', 'ended', 'cancelled']),
  role: z.enum(ROOM_PARTIES),
  starts_at: z.string(),
  ends_at: z.string(),
  /** 'DD/MM/YYYY hh:mm A', Asia/Kolkata, for 'Your session will start on …'. */
  starts_at_text: z.string(),
  appointment_no: z.string(),
  /** The other party's name as the room shows it. */
  peer_name: z.string(),
  self_name: z.string(),
  /**
   * The expert's link only, and only when true: the patient's MHC intake form answered the
   * harm question (EPDS item 10 style) with anything but 'Never'. Never sent to the patient.
   */
  intake_harm_flag: z.literal(true).optional(),
  access: z
    .discriminatedUnion('provider', [
      z.object({
        provider: z.literal('webrtc'),
        /** Signalling socket path with a short-lived ticket (`/api/meeting/ws?ticket=…`). */
        socket_path: z.string(),
        ice_servers: z.array(iceServerSchema),
      }),
      z.object({
        provider: z.literal('jitsi'),
        domain: z.string(),
        room: z.string(),
        /** A Jitsi token when the deployment uses token authentication. */
        jwt: z.string().nullable(),
      }),
    ])
    .nullable(),
});
export type MeetingState = z.infer<typeof meetingStateData>;

/**
 * What the built-in room's two browsers say to each other through the signalling socket. The
 * server checks each message against this and passes it to the other party unchanged.
 */
export const roomSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('offer'), sdp: z.string().max(ROOM_SDP_MAX) }),
  z.object({ type: z.literal('answer'), sdp: z.string().max(ROOM_SDP_MAX) }),
  z.object({
    type: z.literal('candidate'),
    candidate: z.object({
      candidate: z.string().max(2000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
      usernameFragment: z.string().max(200).nullable().optional(),
    }),
  }),
  z.object({
    type: z.literal('chat'),
    text: textField({ multiline: true }).pipe(z.string().min(1).max(ROOM_CHAT_MAX)),
  }),
  z.object({
    type: z.literal('media'),
    camera: z.boolean(),
    microphone: z.boolean(),
    audio_only: z.boolean(),
  }),
]);
export type RoomSignal = z.infer<typeof roomSignalSchema>;

/** What the server itself tells a browser in the room. */
export type RoomNotice =
  | { type: 'welcome'; role: (typeof ROOM_PARTIES)[number]; peer_present: boolean }
  | { type: 'peer-joined' }
  | { type: 'peer-left' }
  | { type: 'replaced' }
  | { type: 'ended' };
