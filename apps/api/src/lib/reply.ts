import type { FastifyReply } from 'fastify';

/** Sends the spec's success envelope: status 1 and the HTTP code repeated in statusCode. */
export function ok<T>(reply: FastifyReply, message: string, data: T, statusCode = 200) {
  return reply.code(statusCode).send({ status: 1 as const, statusCode, message, data });
}
