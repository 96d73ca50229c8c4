import { envelope } from '@care/contracts/common/envelope';
import { availabilityMessages as am, staffAuthMessages } from '@care/contracts/staff/messages';
import {
  availabilityData,
  leaveBody,
  leaveConflictData,
  leaveParams,
  leavePreviewBody,
  leaveSavedData,
  overrideBody,
  overrideParams,
  weeklyHoursBody,
} from '@care/contracts/staff/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import { deleteDateOverride, saveDateOverride } from './date-overrides.ts';
import { previewLeave, removeLeave, saveLeave } from './leave.ts';
import { availabilityOf } from './read.ts';
import { saveWeeklyHours } from './weekly-hours.ts';

// The expert's own hours, date overrides and leave (issue 21), under /api/staff/availability in
// staffScope: a console session, and the permission 'availability.edit_own' (experts only; any
// other role is 403). The expert is always the signed-in account's own; no route takes an
// expert's id. Each write answers the availability as it now stands.

const tags = ['staff: availability'];
const config = { permission: 'availability.edit_own' } as const;
const availabilityAnswer = { 200: envelope(availabilityData) };

/** The expert the signed-in account acts for. */
function ownExpert(request: FastifyRequest): string {
  const expertId = signedInStaff(request).expertId;
  if (!expertId) throw new AppError(403, staffAuthMessages.forbidden);
  return expertId;
}

export async function availabilityRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const current = (expertId: string) => availabilityOf(deps.db, expertId, deps.clock.now());

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in expert's zone, weekly hours, and date overrides and leave from today on",
        response: availabilityAnswer,
      },
    },
    async (request, reply) => ok(reply, am.availability, await current(ownExpert(request))),
  );

  app.put(
    '/weekly',
    {
      config,
      schema: {
        tags,
        summary:
          "Replaces the expert's zone and every weekly window; 409 with the appointments the new hours would leave out (add leave to cancel them)",
        body: weeklyHoursBody,
        response: availabilityAnswer,
      },
    },
    async (request, reply) => {
      const expertId = ownExpert(request);
      await saveWeeklyHours(deps, expertId, request.body);
      return ok(reply, am.saved, await current(expertId));
    },
  );

  app.put(
    '/overrides/:date',
    {
      config,
      schema: {
        tags,
        summary:
          "One date's own hours in place of the weekly ones (no windows: not working that date); 409 as for weekly hours",
        params: overrideParams,
        body: overrideBody,
        response: availabilityAnswer,
      },
    },
    async (request, reply) => {
      const expertId = ownExpert(request);
      await saveDateOverride(deps, expertId, request.params.date, request.body);
      return ok(reply, am.overrideSaved, await current(expertId));
    },
  );

  app.delete(
    '/overrides/:date',
    {
      config,
      schema: {
        tags,
        summary: 'The date follows the weekly hours again',
        params: overrideParams,
        response: availabilityAnswer,
      },
    },
    async (request, reply) => {
      const expertId = ownExpert(request);
      await deleteDateOverride(deps, expertId, request.params.date);
      return ok(reply, am.overrideRemoved, await current(expertId));
    },
  );

  app.post(
    '/leave/preview',
    {
      config,
      schema: {
        tags,
        summary: 'The appointments leave over these days would cancel (confirmed) or withdraw (being booked)',
        body: leavePreviewBody,
        response: { 200: envelope(leaveConflictData) },
      },
    },
    async (request, reply) =>
      ok(reply, am.leavePreview, await previewLeave(deps, ownExpert(request), request.body)),
  );

  app.post(
    '/leave',
    {
      config,
      schema: {
        tags,
        summary:
          'Saves leave; with patients booked in it, 409 with them unless cancel_booked, which cancels and refunds them and tells each patient',
        body: leaveBody,
        response: { 200: envelope(leaveSavedData) },
      },
    },
    async (request, reply) => {
      const saved = await saveLeave(deps, request.log, ownExpert(request), request.body);
      return ok(reply, saved.cancelled.length ? am.leaveSavedWithCancellations : am.leaveSaved, saved);
    },
  );

  app.delete(
    '/leave/:id',
    {
      config,
      schema: {
        tags,
        summary: "Removes the expert's own leave (404 for any other id); those days follow the hours again",
        params: leaveParams,
        response: availabilityAnswer,
      },
    },
    async (request, reply) => {
      const expertId = ownExpert(request);
      await removeLeave(deps, expertId, request.params.id);
      return ok(reply, am.leaveRemoved, await current(expertId));
    },
  );
}
