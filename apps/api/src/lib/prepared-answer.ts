import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// A cached public answer is kept as the bytes it is sent as: checked against its route's response
// schema and serialised once, when it is loaded (exactly what the route's serializer would do,
// fastify-type-provider-zod's encode then JSON.stringify), instead of on every request. A hit
// then costs a lookup and a write.

/** The success envelope of `data`, encoded by the route's response `schema` and serialised. */
export function preparedOk(schema: z.ZodType, message: string, data: unknown): string {
  return JSON.stringify(z.encode(schema, { status: 1, statusCode: 200, message, data }));
}

/** Sends a prepared answer (a string body is not serialised again). */
export function sendPrepared(reply: FastifyReply, body: string) {
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}
