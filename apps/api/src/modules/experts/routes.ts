import type { FastifyInstance } from 'fastify';

// Placeholder: the experts module is being built (issue 9).
export async function expertRoutes(_root: FastifyInstance) {}
