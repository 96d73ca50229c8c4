import { envelope } from '@care/contracts/common/envelope';
import { EXPERT_TYPES } from '@care/contracts/experts/constants';
import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import { idParams, staffAccountListData, staffExpertOptionListData } from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import { searchExperts } from '../experts/index.ts';
import { expertDisplayName, presentAccount } from './present.ts';
import { bumpSessionEpoch, deactivateStaff, expertIdsWithAccounts, listStaffAccounts } from './repository.ts';

const tags = ['staff'];
const empty = z.object({});
/** More experts than the provider will ever list: the options are one page. */
const EXPERT_OPTIONS_MAX = 1000;

/** An admin's view of the console's accounts (staffScope). */
export async function accountRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/accounts',
    {
      config: { permission: 'staff.manage' },
      schema: { tags, summary: 'Every console account', response: { 200: envelope(staffAccountListData) } },
    },
    async (_request, reply) => ok(reply, m.accounts, (await listStaffAccounts(deps.db)).map(presentAccount)),
  );

  app.post(
    '/accounts/:id/end-sessions',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        summary: 'End every console session of an account (a lost laptop)',
        params: idParams,
        response: { 200: envelope(empty) },
      },
    },
    async (request, reply) => {
      if (!(await bumpSessionEpoch(deps.db, request.params.id))) throw notFound(m.accountNotFound);
      return ok(reply, m.sessionsEnded, {});
    },
  );

  app.post(
    '/accounts/:id/deactivate',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        summary: 'Deactivate an account and end its sessions (never one’s own)',
        params: idParams,
        response: { 200: envelope(empty) },
      },
    },
    async (request, reply) => {
      // An admin locking themselves out could leave the console with no admin at all.
      if (request.params.id.toLowerCase() === signedInStaff(request).id)
        throw badRequest(m.cannotDeactivateSelf);
      if (!(await deactivateStaff(deps.db, request.params.id))) throw notFound(m.accountNotFound);
      return ok(reply, m.deactivated, {});
    },
  );

  app.get(
    '/expert-options',
    {
      config: { permission: 'staff.invite' },
      schema: {
        tags,
        summary: 'The expert profiles an expert account can act for (patients’ list: active experts)',
        response: { 200: envelope(staffExpertOptionListData) },
      },
    },
    async (_request, reply) => {
      const now = deps.clock.now();
      const [taken, ...lists] = await Promise.all([
        expertIdsWithAccounts(deps.db),
        ...EXPERT_TYPES.map((type) =>
          searchExperts(deps.db, { type, page: 1, records: EXPERT_OPTIONS_MAX, now }),
        ),
      ]);
      const options = lists.flatMap((list) =>
        list.rows.map(({ expert: e }) => ({
          id: e.id,
          name: expertDisplayName(e),
          type: e.type,
          has_account: taken.has(e.id),
        })),
      );
      return ok(reply, m.experts, options);
    },
  );
}
