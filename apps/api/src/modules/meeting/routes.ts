import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import { envelope } from '@care/contracts/common/envelope';
import { isHarmThoughtsFlag } from '@care/contracts/intake/rules';
import { meetingMessages as mm } from '@care/contracts/meeting/messages';
import {
  callActivitySchema,
  joinMeetingSchema,
  type MeetingState,
  meetingStateData,
} from '@care/contracts/meeting/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { loggableError } from '../../lib/log-redaction.ts';
import { ok } from '../../lib/reply.ts';
import { openScope, patientOrNull, patientScope, signedInPatient } from '../../plugins/caller.ts';
import { intakeHarmAnswer } from '../appointments/index.ts';
import { roomState } from '../booking/index.ts';
import { jitsiToken } from './jitsi-token.ts';
import {
  claimRoomTicket,
  findRoomBooking,
  type RoomBooking,
  recordCallActivity,
  sweepRoomTicketUses,
} from './repository.ts';
import { redisRoomBus } from './room-bus.ts';
import {
  meetingKey,
  type Party,
  roomName,
  signSocketTicket,
  verifyExpertLinkToken,
  verifySocketTicket,
} from './room-tokens.ts';
import { RoomHub } from './signalling.ts';
import { meetingStartText } from './start-text.ts';

const tags = ['meeting'];
/** How long a ticket's use is remembered, and every how many admissions (per instance) older ones are swept. */
const TICKET_USES_KEPT_MS = 24 * 60 * 60_000;
const SWEEP_EVERY = 100;
const security = [{ bearer: [] }];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the signalling socket's request once its ticket and the room's window are checked. */
    roomEntry?: { booking: RoomBooking; party: Party };
  }
}

/**
 * The consultation room: the patient's call activity (spec section 4), admission for the
 * patient or the expert's signed link, and the built-in room's signalling socket.
 */
export async function meetingRoutes(root: FastifyInstance) {
  const deps = root.deps;
  const bus = deps.config.REDIS_URL ? await redisRoomBus(deps.config.REDIS_URL, root.log) : null;
  const hub = new RoomHub(
    root.log,
    (bookingId, party, activity) => {
      // The patient's page reports its own activity (spec); the expert's is what the socket saw.
      if (party !== 'expert') return;
      recordCallActivity(deps.db, bookingId, party, activity).catch((err) =>
        root.log.warn({ err }, 'expert call activity not recorded'),
      );
    },
    bus,
  );
  root.addHook('onClose', async () => hub.closeAll());

  await root.register(patientScope(activityRoutes));
  await root.register(openScope(joinRoutes));
  await root.register(async (scope) => socketRoute(scope, hub));
}

async function activityRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  app.post(
    '/book-appointment/appointment-call-activity',
    {
      schema: {
        tags,
        summary: "Records the patient's joining or leaving their consultation's room",
        security,
        body: callActivitySchema,
        response: {
          200: envelope(z.object({ activity_type: z.enum(['joined', 'disconnected']), at: z.string() })),
        },
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const { book_appointment_id: id, activity_type: activity } = request.body;
      const booking = await findRoomBooking(deps.db, id);
      if (!booking || booking.patientId !== patient.id) throw notFound(am.notFound);
      const state = roomState(booking, deps.clock.now());
      // Joining only while the room is open; leaving is recorded for a confirmed booking at any
      // time (the page may report it just after the end).
      if (activity === 'joined' ? state !== 'open' : state === 'cancelled') throw conflict(mm.notOpen);
      const row = await recordCallActivity(deps.db, booking.id, 'patient', activity);
      return ok(reply, mm.activityRecorded, { activity_type: activity, at: row.at.toISOString() });
    },
  );
}

