import { envelope } from '@care/contracts/common/envelope';
import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import { staffSessionData, staffSignInBody } from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { staffSession } from './session.ts';
import { signInStaff } from './sign-in.ts';

const tags = ['staff'];
// Tighter per-address limits on the calls an attacker would hammer (as the patients' sign-in).
const strict = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Console sign-in: no session needed, so outside staffScope. */
export async function signInRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  app.post(
    '/sign-in',
    {
      config: strict(20),
      schema: {
        tags,
        summary:
          'Console sign-in with e-mail, password and authenticator code (401 for any wrong part, 400 for a code already used)',
        body: staffSignInBody,
        response: { 200: envelope(staffSessionData) },
      },
    },
    async (request, reply) => {
      const account = await signInStaff(deps, request.body);
      return ok(reply, m.signedIn, await staffSession(deps, account));
    },
  );
}
