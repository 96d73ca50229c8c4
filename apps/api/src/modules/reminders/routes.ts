import { isKept } from '@care/contracts/booking/lifecycle';
import { bookingMessages as b } from '@care/contracts/booking/messages';
import { calendarQuery } from '@care/contracts/booking/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { patientScope, signedInPatient } from '../../plugins/caller.ts';
import { findPatientBooking } from '../booking/index.ts';
import { bookingInvite } from './compose.ts';

// The appointment's invite to download (issue 19: "Add to calendar" after paying). A plain link
// cannot carry the bearer token, so the web fetches it and saves the file.

export async function reminderRoutes(root: FastifyInstance) {
  await root.register(patientScope(calendarRoutes));
}

async function calendarRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/patient/appointment-calendar',
    {
      schema: {
        tags: ['appointments'],
        summary:
          "Ours: one of the signed-in patient's confirmed appointments as a calendar invite (text/calendar, METHOD REQUEST); another patient's: 404",
        security: [{ bearer: [] }],
        querystring: calendarQuery,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const booking = await findPatientBooking(deps.db, patient.id, request.query.id);
      // A cancelled appointment has no event to add (its e-mail carried the CANCEL).
      if (!booking || !isKept(booking.status)) throw notFound(b.bookingNotFound);
      const ics = bookingInvite(
        booking,
        'REQUEST',
        patient.email ?? booking.email ?? deps.config.noReplyEmail,
        {
          brand: deps.config.BRAND_NAME,
          publicUrl: deps.config.PUBLIC_URL ?? null,
          noReplyEmail: deps.config.noReplyEmail,
        },
      );
      return reply
        .code(200)
        .header('content-type', 'text/calendar; method=REQUEST; charset=utf-8')
        .header('content-disposition', `attachment; filename="appointment-${booking.appointmentNo}.ics"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