async function joinRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  // The signing secret is loaded with the database, after routes register: read it per request.
  const key = () => meetingKey(deps.tokenKeys.secret);
  const config = deps.config;

  app.post(
    '/meeting/join',
    {
      schema: {
        tags,
        summary:
          "Where a consultation's room stands, and the way in while it is open: for the patient who booked (bearer) or the expert's signed link",
        security,
        body: joinMeetingSchema,
        response: { 200: envelope(meetingStateData) },
      },
    },
    async (request, reply) => {
      const now = deps.clock.now();
      const { book_appointment_id: id, expert_token: expertToken } = request.body;
      let party: Party;
      if (expertToken) {
        const link = await verifyExpertLinkToken(key(), expertToken, now);
        if (!link) throw unauthorized(mm.linkInvalid);
        if (link.bookingId !== id) throw notFound(am.notFound);
        party = 'expert';
      } else {
        if (!patientOrNull(request)) signedInPatient(request); // 401 in the envelope
        party = 'patient';
      }
      const booking = await findRoomBooking(deps.db, id);
      if (!booking || (party === 'patient' && booking.patientId !== patientOrNull(request)?.id))
        throw notFound(am.notFound);

      const state = roomState(booking, now);
      const patientName =
        booking.bookedFor?.trim() || `${booking.patientFirstName} ${booking.patientLastName}`;
      const expertName = `${booking.expertSalutation} ${booking.expertFirstName} ${booking.expertLastName}`;
      const self = party === 'patient' ? patientName : expertName;
      let access: MeetingState['access'] = null;
      if (state === 'open') {
        const room = roomName(key(), booking.id);
        access =
          config.videoProvider === 'jitsi'
            ? {
                provider: 'jitsi',
                domain: config.JITSI_DOMAIN!,
                room,
                jwt:
                  config.JITSI_APP_ID && config.JITSI_APP_SECRET
                    ? await jitsiToken({
                        appId: config.JITSI_APP_ID,
                        appSecret: config.JITSI_APP_SECRET,
                        domain: config.JITSI_DOMAIN!,
                        room,
                        name: self,
                        moderator: party === 'expert',
                        endsAt: booking.endsAt,
                      })
                    : null,
              }
            : {
                provider: 'webrtc',
                socket_path: `/api/meeting/ws?ticket=${await signSocketTicket(key(), booking.id, party, now)}`,
                ice_servers: config.iceServers,
              };
      }
      // The expert's link only: the patient's intake form reported thoughts of harming herself
      // or her baby. The patient's own answer never carries it.
      const harmFlag = party === 'expert' && isHarmThoughtsFlag(await intakeHarmAnswer(deps.db, booking.id));
      return ok(reply, mm.state, {
        state,
        role: party,
        starts_at: booking.startsAt.toISOString(),
        ends_at: booking.endsAt.toISOString(),
        starts_at_text: meetingStartText(booking.startsAt),
        appointment_no: booking.appointmentNo,
        peer_name: party === 'patient' ? expertName : patientName,
        self_name: self,
        ...(harmFlag ? { intake_harm_flag: true as const } : {}),
        access,
      });
    },
  );
}

function socketRoute(root: FastifyInstance, hub: RoomHub) {
  const deps = root.deps;
  const key = () => meetingKey(deps.tokenKeys.secret);

  let admitted = 0;

  // The ticket and the room's window are checked before the upgrade: a refused socket gets an
  // HTTP answer in the envelope and never reaches the room. A ticket opens one socket once: a
  // used one is refused as a forged one is (the page asks for a fresh ticket to reconnect).
  async function admit(request: FastifyRequest) {
    const ticket = (request.query as { ticket?: unknown }).ticket;
    const now = deps.clock.now();
    const entry = typeof ticket === 'string' ? await verifySocketTicket(key(), ticket, now) : null;
    if (!entry) throw unauthorized(mm.linkInvalid);
    const booking = await findRoomBooking(deps.db, entry.bookingId);
    if (!booking) throw notFound(am.notFound);
    if (roomState(booking, now) !== 'open') throw conflict(mm.notOpen);
    if (!(await claimRoomTicket(deps.db, entry.ticketId, booking.id, now)))
      throw unauthorized(mm.linkInvalid);
    request.roomEntry = { booking, party: entry.party };
    // Now and then, off the upgrade's path: uses older than a day are of no more use (a ticket
    // lasts 2 minutes), so the table holds about a day of sockets.
    admitted += 1;
    if (admitted % SWEEP_EVERY === 0)
      sweepRoomTicketUses(deps.db, new Date(now.getTime() - TICKET_USES_KEPT_MS)).catch((err) =>
        root.log.warn({ err: loggableError(err) }, 'room ticket uses not swept'),
      );
  }

  root.get(
    '/meeting/ws',
    { websocket: true, preValidation: admit, schema: { hide: true } },
    (socket, request) => {
      const entry = request.roomEntry!;
      hub.join(entry.booking.id, entry.party, socket, entry.booking.endsAt, deps.clock.now());
    },
  );
}
