import type { FastifyInstance } from 'fastify';

// Placeholder: the payments module is being built (issue 9).
export async function paymentRoutes(_root: FastifyInstance) {}
