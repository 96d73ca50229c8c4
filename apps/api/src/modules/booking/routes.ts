import type { FastifyInstance } from 'fastify';

// Placeholder: the booking module is being built (issue 9).
export async function bookingRoutes(_root: FastifyInstance) {}
