import type { FastifyInstance } from 'fastify';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { answerChangesOf } from '../../lib/public-answers.ts';

// Booking's writes change the public expert answers (an expert's slot list, the expert list's
// next free slot): each announces the experts it touched inside its transaction, so this
// instance drops them at once and the others on commit (lib/public-answers.ts). A hold running
// out needs no announcement: the answers judge holds by the clock, and a cached slot list ends
// when a hold on it runs out. Settling ended appointments (confirmed → completed) is left to the
// TTL: it only changes the flag of a slot long past.

/** In the writing transaction `tx`: these experts' public answers changed. */
export function announceSlotChange(deps: Pick<Deps, 'database'>, tx: Conn, expertIds: Iterable<string>) {
  return answerChangesOf(deps.database).announce(tx, [...new Set(expertIds)]);
}

/** The announced booking moves (lib/events.ts) announce their expert too, for this app. */
export function announceBookingChanges(app: FastifyInstance) {
  const deps = app.deps;
  deps.events.on('booking.confirmed', ({ tx, booking }) => announceSlotChange(deps, tx, [booking.expertId]));
  deps.events.on('booking.cancelled', ({ tx, expertId }) => announceSlotChange(deps, tx, [expertId]));
  deps.events.on('booking.rescheduled', ({ tx, booking }) =>
    announceSlotChange(deps, tx, [booking.expertId]),
  );
}
