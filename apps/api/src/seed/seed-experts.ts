import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/** Placeholder: experts and their weekly schedules (issue 9). */
export async function seedExperts(_db: Db, _log: FastifyBaseLogger): Promise<void> {}
