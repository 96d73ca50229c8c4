import { envelope } from '@care/contracts/common/envelope';
import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import {
  idParams,
  inviteAcceptBody,
  inviteOpenedData,
  inviteTokenBody,
  staffInviteBody,
  staffInviteData,
  staffPendingInviteListData,
  staffSessionData,
} from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { siteUrl } from '../../lib/site-url.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import { deliverNow } from '../outbox/index.ts';
import {
  acceptInvite,
  createStaffInvite,
  openInvite,
  pendingStaffInvites,
  withdrawStaffInvite,
} from './invites.ts';
import { staffSession } from './session.ts';

const tags = ['staff'];
const empty = z.object({});
// Tighter per-address limits on the calls an attacker would hammer (as the patients' sign-in).
const strict = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** An admin invites someone to the console (staffScope). */
export async function inviteRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/invites',
    {
      config: { permission: 'staff.invite' },
      schema: {
        tags,
        summary:
          'Invite someone to the console: e-mails a single-use link (also answered, for the admin to copy) and withdraws the pending invites for the same e-mail; 409 when the e-mail or expert already has an account',
        body: staffInviteBody,
        response: { 201: envelope(staffInviteData) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await createStaffInvite(
        deps,
        {
          email: body.email,
          fullName: body.full_name,
          role: body.role,
          expertId: body.expert_id ?? null,
          invitedBy: signedInStaff(request).id,
        },
        siteUrl(request),
      );
      await deliverNow(deps, request.log, created.outboxIds);
      return ok(
        reply,
        m.inviteSent,
        {
          id: created.invite.id,
          email: created.invite.email,
          role: created.invite.role,
          invite_url: created.url,
          expires_at: created.invite.expiresAt.toISOString(),
        },
        201,
      );
    },
  );

  app.get(
    '/invites',
    {
      config: { permission: 'staff.invite' },
      schema: {
        tags,
        summary:
          'The invites not yet accepted, expired or withdrawn, newest first, whoever sent them (never a link or its hash)',
        response: { 200: envelope(staffPendingInviteListData) },
      },
    },
    async (_request, reply) => ok(reply, m.pendingInvites, await pendingStaffInvites(deps)),
  );

  app.delete(
    '/invites/:id',
    {
      config: { permission: 'staff.invite' },
      schema: {
        tags,
        summary:
          'Withdraw a pending invite: its link answers as expired from now on; 404 for an unknown, accepted, expired or withdrawn one',
        params: idParams,
        response: { 200: envelope(empty) },
      },
    },
    async (request, reply) => {
      await withdrawStaffInvite(deps, request.params.id);
      return ok(reply, m.inviteWithdrawn, {});
    },
  );
}

/** The invitee's side: the link's token is the credential, so no session (outside staffScope). */
export async function inviteLinkRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/invites/open',
    {
      config: strict(20),
      schema: {
        tags,
        summary:
          'Open an invite link: the authenticator secret (drawn once), its otpauth URI and QR code; 400 unknown or used, 410 expired or withdrawn',
        body: inviteTokenBody,
        response: { 200: envelope(inviteOpenedData) },
      },
    },
    async (request, reply) => ok(reply, m.inviteOpened, await openInvite(deps, request.body.token)),
  );

  app.post(
    '/invites/accept',
    {
      config: strict(20),
      schema: {
        tags,
        summary:
          'Accept an invite with a password and the authenticator code: makes the account and signs in; 400 unknown or used, 410 expired or withdrawn',
        body: inviteAcceptBody,
        response: { 201: envelope(staffSessionData) },
      },
    },
    async (request, reply) => {
      const account = await acceptInvite(deps, request.body);
      return ok(reply, m.inviteAccepted, await staffSession(deps, account), 201);
    },
  );
}
