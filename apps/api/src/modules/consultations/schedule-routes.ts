import { envelope } from '@care/contracts/common/envelope';
import { scheduleMessages as sm } from '@care/contracts/staff/messages';
import {
  appointmentRangeQuery,
  idParams,
  staffAppointmentDetailData,
  staffAppointmentListData,
} from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { signedInExpert } from './expert-caller.ts';
import { expertAppointment, expertSchedule } from './schedule.ts';

const tags = ['staff'];

/** The expert's day and week, and one appointment of it (not logged: schedule.ts says why). */
export async function scheduleRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/appointments',
    {
      config: { permission: 'schedule.read_own' },
      schema: {
        tags,
        summary:
          "The signed-in expert's confirmed, completed, no-show and cancelled appointments from `from` to `to` (dates in Asia/Kolkata, at most 31 days), soonest first",
        querystring: appointmentRangeQuery,
        response: { 200: envelope(staffAppointmentListData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      const { from, to } = request.query;
      return ok(reply, sm.appointments, await expertSchedule(deps.db, expertId, from, to));
    },
  );

  app.get(
    '/appointments/:id',
    {
      config: { permission: 'schedule.read_own' },
      schema: {
        tags,
        summary:
          "One of the expert's appointments: its shared files, the expert's private notes, whether the room is open and whether a no-show may be marked (another expert's: 404)",
        params: idParams,
        response: { 200: envelope(staffAppointmentDetailData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      const detail = await expertAppointment(deps.db, expertId, request.params.id, deps.clock.now());
      if (!detail) throw notFound(sm.appointmentNotFound);
      return ok(reply, sm.appointment, detail);
    },
  );
}
