import fs from 'node:fs';
import path from 'node:path';
import type { Appointment } from '@care/contracts/appointments/schemas';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { goodMhc } from '@care/contracts/intake/testing/intake-fixtures';
import { ROOM_MESSAGE_BURST, ROOM_MESSAGE_MAX_BYTES } from '@care/contracts/meeting/constants';
import { meetingMessages as mm } from '@care/contracts/meeting/messages';
import type { MeetingState } from '@care/contracts/meeting/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { bookings, callActivities, experts, roomTicketUses } from '../src/db/schema/index.ts';
import { runBookingLifecycle } from '../src/modules/booking/index.ts';
import { claimRoomTicket, sweepRoomTicketUses } from '../src/modules/meeting/repository.ts';
import { meetingKey, signExpertLinkToken, verifySocketTicket } from '../src/modules/meeting/room-tokens.ts';
import { ROOM_CLOSE } from '../src/modules/meeting/signalling.ts';
import { sendDueMessages } from '../src/modules/reminders/send-due.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The consultation room: the window (10 s early, until the end) at its edges on an injected
// clock, the patient's call activity, admission by bearer or the expert's signed link, the
// signalling socket (tickets, one socket per party, messages passed to the other party only),
// and the expert's link texted when the booking is confirmed. The app's log lines are kept: a
// socket's ticket and errors are checked in them.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let tnc: string;
let slotNo = 0;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://care.example', LOG_LEVEL: 'info' },
    { clock, logStream: { write: (line) => logLines.push(line) } },
  );
  tnc = await tncId(t, 'mhc');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date();
});

const post = (url: string, payload: unknown, token?: string) =>
  t.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: t.nextIp(),
    headers: token ? bearer(token) : {},
  });

/** A confirmed, paid appointment of a new patient, 20 to 50 days ahead; its start and end instants. */
async function paidAppointment() {
  slotNo += 1;
  const slot = slotOf(ananya, 20 + 3 * Math.floor(slotNo / 4), slotNo % 4);
  const [patient] = await makePatients(t, 1);
  const res = await post('/api/book-appointment?type=mhc', bookingForm(slot, 'mhc', tnc), patient!.token);
  const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
  const paid = await t.inject({
    method: 'POST',
    url: '/api/payment/sandbox/checkout',
    payload: { order_id: r.razorpay_order_id, method: 'upi', outcome: 'pay' },
    remoteAddress: t.nextIp(),
  });
  expectEnvelope(paid, 200);
  return {
    patient: patient!,
    id: r.book_appointment_id,
    start: kolkataInstant(slot.date, slot.time_slot_start),
    end: kolkataInstant(slot.date, slot.time_slot_end),
  };
}

const join = (id: string, token?: string, expertToken?: string) =>
  post(
    '/api/meeting/join',
    { book_appointment_id: id, ...(expertToken ? { expert_token: expertToken } : {}) },
    token,
  );
const activity = (id: string, type: string, token: string) =>
  post(
    '/api/book-appointment/appointment-call-activity',
    { book_appointment_id: id, activity_type: type },
    token,
  );
const activities = (id: string) =>
  t.app.deps.db.select().from(callActivities).where(eq(callActivities.bookingId, id));
const expertToken = (id: string, end: Date) =>
  signExpertLinkToken(meetingKey(t.app.deps.tokenKeys.secret), id, end);

describe('the room window', () => {
  it('opens 10 seconds before the start and closes at the end, on the appointment and the room alike', async () => {
    const a = await paidAppointment();
    const at = async (ms: number) => {
      now = new Date(ms);
      const detail = expectEnvelope<{ result: Appointment }>(
        await t.inject({
          method: 'GET',
          url: `/api/book-appointment/${a.id}`,
          remoteAddress: t.nextIp(),
          headers: bearer(a.patient.token),
        }),
        200,
      ).data.result;
      const room = expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200, mm.state).data;
      return { join: detail.is_can_join_room, room: room.state, access: room.access };
    };
    const start = a.start.getTime();
    expect(await at(start - 10_001)).toMatchObject({ join: false, room: 'early', access: null });
    expect(await at(start - 10_000)).toMatchObject({ join: true, room: 'open' });
    const open = await at(start + 60_000);
    expect(open.access).toMatchObject({ provider: 'webrtc', ice_servers: [] });
    expect(await at(a.end.getTime() - 1)).toMatchObject({ join: true, room: 'open' });
    expect(await at(a.end.getTime())).toMatchObject({ join: false, room: 'ended', access: null });
  });

  it("tells the start as 'DD/MM/YYYY hh:mm A' in Asia/Kolkata and names both parties", async () => {
    const a = await paidAppointment();
    const room = expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data;
    expect(room.starts_at_text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
    expect(room.starts_at).toBe(a.start.toISOString());
    expect(room.role).toBe('patient');
    expect(room.peer_name).toBe(`${ananya.salutation} ${ananya.firstName} ${ananya.lastName}`);
  });
});

