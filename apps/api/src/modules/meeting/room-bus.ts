import { randomUUID } from 'node:crypto';
import type { RoomSignal } from '@care/contracts/meeting/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Party } from './room-tokens.ts';

/** What one API instance tells the others about a room it holds a socket of. */
export type BusEvent =
  | { kind: 'joined' | 'left' | 'present'; party: Party }
  | { kind: 'signal'; party: Party; signal: RoomSignal };

/**
 * How instances behind one load balancer share rooms: the patient may reach one and the expert
 * another. With REDIS_URL, events go over Redis pub/sub (one channel per booking); without it
 * there is no bus, and both parties must reach the same instance.
 */
export interface RoomBus {
  publish(bookingId: string, event: BusEvent): void;
  onEvent(handler: (bookingId: string, event: BusEvent) => void): void;
  close(): Promise<void>;
}

const PREFIX = 'care-room:';

export async function redisRoomBus(url: string, log: FastifyBaseLogger): Promise<RoomBus> {
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, { maxRetriesPerRequest: 1 });
  const sub = new Redis(url, { maxRetriesPerRequest: 1 });
  for (const client of [pub, sub]) client.on('error', (err) => log.warn({ err }, 'room bus: Redis error'));
  const self = randomUUID();
  let handler: (bookingId: string, event: BusEvent) => void = () => {};
  await sub.psubscribe(`${PREFIX}*`);
  sub.on('pmessage', (_pattern, channel, message) => {
    try {
      const { from, event } = JSON.parse(message) as { from: string; event: BusEvent };
      if (from !== self) handler(channel.slice(PREFIX.length), event);
    } catch (err) {
      log.warn({ err }, 'room bus: unreadable event');
    }
  });
  return {
    publish(bookingId, event) {
      pub.publish(`${PREFIX}${bookingId}`, JSON.stringify({ from: self, event })).catch((err) => {
        log.warn({ err }, 'room bus: publish failed');
      });
    },
    onEvent(h) {
      handler = h;
    },
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
