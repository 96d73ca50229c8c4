import { envelope } from '@care/contracts/common/envelope';
import { consultationMessages as cm, scheduleMessages as sm } from '@care/contracts/staff/messages';
import {
  doctorReportBody,
  idParams,
  notesBody,
  notesData,
  reportLinkData,
  reportParams,
  roomTicketData,
  staffAppointmentDetailData,
  staffIntakeData,
  staffUploadBody,
  staffUploadData,
} from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { absoluteUrl, requestStorage, siteUrl } from '../../lib/site-url.ts';
import { findExpertBooking, roomState } from '../booking/index.ts';
import { expertRoomLink } from '../meeting/index.ts';
import { readIntake, reportLink } from './clinical-reads.ts';
import { issueReportUpload, writeDoctorReport } from './doctor-report.ts';
import { signedInExpert } from './expert-caller.ts';
import { markAppointmentNoShow } from './no-show.ts';
import { saveNotes } from './repository.ts';
import { expertAppointment } from './schedule.ts';

const tags = ['staff'];

/**
 * The consultation itself: the intake form and shared files (each read logged), the expert's
 * private notes, the doctor report, a no-show, and the way into the room. Every route finds the
 * appointment among the signed-in expert's own: another expert's is not found, and nothing is
 * changed or logged.
 */
export async function consultationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  /** The appointment as the console shows it after a change. */
  async function detailOf(expertId: string, id: string) {
    const detail = await expertAppointment(deps.db, expertId, id, deps.clock.now());
    if (!detail) throw notFound(sm.appointmentNotFound);
    return detail;
  }

  app.get(
    '/appointments/:id/intake',
    {
      config: { permission: 'consultation.read_intake' },
      schema: {
        tags,
        summary:
          "The patient's intake form as question and answer pairs in the form's order, answers a clinician should see first flagged (logged in the access log; not filled yet: 404)",
        params: idParams,
        response: { 200: envelope(staffIntakeData) },
      },
    },
    async (request, reply) => {
      const { staff, expertId } = signedInExpert(request);
      return ok(reply, cm.intake, await readIntake(deps, staff, expertId, request.params.id));
    },
  );

  app.get(
    '/appointments/:id/reports/:reportId/link',
    {
      // As the patient's own file links: a person reads a few, a script many.
      config: { permission: 'consultation.read_reports', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'A 5-minute link to a file shared with the appointment (the patient’s or a doctor report); logged in the access log',
        params: reportParams,
        response: { 200: envelope(reportLinkData) },
      },
    },
    async (request, reply) => {
      const { staff, expertId } = signedInExpert(request);
      const { id, reportId } = request.params;
      const link = await reportLink(deps, staff, expertId, id, reportId);
      return ok(reply, cm.reportLink, { ...link, url: absoluteUrl(request, link.url) });
    },
  );

  app.put(
    '/appointments/:id/notes',
    {
      config: { permission: 'consultation.write_notes' },
      schema: {
        tags,
        summary: "Saves the expert's private notes on the appointment (never shown to the patient)",
        params: idParams,
        body: notesBody,
        response: { 200: envelope(notesData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      const booking = await findExpertBooking(deps.db, expertId, request.params.id);
      if (!booking) throw notFound(sm.appointmentNotFound);
      const saved = await saveNotes(deps.db, {
        bookingId: booking.id,
        expertId,
        privateNotes: request.body.private_notes,
        now: deps.clock.now(),
      });
      if (saved === null) throw notFound(sm.appointmentNotFound);
      return ok(reply, cm.notesSaved, { private_notes: saved });
    },
  );

  app.post(
    '/uploads',
    {
      config: { permission: 'consultation.write_report', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "A signed link to PUT one PDF for a doctor report on one of the expert's appointments (once it has started; not a cancelled one); its file_path goes to doctor-report",
        body: staffUploadBody,
        response: { 201: envelope(staffUploadData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      const storage = requestStorage(request);
      const signed = await issueReportUpload(deps, expertId, request.body.appointment_id, (...a) =>
        storage.presignUpload(...a),
      );
      return ok(
        reply,
        cm.uploadLink,
        {
          url: signed.url,
          file_path: signed.key,
          method: 'PUT' as const,
          expires_at: signed.expiresAt.toISOString(),
        },
        201,
      );
    },
  );

  app.post(
    '/appointments/:id/doctor-report',
    {
      config: { permission: 'consultation.write_report', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Shares a report with the patient: typed text printed to a PDF on the provider's letterhead, or an uploaded PDF; once the appointment has started, never for a cancelled one. The patient is texted that a report is ready",
        params: idParams,
        body: doctorReportBody,
        response: { 201: envelope(staffAppointmentDetailData) },
      },
    },
    async (request, reply) => {
      const { staff, expertId } = signedInExpert(request);
      const id = request.params.id;
      await writeDoctorReport(deps, request.log, staff, expertId, id, request.body);
      return ok(reply, cm.doctorReportSaved, await detailOf(expertId, id), 201);
    },
  );

  app.post(
    '/appointments/:id/no-show',
    {
      config: { permission: 'consultation.mark_no_show' },
      schema: {
        tags,
        summary:
          'Marks a confirmed appointment a no-show once the joining window has closed (10 minutes after the start) and the patient has not joined',
        params: idParams,
        response: { 200: envelope(staffAppointmentDetailData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      await markAppointmentNoShow(deps, expertId, request.params.id);
      return ok(reply, cm.noShowMarked, await detailOf(expertId, request.params.id));
    },
  );

  app.post(
    '/appointments/:id/room',
    {
      config: { permission: 'consultation.join' },
      schema: {
        tags,
        summary:
          "The expert's address of the appointment's room (the same room as the patient's), valid until the end; 409 outside the room's window",
        params: idParams,
        response: { 200: envelope(roomTicketData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      const booking = await findExpertBooking(deps.db, expertId, request.params.id);
      if (!booking) throw notFound(sm.appointmentNotFound);
      if (roomState(booking, deps.clock.now()) !== 'open') throw conflict(cm.roomClosed);
      return ok(reply, cm.room, {
        room_url: await expertRoomLink(deps.tokenKeys.secret, siteUrl(request), booking),
        expires_at: booking.endsAt.toISOString(),
      });
    },
  );
}
