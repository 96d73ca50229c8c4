import {
  rescheduleMessages as r,
  rescheduleData,
  rescheduleSchema,
} from '@care/contracts/booking/reschedule';
import { kolkataParts } from '@care/contracts/common/clock-time';
import { envelope } from '@care/contracts/common/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { signedInPatient } from '../../plugins/caller.ts';
import { rescheduleAppointment } from './reschedule.ts';

/** Moving an appointment to another slot of its expert (ours, issue 19), beside cancelling it. */
export async function rescheduleRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/book-appointment/reschedule-book-appointment',
    {
      schema: {
        tags: ['appointments'],
        summary:
          "Moves one of the signed-in patient's confirmed appointments to another free slot of the same expert, once, up to 24 hours before it starts, keeping its payment (ours)",
        security: [{ bearer: [] }],
        body: rescheduleSchema,
        response: { 200: envelope(rescheduleData) },
      },
    },
    async (request, reply) => {
      const moved = await rescheduleAppointment(deps, signedInPatient(request).id, request.body);
      const start = kolkataParts(moved.startsAt);
      return ok(reply, r.done, {
        result: {
          _id: moved.id,
          appointment_no: moved.appointmentNo,
          date: start.date,
          time_slot_start: start.time,
          time_slot_end: kolkataParts(moved.endsAt).time,
          rescheduled_from: moved.rescheduledFrom!.toISOString(),
        },
      });
    },
  );
}
