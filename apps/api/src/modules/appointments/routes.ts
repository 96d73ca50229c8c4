import { appointmentMessages as am, reviewMessages as rm } from '@care/contracts/appointments/messages';
import {
  appointmentDetailData,
  appointmentListData,
  appointmentListQuery,
  cancelAppointmentSchema,
  receiptQuery,
  reviewData,
  reviewListData,
  reviewSchema,
} from '@care/contracts/appointments/schemas';
import { isKept } from '@care/contracts/booking/lifecycle';
import { bookingIdParams } from '@care/contracts/booking/schemas';
import { envelope } from '@care/contracts/common/envelope';
import { pageWindow, paginationOf } from '@care/contracts/common/paging';
import { expertMessages as em } from '@care/contracts/experts/messages';
import { bookingsByDoctorQuery } from '@care/contracts/experts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBases, siteUrl } from '../../lib/site-url.ts';
import { openScope, patientScope, signedInPatient } from '../../plugins/caller.ts';
import { bookingLinkAddress, issueBookingLink } from '../booking/index.ts';
import { findActiveExpert } from '../experts/index.ts';
import { receiptPdf } from '../payments/index.ts';
import { intakeRoutes } from './intake-routes.ts';
import { presentAppointment } from './present.ts';
import { receiptContent, receiptOfBooking } from './receipt.ts';
import {
  type AppointmentRow,
  findPatientAppointment,
  insertReview,
  patientAppointments,
  patientReviews,
} from './repository.ts';
import { cancelAppointment } from './service.ts';

const tags = ['appointments'];
const security = [{ bearer: [] }];

/** A patient's appointments: the lists, one appointment, cancelling and reviewing. */
export async function appointmentRoutes(root: FastifyInstance) {
  await root.register(openScope(intakeRoutes));
  await root.register(patientScope(patientAppointmentRoutes));
  await root.register(patientScope(patientExpertAppointmentRoutes));
}

