import { loginMessages as lm } from '@care/contracts/auth/messages';
import {
  normaliseUsername,
  sessionData,
  signInBody,
  signInQuery,
  socialSignInBody,
} from '@care/contracts/auth/schemas';
import { envelope } from '@care/contracts/common/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, tooMany, unauthorized } from '../../lib/errors.ts';
import { parseOr400 } from '../../lib/parse.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { ok } from '../../lib/reply.ts';
import { requestStorage } from '../../lib/site-url.ts';
import { findAccountByEmail, findAccountByPhone, findAccountBySocialId } from '../patient/index.ts';
import { startSession, verifySocial } from './session.ts';
import { clearSignInTries, takeSignInTry, throttleKey } from './sign-in-throttle.ts';

const tags = ['auth'];
// Tighter per-address limits on the calls an attacker would hammer.
const strict = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Sign-in with a password, or with a Google or Facebook token. */
export async function signInRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  app.post(
    '/patient/auth/sign-in',
    {
      config: strict(20),
      schema: {
        tags,
        summary: 'Sign in with e-mail or phone and password, or (?type=social) with a Google/Facebook token',
        querystring: signInQuery,
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelope(sessionData) },
      },
    },
    async (request, reply) => {
      if (request.query.type === 'social') {
        const body = parseOr400(socialSignInBody, request.body);
        const identity = await verifySocial(deps, body.provider, body.id);
        const row = await findAccountBySocialId(deps.db, identity.provider, identity.id);
        if (!row?.registeredAt) throw notFound(lm.socialNotLinked);
        return ok(reply, lm.signedIn, await startSession(deps, row, requestStorage(request)));
      }
      const body = parseOr400(signInBody, request.body);
      const who = normaliseUsername(body.username);
      const row = who.email
        ? await findAccountByEmail(deps.db, who.email)
        : await findAccountByPhone(deps.db, who.phone!);
      // The try is counted before the password is checked (see sign-in-throttle.ts).
      const key = throttleKey(row, who.email ?? who.phone!);
      if (!(await takeSignInTry(deps.db, key, deps.clock.now()))) throw tooMany(lm.tooManyAttempts);
      // verifyPassword spends the same time when there is no account, and the answer is the same.
      if (!(await verifyPassword(body.password, row?.passwordHash ?? null)) || !row) {
        throw unauthorized(lm.badCredentials);
      }
      await clearSignInTries(deps.db, key);
      return ok(reply, lm.signedIn, await startSession(deps, row, requestStorage(request)));
    },
  );
}
