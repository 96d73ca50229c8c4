import { envelope } from '@care/contracts/common/envelope';
import { expertAdminMessages as m } from '@care/contracts/expert-admin/messages';
import {
  staffExpertCreateBody,
  staffExpertCreatedData,
  staffExpertListData,
  staffExpertSchema,
  staffExpertUpdateBody,
} from '@care/contracts/expert-admin/schemas';
import { idParams } from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBases, siteUrl } from '../../lib/site-url.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import { findExpertById, listAllExperts } from '../experts/index.ts';
import { deliverNow } from '../outbox/index.ts';
import { expertIdsWithAccounts } from '../staff/index.ts';
import { presentStaffExpert } from './present.ts';
import { createExpert, editExpert, setActive } from './service.ts';

const tags = ['staff'];
const config = { permission: 'experts.manage' } as const;

/** Operations runs the experts (staffScope, experts.manage): list, add, edit, deactivate. */
export async function expertAdminRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const one = envelope(staffExpertSchema);

  /** The expert as answered, with whether a console account acts for them. */
  const answer = async (
    request: Parameters<typeof mediaBases>[0],
    row: Parameters<typeof presentStaffExpert>[0],
  ) => presentStaffExpert(row, mediaBases(request), (await expertIdsWithAccounts(deps.db)).has(row.id));

  app.get(
    '/experts',
    {
      config,
      schema: {
        tags,
        summary:
          'Every expert, active ones first, by name, with fees in paise and whether a console account acts for them',
        response: { 200: envelope(staffExpertListData) },
      },
    },
    async (request, reply) => {
      const [rows, taken] = await Promise.all([listAllExperts(deps.db), expertIdsWithAccounts(deps.db)]);
      const media = mediaBases(request);
      return ok(
        reply,
        m.list,
        rows.map((e) => presentStaffExpert(e, media, taken.has(e.id))),
      );
    },
  );

  app.get(
    '/experts/:id',
    {
      config,
      schema: { tags, summary: 'One expert, active or not', params: idParams, response: { 200: one } },
    },
    async (request, reply) => {
      const row = await findExpertById(deps.db, request.params.id);
      if (!row) throw notFound(m.notFound);
      return ok(reply, m.detail, await answer(request, row));
    },
  );

  app.post(
    '/experts',
    {
      config,
      schema: {
        tags,
        summary:
          'Add an expert (active at once; fees in paise). With `email`, a console invite for an expert account linked to the new expert is e-mailed (the link is never answered); 409 when that e-mail already has an account',
        body: staffExpertCreateBody,
        response: { 201: envelope(staffExpertCreatedData) },
      },
    },
    async (request, reply) => {
      const created = await createExpert(deps, signedInStaff(request), request.body, siteUrl(request));
      await deliverNow(deps, request.log, created.outboxIds);
      const invite = created.invite;
      return ok(
        reply,
        invite ? m.createdWithInvite : m.created,
        {
          expert: presentStaffExpert(created.expert, mediaBases(request), false),
          invite: invite
            ? { id: invite.id, email: invite.email, expires_at: invite.expiresAt.toISOString() }
            : null,
        },
        201,
      );
    },
  );

  app.put(
    '/experts/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Save an expert's profile and fees (paise); the type stays as created. Patients see it at once",
        params: idParams,
        body: staffExpertUpdateBody,
        response: { 200: one },
      },
    },
    async (request, reply) => {
      const saved = await editExpert(deps, signedInStaff(request), request.params.id, request.body);
      return ok(reply, m.saved, await answer(request, saved));
    },
  );

  app.post(
    '/experts/:id/deactivate',
    {
      config,
      schema: {
        tags,
        summary:
          'Deactivate an expert: gone from the patient lists and slots at once, and not bookable; confirmed appointments stay. 409 when already inactive',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request, reply) => {
      const row = await setActive(deps, signedInStaff(request), request.params.id, false);
      return ok(reply, m.deactivated, await answer(request, row));
    },
  );

  app.post(
    '/experts/:id/reactivate',
    {
      config,
      schema: {
        tags,
        summary: 'Reactivate an expert: listed and bookable again. 409 when already active',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request, reply) => {
      const row = await setActive(deps, signedInStaff(request), request.params.id, true);
      return ok(reply, m.reactivated, await answer(request, row));
    },
  );
}