async function patientAppointmentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  /** How the appointment was paid, as the provider keeps it; unknown (null) if it cannot say now. */
  async function methodOf(request: FastifyRequest, row: AppointmentRow): Promise<string | null> {
    const paymentId = row.paidOrder?.providerPaymentId;
    if (!paymentId) return null;
    try {
      return await deps.payments.paymentMethod(paymentId);
    } catch (err) {
      request.log.warn({ err, payment: paymentId }, 'payment method not available from the provider');
      return null;
    }
  }

  /**
   * The intake form's link (issue 18's capability) for the patient's own confirmed appointment
   * that is still to come and whose form is not sent: issued for this answer, as each message
   * that carries one is (the token cannot be read back), valid until the appointment ends.
   */
  async function intakeLinkOf(request: FastifyRequest, row: AppointmentRow, now: Date) {
    const b = row.booking;
    if (b.status !== 'confirmed' || b.endsAt.getTime() <= now.getTime() || row.intakeSent) return null;
    const token = await issueBookingLink(
      deps.db,
      { bookingId: b.id, purpose: 'intake', expiresAt: b.endsAt },
      now,
    );
    return bookingLinkAddress(siteUrl(request), 'intake', token);
  }

  for (const when of ['upcoming', 'past'] as const) {
    app.get(
      `/patient/${when}-appointments`,
      {
        schema: {
          tags,
          summary:
            when === 'upcoming'
              ? "The signed-in patient's confirmed appointments not yet over, soonest first"
              : "The signed-in patient's past and cancelled appointments, latest first",
          security,
          querystring: appointmentListQuery,
          response: { 200: envelope(appointmentListData) },
        },
      },
      async (request, reply) => {
        const patient = signedInPatient(request);
        const now = deps.clock.now();
        const rows = await patientAppointments(deps.db, patient.id, now, when, pageWindow(request.query));
        return ok(
          reply,
          when === 'upcoming' ? am.upcoming : am.past,
          rows.map((row) => presentAppointment(row, patient, mediaBases(request), now)),
        );
      },
    );
  }

  app.get(
    '/book-appointment/:id',
    {
      schema: {
        tags,
        summary: "One of the signed-in patient's appointments, with its flags (another patient's: 404)",
        security,
        params: bookingIdParams,
        response: { 200: envelope(appointmentDetailData) },
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const row = await findPatientAppointment(deps.db, patient.id, request.params.id);
      if (!row) throw notFound(am.notFound);
      const now = deps.clock.now();
      const [method, intakeLink] = await Promise.all([
        methodOf(request, row),
        intakeLinkOf(request, row, now),
      ]);
      return ok(reply, am.details, {
        result: presentAppointment(row, patient, mediaBases(request), now, { method, intakeLink }),
      });
    },
  );

  app.post(
    '/book-appointment/cancel-book-appointment',
    {
      schema: {
        tags,
        summary: 'Cancels an upcoming appointment (a later day than today), frees its slot and refunds it',
        security,
        body: cancelAppointmentSchema,
        response: { 200: envelope(appointmentDetailData) },
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const id = request.body.book_appointment_id;
      const done = await cancelAppointment(deps, request.log, patient.id, id);
      if (!done) {
        // Nothing changed: say why without revealing another patient's bookings.
        const row = await findPatientAppointment(deps.db, patient.id, id);
        if (!row) throw notFound(am.notFound);
        // A parallel cancel (another tab, a double tap) may have won: say it is cancelled.
        if (row.booking.status === 'cancelled') throw new AppError(409, am.alreadyCancelled);
        throw new AppError(409, am.cannotCancel);
      }
      const row = await findPatientAppointment(deps.db, patient.id, id);
      return ok(reply, done.refunding ? am.cancelledRefund : am.cancelled, {
        result: presentAppointment(row!, patient, mediaBases(request), deps.clock.now()),
      });
    },
  );

  app.get(
    '/patient/appointment/receipt',
    {
      schema: {
        tags,
        summary:
          "The receipt (PDF) of one of the signed-in patient's paid appointments, numbered in one unbroken series and issued on its first download (not paid, or another patient's: 404)",
        security,
        querystring: receiptQuery,
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const receipt = await receiptOfBooking(deps, patient.id, request.query.id);
      if (!receipt) throw notFound(am.receiptNotFound);
      const row = await findPatientAppointment(deps.db, patient.id, receipt.bookingId);
      if (!row) throw notFound(am.receiptNotFound);
      const content = receiptContent(deps.config, receipt, row, patient, await methodOf(request, row));
      const pdf = await receiptPdf(content);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`receipt-${content.number}.pdf`, 'attachment'))
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/testimonial/add',
    {
      schema: {
        tags,
        summary: "Reviews one of the signed-in patient's past appointments, once",
        security,
        body: reviewSchema,
        response: { 201: envelope(reviewData) },
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const body = request.body;
      const row = await findPatientAppointment(deps.db, patient.id, body.book_appointment_id);
      if (!row) throw notFound(am.notFound);
      if (body.doctor_id && body.doctor_id !== row.expert.id) throw badRequest(rm.doctorMismatch);
      const now = deps.clock.now();
      if (!isKept(row.booking.status) || row.booking.endsAt.getTime() > now.getTime())
        throw conflict(rm.onlyPast);
      const review = await insertReview(deps.db, {
        bookingId: row.booking.id,
        patientId: patient.id,
        expertId: row.expert.id,
        rating: body.rating,
        comment: body.comment,
      });
      if (!review) throw conflict(rm.already);
      return ok(reply, rm.added, presentReview(review), 201);
    },
  );

  app.get(
    '/testimonial/list/',
    {
      schema: {
        tags,
        summary: "The signed-in patient's reviews, newest first",
        security,
        querystring: appointmentListQuery,
        response: { 200: envelope(reviewListData) },
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const { rows, total } = await patientReviews(deps.db, patient.id, pageWindow(request.query));
      return ok(reply, rm.list, {
        result: rows.map(presentReview),
        pagination: paginationOf(request.query, total),
      });
    },
  );
}

function presentReview(r: Awaited<ReturnType<typeof patientReviews>>['rows'][number]) {
  return {
    _id: r.id,
    patient_id: r.patientId,
    doctor_id: r.expertId,
    book_appointment_id: r.bookingId,
    rating: r.rating,
    comment: r.comment,
    status: r.status as 'pending' | 'approved' | 'rejected',
    createdAt: r.createdAt.toISOString(),
  };
}

/** A patient's consultations with one expert (documented with the experts' calls, where the app finds them). */
async function patientExpertAppointmentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  for (const when of ['upcoming', 'past'] as const) {
    app.get(
      `/patient/${when}-bookings-by-doctor`,
      {
        schema: {
          tags: ['experts'],
          summary: `The signed-in patient's ${when} confirmed consultations with one expert`,
          security: [{ bearer: [] }],
          querystring: bookingsByDoctorQuery,
          response: { 200: envelope(appointmentListData) },
        },
      },
      async (request, reply) => {
        const patient = signedInPatient(request);
        const expert = await findActiveExpert(deps.db, request.query.doctor_id);
        if (!expert) throw notFound(em.notFound);
        const now = deps.clock.now();
        const rows = await patientAppointments(
          deps.db,
          patient.id,
          now,
          when,
          pageWindow(request.query),
          expert.id,
        );
        return ok(
          reply,
          em.bookings,
          rows.map((row) => presentAppointment(row, patient, mediaBases(request), now)),
        );
      },
    );
  }
}
