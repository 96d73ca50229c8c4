import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import type { MeetingState } from '@care/contracts/meeting/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { meetingKey, signExpertLinkToken } from '../src/modules/meeting/room-tokens.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Two API instances behind one load balancer, sharing a database and Redis: the patient's
// socket reaches one, the expert's the other, and the room works as if they shared one.
// Runs when TEST_REDIS_URL names a reachable Redis (CI sets it).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the consultation room across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let now = new Date();
  const clock = { now: () => now };

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl }, { clock });
    b = await createTestApp({ REDIS_URL: redisUrl }, { secondInstanceOf: a, clock });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function openSocket(app: TestApp, access: MeetingState['access']) {
    if (access?.provider !== 'webrtc') throw new Error('no webrtc access');
    const received: Record<string, unknown>[] = [];
    const ws: WebSocket = await app.app.injectWS(
      access.socket_path,
      { socket: { remoteAddress: app.nextIp() } } as never,
      {
        onInit: (socket) => socket.on('message', (data) => received.push(JSON.parse(data.toString()))),
      },
    );
    return { ws, received };
  }
  const until = async (check: () => boolean) => {
    const end = Date.now() + 5000;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('passes arrivals, messages and departures between the instances', async () => {
    const tnc = await tncId(a, 'mhc');
    const slot = slotOf(ananya, 30, 3);
    const [patient] = await makePatients(a, 1);
    const booked = expectEnvelope<{ data: BookingResult }>(
      await a.inject({
        method: 'POST',
        url: '/api/book-appointment?type=mhc',
        payload: bookingForm(slot, 'mhc', tnc),
        remoteAddress: a.nextIp(),
        headers: bearer(patient!.token),
      }),
      200,
    ).data.data;
    expectEnvelope(
      await a.inject({
        method: 'POST',
        url: '/api/payment/sandbox/checkout',
        payload: { order_id: booked.razorpay_order_id, method: 'upi', outcome: 'pay' },
        remoteAddress: a.nextIp(),
      }),
      200,
    );
    const id = booked.book_appointment_id;
    const start = kolkataInstant(slot.date, slot.time_slot_start);
    const end = kolkataInstant(slot.date, slot.time_slot_end);
    now = new Date(start.getTime() + 1000);

    const join = async (app: TestApp, body: object, token?: string) =>
      expectEnvelope<MeetingState>(
        await app.inject({
          method: 'POST',
          url: '/api/meeting/join',
          payload: { book_appointment_id: id, ...body },
          remoteAddress: app.nextIp(),
          headers: token ? bearer(token) : {},
        }),
        200,
      ).data.access;
    const expertToken = await signExpertLinkToken(meetingKey(a.app.deps.tokenKeys.secret), id, end);

    const p = await openSocket(a, await join(a, {}, patient!.token));
    await until(() => p.received.length === 1);
    const e = await openSocket(b, await join(b, { expert_token: expertToken }));
    // The expert's welcome knows only its own instance; the patient's instance answers 'present'.
    await until(() => p.received.some((m) => m.type === 'peer-joined'));
    await until(() => e.received.some((m) => m.type === 'peer-joined'));

    p.ws.send(JSON.stringify({ type: 'offer', sdp: 'v=0 across' }));
    await until(() => e.received.some((m) => m.type === 'offer'));
    expect(e.received.find((m) => m.type === 'offer')).toEqual({ type: 'offer', sdp: 'v=0 across' });
    e.ws.send(JSON.stringify({ type: 'chat', text: 'Hello from the other instance' }));
    await until(() => p.received.some((m) => m.type === 'chat'));

    // The patient opens the room again on the expert's instance: the old socket is sent away.
    const p2 = await openSocket(b, await join(b, {}, patient!.token));
    await until(() => p.received.some((m) => m.type === 'replaced'));
    expect(p2.received[0]).toEqual({ type: 'welcome', role: 'patient', peer_present: true });
    expect(e.received.filter((m) => m.type === 'peer-left')).toEqual([]);
    p2.ws.close();
    e.ws.close();
  });
});
