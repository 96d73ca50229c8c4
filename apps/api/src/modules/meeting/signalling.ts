import { ROOM_MESSAGE_BURST, ROOM_MESSAGE_WINDOW_MS } from '@care/contracts/meeting/constants';
import { type RoomNotice, type RoomSignal, roomSignalSchema } from '@care/contracts/meeting/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { BusEvent, RoomBus } from './room-bus.ts';
import type { Party } from './room-tokens.ts';

interface Room {
  sockets: Partial<Record<Party, WebSocket>>;
  endTimer: NodeJS.Timeout;
}

const OTHER: Record<Party, Party> = { patient: 'expert', expert: 'patient' };

/**
 * Close codes the browser tells apart (4000-4999 are the application's own; 1008 is the
 * protocol's "policy violation", for a socket sending too much).
 */
export const ROOM_CLOSE = { replaced: 4001, ended: 4002, badMessage: 4003, tooMany: 1008 } as const;

/**
 * The built-in room's signalling: at most one socket per party per booking, messages checked
 * against the contract and passed to the other party, everyone sent away when the appointment
 * ends. Offers, answers and ICE candidates pass through; the media itself flows browser to
 * browser. Sockets live in the instance they reached; with a bus (Redis), instances pass each
 * other the arrivals, departures and messages of the rooms they share.
 */
export class RoomHub {
  private readonly rooms = new Map<string, Room>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly onPresence: (
      bookingId: string,
      party: Party,
      activity: 'joined' | 'disconnected',
    ) => void,
    private readonly bus: RoomBus | null = null,
  ) {
    bus?.onEvent((bookingId, event) => this.fromBus(bookingId, event));
  }

  join(bookingId: string, party: Party, socket: WebSocket, endsAt: Date, now: Date) {
    let room = this.rooms.get(bookingId);
    if (!room) {
      const endTimer = setTimeout(() => this.end(bookingId), Math.max(0, endsAt.getTime() - now.getTime()));
      endTimer.unref();
      room = { sockets: {}, endTimer };
      this.rooms.set(bookingId, room);
    }
    // The same person opened the room again (a reload, a second tab): the newest wins.
    this.replace(room, party);
    room.sockets[party] = socket;
    const peer = room.sockets[OTHER[party]];
    send(socket, { type: 'welcome', role: party, peer_present: Boolean(peer) });
    if (peer) send(peer, { type: 'peer-joined' });
    this.bus?.publish(bookingId, { kind: 'joined', party });
    this.onPresence(bookingId, party, 'joined');

    // Messages per socket in a fixed window, on the monotonic clock (elapsed time, not the date).
    // The size of each is capped by the socket layer (maxPayload, app.ts), before it is read.
    let windowStart = performance.now();
    let inWindow = 0;
    socket.on('message', (data, isBinary) => {
      if (socket.readyState !== socket.OPEN) return;
      const at = performance.now();
      if (at - windowStart >= ROOM_MESSAGE_WINDOW_MS) {
        windowStart = at;
        inWindow = 0;
      }
      inWindow += 1;
      if (inWindow > ROOM_MESSAGE_BURST) {
        this.log.warn({ party }, 'room socket closed: too many messages');
        this.leave(bookingId, party, socket);
        socket.close(ROOM_CLOSE.tooMany, 'too many messages');
        return;
      }
      const signal = isBinary ? null : parse(data.toString());
      if (!signal) {
        // Out of the room at once: the close handshake may take a while to finish.
        this.leave(bookingId, party, socket);
        socket.close(ROOM_CLOSE.badMessage, 'bad message');
        return;
      }
      this.relay(bookingId, party, signal);
    });
    socket.on('close', () => this.leave(bookingId, party, socket));
    // A socket's error (an oversized or malformed frame, a dropped connection) ends it: out of the
    // room at once, as for a bad message. The socket layer's error handler (app.ts) logs it, in
    // one line without the stack or the frame.
    socket.on('error', () => this.leave(bookingId, party, socket));
  }

  private relay(bookingId: string, from: Party, signal: RoomSignal) {
    const other = this.rooms.get(bookingId)?.sockets[OTHER[from]];
    if (other) other.send(JSON.stringify(signal));
    else this.bus?.publish(bookingId, { kind: 'signal', party: from, signal });
  }

  /** Sends away this party's socket, if any, without telling anyone it left (it is back). */
  private replace(room: Room, party: Party) {
    const previous = room.sockets[party];
    if (!previous) return;
    delete room.sockets[party];
    send(previous, { type: 'replaced' });
    previous.close(ROOM_CLOSE.replaced, 'replaced');
  }

  private leave(bookingId: string, party: Party, socket: WebSocket) {
    const room = this.rooms.get(bookingId);
    if (!room || room.sockets[party] !== socket) return;
    delete room.sockets[party];
    this.onPresence(bookingId, party, 'disconnected');
    this.bus?.publish(bookingId, { kind: 'left', party });
    const peer = room.sockets[OTHER[party]];
    if (peer) send(peer, { type: 'peer-left' });
    else this.drop(bookingId, room);
  }

  /** An event from another instance about a room this one may hold sockets of. */
  private fromBus(bookingId: string, event: BusEvent) {
    const room = this.rooms.get(bookingId);
    if (!room) return;
    const mine = room.sockets[OTHER[event.party]];
    switch (event.kind) {
      case 'joined':
        this.replace(room, event.party);
        if (mine) {
          send(mine, { type: 'peer-joined' });
          this.bus?.publish(bookingId, { kind: 'present', party: OTHER[event.party] });
        }
        break;
      case 'present':
        if (mine) send(mine, { type: 'peer-joined' });
        break;
      case 'signal':
        if (mine) mine.send(JSON.stringify(event.signal));
        break;
      case 'left':
        if (mine) send(mine, { type: 'peer-left' });
        break;
    }
    if (!room.sockets.patient && !room.sockets.expert) this.drop(bookingId, room);
  }

  private drop(bookingId: string, room: Room) {
    clearTimeout(room.endTimer);
    this.rooms.delete(bookingId);
  }

  private end(bookingId: string) {
    const room = this.rooms.get(bookingId);
    if (!room) return;
    for (const socket of Object.values(room.sockets)) {
      send(socket, { type: 'ended' });
      socket.close(ROOM_CLOSE.ended, 'ended');
    }
  }

  async closeAll() {
    for (const room of this.rooms.values()) {
      clearTimeout(room.endTimer);
      for (const socket of Object.values(room.sockets)) socket.close(1001, 'server closing');
    }
    this.rooms.clear();
    await this.bus?.close();
  }
}

function send(socket: WebSocket, notice: RoomNotice) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(notice));
}

/** A browser's message if it is one the contract allows, else null. */
function parse(text: string) {
  try {
    const parsed = roomSignalSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
