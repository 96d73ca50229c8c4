import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/** Placeholder: coupons and the demo patient's bookings (issue 9); runs after seedExperts. */
export async function seedBookingDemo(_db: Db, _log: FastifyBaseLogger): Promise<void> {}
