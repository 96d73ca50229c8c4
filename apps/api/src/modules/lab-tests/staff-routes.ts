import { todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { labStaffMessages as m } from '@care/contracts/lab-tests/staff-messages';
import {
  LAB_REPORT_MAX_BYTES,
  labBookingListData,
  labBookingListQuery,
  labCancelBody,
  labIdParams,
  labMoveBody,
  labReportQuery,
  labStaffBookingSchema,
  labStaffTestListData,
  labStaffTestSchema,
  labTestCreateBody,
  labTestPatchBody,
} from '@care/contracts/lab-tests/staff-schemas';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { signedInStaff, staffScope } from '../../plugins/caller.ts';
import { recordStaffReadOncePerDay } from '../staff/index.ts';
import { cancelLabBooking, markCollected } from './booking-moves.ts';
import { createLabTest, editLabTest } from './catalogue.ts';
import { uploadLabReport } from './report-upload.ts';
import { presentStaffBooking, presentStaffTest } from './staff-present.ts';
import { allLabTests, type ListedLabBooking, labBookingsOn, listedLabBooking } from './staff-repository.ts';

const tags = ['staff: lab'];
const run = { permission: 'lab.run' } as const;
const catalogue = { permission: 'lab.catalogue' } as const;

/** The lab as operations run it (issue 22), under /api/staff/lab. */
export async function labStaffRoutes(root: FastifyInstance) {
  await root.register(
    async (lab) => {
      await lab.register(staffScope(bookingRoutes));
      await lab.register(staffScope(reportRoutes));
      await lab.register(staffScope(catalogueRoutes));
    },
    { prefix: '/staff/lab' },
  );
}

async function bookingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  /** The answer after a change: the booking as the list shows it. */
  async function answer(id: string) {
    const row = await listedLabBooking(deps.db, id);
    if (!row) throw notFound(m.bookingNotFound);
    return presentStaffBooking(row);
  }

  app.get(
    '/bookings',
    {
      config: run,
      schema: {
        tags,
        summary:
          "A date's lab collections (Asia/Kolkata, today by default) ordered by window, by status and mode, with every open booking that has no date yet; each with the patient's name, phone and address (a recorded read of their contact details)",
        querystring: labBookingListQuery,
        response: { 200: envelope(labBookingListData) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const q = request.query;
      const date = q.date ?? todayIso(deps.clock.now());
      const now = deps.clock.now();
      const { bookings, undated } = await deps.db.transaction(async (tx) => {
        const [dated, open] = [
          await labBookingsOn(tx, { date, status: q.status, mode: q.mode }),
          await labBookingsOn(tx, { date: null, status: q.status, mode: q.mode }),
        ];
        // The phone and address are the patient's contact details: each booking shown is a read
        // in the access log (the patient's own history lists it), once a day per operator.
        for (const r of [...dated, ...open]) await recordContactRead(tx, r);
        return { bookings: dated, undated: open };
      });
      return ok(reply, m.bookings, {
        date,
        bookings: bookings.map(presentStaffBooking),
        undated: undated.map(presentStaffBooking),
      });

      function recordContactRead(tx: Parameters<typeof labBookingsOn>[0], r: ListedLabBooking) {
        return recordStaffReadOncePerDay(tx, {
          staff,
          patientId: r.booking.patientId,
          bookingId: null,
          what: 'contact_details',
          title: 'Contact details',
          reason: `Lab collection ${r.booking.bookingNo}`,
          now,
        });
      }
    },
  );

  app.post(
    '/bookings/:id/move',
    {
      config: { ...run, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Moves a lab booking forward: booked → sample_collected (a booking paid at collection is recorded paid). report_ready comes only with the report (POST …/report). Two operators at once: one 200, the other 409',
        params: labIdParams,
        body: labMoveBody,
        response: { 200: envelope(labStaffBookingSchema) },
      },
    },
    async (request, reply) => {
      if (request.body.to === 'report_ready') throw badRequest(m.reportNeedsUpload);
      const staff = signedInStaff(request);
      const { booking, paymentRecorded } = await markCollected(deps, staff, request.params.id);
      return ok(reply, paymentRecorded ? m.collectedAndPaid : m.collected, await answer(booking.id));
    },
  );

  app.post(
    '/bookings/:id/cancel',
    {
      config: { ...run, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Cancels a lab booking whose sample is not yet collected, with the reason the patient is shown; an online payment is refunded (the refund written in the same transaction) and the patient texted',
        params: labIdParams,
        body: labCancelBody,
        response: { 200: envelope(labStaffBookingSchema) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const done = await cancelLabBooking(deps, request.log, staff, request.params.id, request.body.reason);
      return ok(reply, done.refunded ? m.cancelledRefunded : m.cancelled, await answer(done.booking.id));
    },
  );
}

/**
 * The report's upload: the body is the PDF itself (Content-Type application/pdf, at most
 * LAB_REPORT_MAX_BYTES), which only this scope accepts; its status and signing doctor in the
 * query.
 */
async function reportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: LAB_REPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((err: FastifyError) => {
    if (err.statusCode === 413) throw new AppError(413, m.reportTooLarge);
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError(415, m.reportNotPdf);
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_TYPE')
      throw badRequest(m.reportEmpty);
    throw err;
  });

  app.post(
    '/bookings/:id/report',
    {
      config: { ...run, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Uploads the lab's report for a booking whose sample is collected: the body is the PDF (application/pdf, at most 10 MB), its risk status and signing doctor in the query. It becomes the patient's Test Report, the booking moves to report_ready and the patient is texted that a report is ready (no test name). A second upload: 409",
        params: labIdParams,
        querystring: labReportQuery,
        response: { 201: envelope(labStaffBookingSchema) },
      },
    },
    async (request, reply) => {
      // Another body (JSON, none) came through a parser of the site's.
      if (!Buffer.isBuffer(request.body)) throw new AppError(415, m.reportNotPdf);
      const staff = signedInStaff(request);
      const q = request.query;
      const done = await uploadLabReport(
        deps,
        request.log,
        staff,
        request.params.id,
        { status: q.status, doctorName: q.doctor_name, instituteName: q.institute_name },
        request.body,
      );
      const row = await listedLabBooking(deps.db, done.booking.id);
      return ok(reply, m.reportSaved, presentStaffBooking(row!), 201);
    },
  );
}

async function catalogueRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/tests',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'The whole lab catalogue, inactive tests included, by name; MRP in paise',
        response: { 200: envelope(labStaffTestListData) },
      },
    },
    async (_request, reply) => ok(reply, m.tests, (await allLabTests(deps.db)).map(presentStaffTest)),
  );

  app.post(
    '/tests',
    {
      config: { ...catalogue, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Adds a lab test (MRP in paise); patients see it at once when active',
        body: labTestCreateBody,
        response: { 201: envelope(labStaffTestSchema) },
      },
    },
    async (request, reply) => {
      const row = await createLabTest(deps, signedInStaff(request), request.body);
      return ok(reply, m.testCreated, presentStaffTest(row), 201);
    },
  );

  app.patch(
    '/tests/:id',
    {
      config: { ...catalogue, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Edits a lab test (any of its fields; active false takes it off the patient catalogue); patients see the change at once',
        params: labIdParams,
        body: labTestPatchBody,
        response: { 200: envelope(labStaffTestSchema) },
      },
    },
    async (request, reply) => {
      const row = await editLabTest(deps, signedInStaff(request), request.params.id, request.body);
      return ok(reply, m.testSaved, presentStaffTest(row));
    },
  );
}
