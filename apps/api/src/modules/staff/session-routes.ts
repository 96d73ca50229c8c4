import { envelope } from '@care/contracts/common/envelope';
import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import { staffPasswordBody, staffSchema, staffSessionData } from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import { changeStaffPassword } from './password-change.ts';
import { presentStaff } from './present.ts';
import { bumpSessionEpoch } from './repository.ts';
import { staffSession } from './session.ts';

const tags = ['staff'];
const anyStaff = { anyStaff: true } as const;

/** The signed-in staff member's own account: who they are, signing out, a new password. */
export async function sessionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/me',
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'The signed-in staff member and what their role may do',
        response: { 200: envelope(staffSchema) },
      },
    },
    async (request, reply) => ok(reply, m.me, presentStaff(signedInStaff(request))),
  );

  // A console token is a signed epoch, not a stored session, so signing out moves the epoch on:
  // it ends every console session of the account (other browsers too), as a shared or lost
  // device calls for.
  app.post(
    '/sign-out',
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'Sign out: ends every console session of this account',
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request, reply) => {
      await bumpSessionEpoch(deps.db, signedInStaff(request).id);
      return ok(reply, m.signedOut, {});
    },
  );

  app.post(
    '/password',
    {
      config: { ...anyStaff, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Change the password (current password and a fresh authenticator code); ends every other session and answers a new one',
        body: staffPasswordBody,
        response: { 200: envelope(staffSessionData) },
      },
    },
    async (request, reply) => {
      const changed = await changeStaffPassword(deps, signedInStaff(request).id, request.body);
      return ok(reply, m.passwordChanged, await staffSession(deps, changed));
    },
  );
}