describe('appointment-call-activity', () => {
  it("records the patient's joining inside the window and leaving, and refuses joining outside it", async () => {
    const a = await paidAppointment();
    now = new Date(a.start.getTime() - 60_000);
    expectEnvelope(await activity(a.id, 'joined', a.patient.token), 409, mm.notOpen);
    now = new Date(a.start.getTime() + 1000);
    expectEnvelope(await activity(a.id, 'joined', a.patient.token), 200, mm.activityRecorded);
    expectEnvelope(await activity(a.id, 'disconnected', a.patient.token), 200);
    expect((await activities(a.id)).map((r) => [r.party, r.activity])).toEqual([
      ['patient', 'joined'],
      ['patient', 'disconnected'],
    ]);
  });

  it("answers 404 for another patient's appointment and records nothing; bad input is a 400", async () => {
    const a = await paidAppointment();
    const b = await paidAppointment();
    now = new Date(a.start.getTime() + 1000);
    expectEnvelope(await activity(a.id, 'joined', b.patient.token), 404);
    expectEnvelope(await activity('not-a-uuid', 'joined', a.patient.token), 404);
    expectEnvelope(await activity(a.id, 'left', a.patient.token), 400, mm.activityInvalid);
    expectEnvelope(await activity(a.id, 'joined\u0000', a.patient.token), 400);
    expectEnvelope(
      await post(
        '/api/book-appointment/appointment-call-activity',
        { activity_type: 'joined' },
        a.patient.token,
      ),
      400,
    );
    expectEnvelope(
      await post('/api/book-appointment/appointment-call-activity', {
        book_appointment_id: a.id,
        activity_type: 'joined',
      }),
      401,
    );
    expect(await activities(a.id)).toEqual([]);
  });
});

describe('admission', () => {
  it("admits only the patient who booked, or the expert's link for that booking until the end", async () => {
    const a = await paidAppointment();
    const b = await paidAppointment();
    now = new Date(a.start.getTime() + 1000);
    expectEnvelope(await join(a.id, b.patient.token), 404);
    expectEnvelope(await join(a.id), 401);

    const link = await expertToken(a.id, a.end);
    const expert = expectEnvelope<MeetingState>(await join(a.id, undefined, link), 200).data;
    expect(expert.role).toBe('expert');
    expect(expert.access?.provider).toBe('webrtc');
    // The link opens its own booking only, is refused when forged, and ends with the appointment.
    expectEnvelope(await join(b.id, undefined, link), 404);
    expectEnvelope(await join(a.id, undefined, `${link.slice(0, -2)}xx`), 401, mm.linkInvalid);
    const otherKey = await signExpertLinkToken(new Uint8Array(32), a.id, a.end);
    expectEnvelope(await join(a.id, undefined, otherKey), 401, mm.linkInvalid);
    now = new Date(a.end.getTime() + 1000);
    expectEnvelope(await join(a.id, undefined, link), 401, mm.linkInvalid);
  });
});

