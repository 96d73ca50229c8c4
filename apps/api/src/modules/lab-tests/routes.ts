import { envelope } from '@care/contracts/common/envelope';
import { pageWindow } from '@care/contracts/common/paging';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import {
  testBookingListData,
  testBookingListQuery,
  testBookingSchema,
  testBookSchema,
  testListData,
  testListQuery,
} from '@care/contracts/lab-tests/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { openScope, patientScope, signedInPatient } from '../../plugins/caller.ts';
import { presentTest, presentTestBooking } from './present.ts';
import { findTest, findTests, insertTestBooking, patientTestBookings } from './repository.ts';

const tags = ['lab-tests'];
const security = [{ bearer: [] }];

/** Lab tests (spec sections 2 and 4): the catalogue for everyone, booking for patients. */
export async function labTestRoutes(root: FastifyInstance) {
  await root.register(openScope(catalogueRoutes));
  await root.register(patientScope(bookingRoutes));
}

async function catalogueRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/test',
    {
      schema: {
        tags,
        summary: 'The lab catalogue, by category and search (typos forgiven)',
        querystring: testListQuery,
        response: { 200: envelope(testListData) },
      },
    },
    async (request, reply) => {
      const { search, category } = request.query;
      const rows = await findTests(app.deps.db, { search, category }, pageWindow(request.query));
      return ok(reply, m.list, rows.map(presentTest));
    },
  );
}

async function bookingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/test/test-book',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Books a lab test at its MRP; one open booking per patient and test',
        security,
        body: testBookSchema,
        response: { 201: envelope(testBookingSchema) },
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const test = await findTest(deps.db, request.body.test_id);
      if (!test) throw notFound(m.notFound);
      const booking = await insertTestBooking(deps.db, patient.id, test);
      if (!booking) throw new AppError(409, m.alreadyBooked);
      return ok(reply, m.booked, presentTestBooking(booking, test.name), 201);
    },
  );

  // Ours: the spec leaves how a patient sees their test bookings open.
  app.get(
    '/test/my-bookings',
    {
      schema: {
        tags,
        summary: "The signed-in patient's test bookings and where each stands, newest first",
        security,
        querystring: testBookingListQuery,
        response: { 200: envelope(testBookingListData) },
      },
    },
    async (request, reply) => {
      const rows = await patientTestBookings(deps.db, signedInPatient(request).id, pageWindow(request.query));
      return ok(
        reply,
        m.myBookings,
        rows.map((r) => presentTestBooking(r.booking, r.name)),
      );
    },
  );
}
