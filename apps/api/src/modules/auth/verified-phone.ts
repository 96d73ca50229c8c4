import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import { bearerFrom, verifyPhoneToken } from '../../lib/tokens.ts';

/**
 * The phone a sign-up call may act on: the bearer must be a phone-verification token for
 * exactly the phone in the body.
 */
export async function verifiedPhone(request: FastifyRequest, phone: string, message: string): Promise<void> {
  const token = bearerFrom(request.headers.authorization);
  const claims = token ? await verifyPhoneToken(request.server.deps.tokenKeys, token) : null;
  if (!claims || claims.phone !== phone) throw unauthorized(message);
}
