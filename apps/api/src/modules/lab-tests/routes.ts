import { envelope } from '@care/contracts/common/envelope';
import { pageWindow } from '@care/contracts/common/paging';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import {
  idParams,
  labOrderData,
  testBookingListData,
  testBookingListQuery,
  testBookingPatchSchema,
  testBookingSchema,
  testBookSchema,
  testListData,
  testListQuery,
} from '@care/contracts/lab-tests/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { openScope, patientScope, signedInPatient } from '../../plugins/caller.ts';
import { addressRoutes } from './address-routes.ts';
import { bookTest, changeBookingDetails } from './booking-details.ts';
import { startLabPayment } from './lab-payment.ts';
import { presentTest, presentTestBooking } from './present.ts';
import { findPatientTestBooking, findTests, patientTestBookings } from './repository.ts';

const tags = ['lab-tests'];
const security = [{ bearer: [] }];

/**
 * Lab tests (spec sections 2 and 4): the catalogue for everyone, booking for patients; and
 * (issue 22) how and when the sample is collected, the patient's saved addresses, and paying online.
 */
export async function labTestRoutes(root: FastifyInstance) {
  await root.register(openScope(catalogueRoutes));
  await root.register(patientScope(bookingRoutes));
  await root.register(patientScope(addressRoutes));
}

async function catalogueRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/test',
    {
      schema: {
        tags,
        summary: 'The lab catalogue, by category and search (typos forgiven), with preparation advice',
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
        summary:
          'Books a lab test at its MRP; one open booking per patient and test. With only test_id the collection details are chosen later (PATCH test/my-bookings/:id)',
        security,
        body: testBookSchema,
        response: { 201: envelope(testBookingSchema) },
      },
    },
    async (request, reply) => {
      const booked = await bookTest(deps, signedInPatient(request).id, request.body);
      return ok(reply, m.booked, presentTestBooking(booked), 201);
    },
  );

  // Ours: the spec leaves how a patient sees their test bookings open.
  app.get(
    '/test/my-bookings',
    {
      schema: {
        tags,
        summary:
          "The signed-in patient's test bookings, where each stands and what happens next, newest first",
        security,
        querystring: testBookingListQuery,
        response: { 200: envelope(testBookingListData) },
      },
    },
    async (request, reply) => {
      const rows = await patientTestBookings(deps.db, signedInPatient(request).id, pageWindow(request.query));
      return ok(reply, m.myBookings, rows.map(presentTestBooking));
    },
  );

  app.get(
    '/test/my-bookings/:id',
    {
      schema: {
        tags,
        summary: "One of the patient's test bookings (another patient's: 404)",
        security,
        params: idParams,
        response: { 200: envelope(testBookingSchema) },
      },
    },
    async (request, reply) => {
      const row = await findPatientTestBooking(deps.db, signedInPatient(request).id, request.params.id);
      if (!row) throw notFound(m.bookingNotFound);
      return ok(reply, m.myBookings, presentTestBooking(row));
    },
  );

  app.patch(
    '/test/my-bookings/:id',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Sets or changes how, where and when the sample is collected and how it is paid, while the booking is booked and not collected (409 after)',
        security,
        params: idParams,
        body: testBookingPatchSchema,
        response: { 200: envelope(testBookingSchema) },
      },
    },
    async (request, reply) => {
      const row = await changeBookingDetails(
        deps,
        signedInPatient(request).id,
        request.params.id,
        request.body,
      );
      return ok(reply, m.bookingUpdated, presentTestBooking(row));
    },
  );

  app.post(
    '/test/my-bookings/:id/pay',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "An order for paying the booking online at its MRP, opened in the same checkout as consultations (payment_mode 'online', unpaid, still booked)",
        security,
        params: idParams,
        response: { 200: envelope(labOrderData) },
      },
    },
    async (request, reply) => {
      const order = await startLabPayment(deps, signedInPatient(request).id, request.params.id);
      return ok(reply, m.orderCreated, {
        result: { ...order, currency: 'INR' as const, key_id: deps.payments.keyId },
      });
    },
  );
}