/** Opens the signalling socket with the ticket a join answer carries; collects what arrives. */
async function openSocket(access: MeetingState['access']) {
  if (access?.provider !== 'webrtc') throw new Error('no webrtc access');
  const received: Record<string, unknown>[] = [];
  const closed: { code?: number } = {};
  const ws: WebSocket = await injectSocket(access.socket_path, {
    onInit: (socket) => {
      socket.on('message', (data) => received.push(JSON.parse(data.toString())));
      socket.on('close', (code) => {
        closed.code = code;
      });
    },
  });
  return { ws, received, closed };
}
/** injectWS with a client address (the rate limit keys on it; injectWS leaves it out). */
const injectSocket = (url: string, options?: Parameters<TestApp['app']['injectWS']>[2]) =>
  t.app.injectWS(url, { socket: { remoteAddress: t.nextIp() } } as never, options);
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('the signalling socket', () => {
  it('joins the two parties of one booking and passes their messages to each other only', async () => {
    const a = await paidAppointment();
    const b = await paidAppointment();
    now = new Date(a.start.getTime() + 1000);
    const patientAccess = expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data.access;
    const expertAccess = expectEnvelope<MeetingState>(
      await join(a.id, undefined, await expertToken(a.id, a.end)),
      200,
    ).data.access;
    now = new Date(b.start.getTime() + 1000);
    const strangerAccess = expectEnvelope<MeetingState>(await join(b.id, b.patient.token), 200).data.access;
    now = new Date(a.start.getTime() + 1000);

    const patient = await openSocket(patientAccess);
    await until(() => patient.received.length === 1);
    expect(patient.received[0]).toEqual({ type: 'welcome', role: 'patient', peer_present: false });
    const expert = await openSocket(expertAccess);
    await until(() => expert.received.length === 1 && patient.received.length === 2);
    expect(expert.received[0]).toEqual({ type: 'welcome', role: 'expert', peer_present: true });
    expect(patient.received[1]).toEqual({ type: 'peer-joined' });
    now = new Date(b.start.getTime() + 1000);
    const stranger = await openSocket(strangerAccess);
    now = new Date(a.start.getTime() + 1000);

    patient.ws.send(JSON.stringify({ type: 'offer', sdp: 'v=0 offer' }));
    expert.ws.send(JSON.stringify({ type: 'chat', text: 'Hello, can you hear me?' }));
    await until(() => expert.received.length === 2 && patient.received.length === 3);
    expect(expert.received[1]).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(patient.received[2]).toEqual({ type: 'chat', text: 'Hello, can you hear me?' });
    expect(stranger.received).toEqual([{ type: 'welcome', role: 'patient', peer_present: false }]);

    // The expert's arrival is recorded by the socket.
    await until(() => expert.received.length > 0);
    expect((await activities(a.id)).map((r) => [r.party, r.activity])).toContainEqual(['expert', 'joined']);

    // A message outside the contract ends that socket; the other party hears it left.
    expert.ws.send(JSON.stringify({ type: 'exec', code: 'x' }));
    await until(() => patient.received.some((m) => m.type === 'peer-left'), 40_000);
    await until(() => expert.closed.code === ROOM_CLOSE.badMessage, 40_000);
    patient.ws.close();
    stranger.ws.close();
  });

  it('refuses a forged or expired ticket and a room outside its window', async () => {
    const a = await paidAppointment();
    now = new Date(a.start.getTime() + 1000);
    const access = expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data.access;
    if (access?.provider !== 'webrtc') throw new Error('no webrtc access');
    await expect(injectSocket(`${access.socket_path.slice(0, -3)}abc`)).rejects.toThrow('401');
    await expect(injectSocket('/api/meeting/ws')).rejects.toThrow('401');
    // Tickets last two minutes.
    now = new Date(a.start.getTime() + 180_000);
    await expect(injectSocket(access.socket_path)).rejects.toThrow('401');
    // A fresh ticket after the end is refused too (the window is checked at the upgrade).
    now = new Date(a.end.getTime() - 30_000);
    const late = expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data.access;
    now = new Date(a.end.getTime() + 1000);
    if (late?.provider !== 'webrtc') throw new Error('no webrtc access');
    await expect(injectSocket(late.socket_path)).rejects.toThrow('409');
  });

  it('keeps one socket per party: opening the room again replaces the older one', async () => {
    const a = await paidAppointment();
    now = new Date(a.start.getTime() + 1000);
    const first = await openSocket(
      expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data.access,
    );
    const second = await openSocket(
      expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data.access,
    );
    await until(() => first.closed.code === ROOM_CLOSE.replaced);
    expect(first.received.at(-1)).toEqual({ type: 'replaced' });
    expect(second.received[0]).toMatchObject({ type: 'welcome' });
    second.ws.close();
  });
});

