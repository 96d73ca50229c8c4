import type { MeetingState } from '@care/contracts/meeting/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, testConfig } from '@/testing/fixtures';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { MeetingPage } from './meeting-page';

const ID = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1002';

/** The browser's WebSocket, recording the URLs the room opens; the test closes them as a server would. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  /** The connection drops (the server went away, the network changed). */
  drop() {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code: 1006 });
  }
}

afterEach(() => {
  FakeSocket.opened = [];
  vi.unstubAllGlobals();
});

describe("the built-in room's socket tickets", () => {
  it('asks for a fresh ticket for each connection and never reuses one', async () => {
    signInAs();
    vi.stubGlobal('WebSocket', FakeSocket);
    let issued = 0;
    const fetchMock = stubFetch((url) => {
      if (url.includes('/api/config')) return { body: ok(testConfig) };
      if (!url.includes('meeting/join')) return { body: ok({}) };
      issued += 1;
      const state: MeetingState = {
        state: 'open',
        role: 'patient',
        starts_at: '2026-12-24T05:15:00.000Z',
        ends_at: '2026-12-24T06:00:00.000Z',
        starts_at_text: '24/12/2026 10:45 AM',
        appointment_no: 'A-100026',
        peer_name: 'Ms. Ananya Iyer',
        self_name: 'Meera Rao',
        access: { provider: 'webrtc', socket_path: `/api/meeting/ws?ticket=T${issued}`, ice_servers: [] },
      };
      return { body: ok(state, 'Consultation room.') };
    });
    const joins = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('meeting/join')).length;
    const tickets = () => FakeSocket.opened.map((s) => new URL(s.url).searchParams.get('ticket'));

    renderRoute('/appointment/meeting/:id', <MeetingPage />, `/appointment/meeting/${ID}`);
    // The device check first (no camera in this test: it says so and still lets them join).
    await userEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    // The page's first answer opened the device check; the socket asked for a ticket of its own
    // on joining (the check can outlast a ticket's 2 minutes).
    expect(joins()).toBe(2);
    expect(tickets()).toEqual(['T2']);

    FakeSocket.opened[0]!.drop();
    await userEvent.click(await screen.findByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(2));
    expect(tickets()).toEqual(['T2', 'T4']);
    expect(new Set(tickets()).size).toBe(tickets().length);
    expect(tickets().at(-1)).toBe(`T${issued}`);
  });
});