describe('room tickets: one socket, once', () => {
  const ticketOf = (access: MeetingState['access']) => {
    if (access?.provider !== 'webrtc') throw new Error('no webrtc access');
    return new URL(access.socket_path, 'http://x').searchParams.get('ticket')!;
  };

  it('opens one socket; the same ticket again is refused as an invalid one, and never reaches the log', async () => {
    const a = await paidAppointment();
    now = new Date(a.start.getTime() + 1000);
    const access = expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data.access;
    if (access?.provider !== 'webrtc') throw new Error('no webrtc access');
    const ticket = ticketOf(access);
    const claims = await verifySocketTicket(meetingKey(t.app.deps.tokenKeys.secret), ticket, now);
    // 16 random bytes: 128 bits.
    expect(Buffer.from(claims!.ticketId, 'base64url')).toHaveLength(16);
    // Two tickets asked for in the same second differ.
    expect(
      ticketOf(expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data.access),
    ).not.toBe(ticket);

    const first = await openSocket(access);
    await until(() => first.received.length === 1);
    expect(first.received[0]).toMatchObject({ type: 'welcome', role: 'patient' });
    // The replay: refused before the upgrade, and the first socket keeps its place.
    await expect(injectSocket(access.socket_path)).rejects.toThrow('401');
    const uses = await t.app.deps.db.select().from(roomTicketUses).where(eq(roomTicketUses.bookingId, a.id));
    expect(uses.map((u) => [u.ticketId, u.usedAt.getTime()])).toEqual([[claims!.ticketId, now.getTime()]]);
    await new Promise((r) => setTimeout(r, 50));
    expect(first.closed.code).toBeUndefined();
    expect(first.received.map((m) => m.type)).toEqual(['welcome']);
    first.ws.close();

    // The upgrade's request was logged, without its query string.
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/meeting/ws');
    expect(logged).not.toContain(ticket);
    expect(logged).not.toContain('ticket=');
  });

  it('of 150 parallel upgrades with one ticket on two instances, admits exactly one', async () => {
    const a = await paidAppointment();
    now = new Date(a.start.getTime() + 1000);
    const access = expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data.access;
    if (access?.provider !== 'webrtc') throw new Error('no webrtc access');
    const second = await createTestApp(
      { PUBLIC_URL: 'https://care.example' },
      { secondInstanceOf: t, clock },
    );
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 150 }, (_, i) => {
          const app = i % 2 === 0 ? t : second;
          return app.app.injectWS(access.socket_path, { socket: { remoteAddress: app.nextIp() } } as never);
        }),
      );
      const accepted = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(accepted).toHaveLength(1);
      expect(refused).toHaveLength(149);
      for (const r of refused) expect(String(r.reason)).toContain('401');
      const uses = await t.app.deps.db
        .select()
        .from(roomTicketUses)
        .where(eq(roomTicketUses.bookingId, a.id));
      expect(uses).toHaveLength(1);
      for (const r of accepted) r.value.close();
    } finally {
      await second.close();
    }
  });

  it('forgets uses older than a day when swept, and only those', async () => {
    const a = await paidAppointment();
    const at = new Date(a.start.getTime());
    const day = 24 * 60 * 60_000;
    expect(
      await claimRoomTicket(t.app.deps.db, 'sweep-old-aaaaaaaaaaaaa', a.id, new Date(at.getTime() - day - 1)),
    ).toBe(true);
    expect(
      await claimRoomTicket(t.app.deps.db, 'sweep-new-aaaaaaaaaaaaa', a.id, new Date(at.getTime() - day + 1)),
    ).toBe(true);
    expect(await claimRoomTicket(t.app.deps.db, 'sweep-new-aaaaaaaaaaaaa', a.id, at)).toBe(false);
    expect(await sweepRoomTicketUses(t.app.deps.db, new Date(at.getTime() - day))).toBeGreaterThanOrEqual(1);
    const left = await t.app.deps.db.select().from(roomTicketUses).where(eq(roomTicketUses.bookingId, a.id));
    expect(left.map((u) => u.ticketId)).toEqual(['sweep-new-aaaaaaaaaaaaa']);
  });
});

describe('room message limits', () => {
  async function bothInRoom() {
    const a = await paidAppointment();
    now = new Date(a.start.getTime() + 1000);
    const patient = await openSocket(
      expectEnvelope<MeetingState>(await join(a.id, a.patient.token), 200).data.access,
    );
    await until(() => patient.received.length === 1);
    const expert = await openSocket(
      expectEnvelope<MeetingState>(await join(a.id, undefined, await expertToken(a.id, a.end)), 200).data
        .access,
    );
    await until(() => expert.received.length === 1 && patient.received.length === 2);
    return { patient, expert };
  }

  it(`passes ${ROOM_MESSAGE_BURST} messages in a burst and closes the socket that sends more with 1008`, async () => {
    const { patient, expert } = await bothInRoom();
    const chats = () => expert.received.filter((m) => m.type === 'chat').length;
    for (let i = 0; i < ROOM_MESSAGE_BURST; i++)
      patient.ws.send(JSON.stringify({ type: 'chat', text: `line ${i}` }));
    await until(() => chats() === ROOM_MESSAGE_BURST);
    expect(patient.closed.code).toBeUndefined();
    const from = logLines.length;
    for (let i = 0; i < 200; i++) patient.ws.send(JSON.stringify({ type: 'chat', text: `flood ${i}` }));
    await until(() => patient.closed.code === ROOM_CLOSE.tooMany);
    expect(ROOM_CLOSE.tooMany).toBe(1008);
    await until(() => expert.received.some((m) => m.type === 'peer-left'));
    expect(chats()).toBe(ROOM_MESSAGE_BURST);
    // One line, at warn, without a stack.
    const lines = logLines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.filter((l) => l.msg === 'room socket closed: too many messages')).toHaveLength(1);
    expect(lines.filter((l) => (l.level as number) >= 40)).toEqual([
      expect.objectContaining({ level: 40, msg: 'room socket closed: too many messages' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('flood');
    expert.ws.close();
  });

  it('refuses a frame over the size limit at the socket layer, logging one warn line without stack or payload', async () => {
    const { patient, expert } = await bothInRoom();
    const from = logLines.length;
    const text = 'Q'.repeat(ROOM_MESSAGE_MAX_BYTES);
    patient.ws.send(JSON.stringify({ type: 'chat', text }));
    await until(() => patient.closed.code !== undefined);
    expect(patient.closed.code).toBe(1009);
    await until(() => expert.received.some((m) => m.type === 'peer-left'));
    expect(expert.received.some((m) => m.type === 'chat')).toBe(false);
    const lines = logLines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
    const serious = lines.filter((l) => (l.level as number) >= 40);
    expect(serious).toHaveLength(1);
    expect(serious[0]).toMatchObject({
      level: 40,
      msg: 'websocket error',
      err: { type: 'RangeError', code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' },
    });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('stack');
    expect(logged).not.toContain('QQQQ');
    expect(logged).not.toMatch(/\\n\s+at /);
    expert.ws.close();
  });
});

describe("the expert's link", () => {
  it('is texted to the expert when the booking is confirmed, and opens the room as the expert', async () => {
    const a = await paidAppointment();
    // Earlier tests' messages are due too; send until none is left.
    while ((await sendDueMessages(t.app.deps, t.app.log)).queued > 0);
    const [expertRow] = await t.app.deps.db.select().from(experts).where(eq(experts.id, ananya.id));
    const text = t
      .readOutbox()
      .filter((m) => m.to === expertRow!.mobileNumber)
      .map((m) => m.text)
      .find((m) => m.includes(`/appointment/meeting/${a.id}/expert?token=`));
    expect(text).toBeDefined();
    const token = new URL(text!.match(/https:\/\/\S+/)![0]).searchParams.get('token')!;
    now = new Date(a.start.getTime() + 1000);
    const room = expectEnvelope<MeetingState>(await join(a.id, undefined, token), 200).data;
    expect(room).toMatchObject({ role: 'expert', state: 'open' });
  });
});

describe("the intake form's harm flag", () => {
  const HARM = 'thoughts_of_harming_self_or_baby';
  // The booking's id opens the form with the patient's own token (issue 18).
  const intake = (a: { id: string; patient: { token: string } }, answers: Record<string, unknown>) =>
    post('/api/patient-intake', { ...goodMhc, book_appointment_id: a.id, ...answers }, a.patient.token);
  const asExpert = async (a: { id: string; end: Date }) =>
    join(a.id, undefined, await expertToken(a.id, a.end));

  it("reaches the expert's link only, and only when the form answered anything but 'Never'", async () => {
    const flagged = await paidAppointment();
    const never = await paidAppointment();
    const appStyle = await paidAppointment();
    const noForm = await paidAppointment();
    expectEnvelope(await intake(flagged, { [HARM]: 'Hardly ever' }), 201);
    expectEnvelope(await intake(never, { [HARM]: 'Never', pregnant_or_baby_in_last_12_months: 'Yes' }), 201);
    expectEnvelope(await intake(appStyle, {}), 201);

    // Before the start (the page waits) and while the room is open.
    for (const at of [flagged.start.getTime() - 3_600_000, flagged.start.getTime() + 1000]) {
      now = new Date(at);
      const expertRes = await asExpert(flagged);
      const expert = expectEnvelope<MeetingState>(expertRes, 200).data;
      expect(expert).toMatchObject({ role: 'expert', intake_harm_flag: true });
      const patientRes = await join(flagged.id, flagged.patient.token);
      const patient = expectEnvelope<MeetingState>(patientRes, 200).data;
      expect(patient.role).toBe('patient');
      expect(patient).not.toHaveProperty('intake_harm_flag');
      expect(patientRes.body).not.toMatch(/intake|\bharm/i);
    }
    expect(expectEnvelope<MeetingState>(await asExpert(flagged), 200).data.state).toBe('open');

    for (const a of [never, appStyle, noForm]) {
      now = new Date(a.start.getTime() + 1000);
      const expert = expectEnvelope<MeetingState>(await asExpert(a), 200).data;
      expect(expert.role).toBe('expert');
      expect(expert).not.toHaveProperty('intake_harm_flag');
    }
  });

  it("is in no text or e-mail: the confirmation, the expert's link and the reminders", async () => {
    const a = await paidAppointment();
    expectEnvelope(await intake(a, { [HARM]: 'Yes, quite often' }), 201);
    // Both reminders (24 hours and 1 hour before) are due half an hour before the start.
    now = new Date(a.start.getTime() - 30 * 60_000);
    while ((await sendDueMessages(t.app.deps, t.app.log)).queued > 0);
    const texts = t.readOutbox().map((m) => m.text);
    expect(texts.some((x) => x.includes(a.id))).toBe(true);
    const emailFile = path.join(t.dataDir, 'email-outbox.jsonl');
    const emails = fs.existsSync(emailFile) ? fs.readFileSync(emailFile, 'utf8') : '';
    expect(emails.length).toBeGreaterThan(0);
    for (const x of [...texts, emails]) expect(x).not.toMatch(/\bharm|thought|intake_harm_flag/i);
  });
});

describe('settling ended appointments', () => {
  it('marks an ended appointment completed when the patient joined, no_show when not, once and forward only', async () => {
    const joinedOne = await paidAppointment();
    const missed = await paidAppointment();
    now = new Date(joinedOne.start.getTime() + 1000);
    expectEnvelope(await activity(joinedOne.id, 'joined', joinedOne.patient.token), 200);
    const status = async (id: string) =>
      (await t.app.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

    // Not before the end.
    now = new Date(joinedOne.end.getTime() - 1000);
    await runBookingLifecycle(t.app.deps, t.app.log);
    expect(await status(joinedOne.id)).toBe('confirmed');

    now = new Date(Math.max(joinedOne.end.getTime(), missed.end.getTime()) + 1000);
    await runBookingLifecycle(t.app.deps, t.app.log);
    expect(await status(joinedOne.id)).toBe('completed');
    expect(await status(missed.id)).toBe('no_show');
    // A second pass changes nothing; the room says it has ended; the past list, a review and the
    // payment link treat them as the kept appointments they are.
    expect((await runBookingLifecycle(t.app.deps, t.app.log)).settled).toBe(0);
    expect(expectEnvelope<MeetingState>(await join(missed.id, missed.patient.token), 200).data.state).toBe(
      'ended',
    );
    const past = expectEnvelope<Appointment[]>(
      await t.inject({
        method: 'GET',
        url: '/api/patient/past-appointments',
        remoteAddress: t.nextIp(),
        headers: bearer(joinedOne.patient.token),
      }),
      200,
    ).data;
    expect(past.map((a) => [a._id, a.status])).toEqual([[joinedOne.id, 'completed']]);
    expectEnvelope(
      await post(
        '/api/testimonial/add',
        { book_appointment_id: joinedOne.id, rating: 5, comment: '' },
        joinedOne.patient.token,
      ),
      201,
    );
    expectEnvelope(
      await t.inject({
        method: 'GET',
        url: `/api/appointment-payment/${missed.id}`,
        remoteAddress: t.nextIp(),
      }),
      409,
    );
    // Cancelling is for confirmed appointments only: nothing moves back.
    expectEnvelope(
      await post(
        '/api/book-appointment/cancel-book-appointment',
        { book_appointment_id: missed.id },
        missed.patient.token,
      ),
      409,
    );
    expect(await status(missed.id)).toBe('no_show');
  });
});
