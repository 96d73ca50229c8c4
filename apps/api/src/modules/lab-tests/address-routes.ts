import { envelope } from '@care/contracts/common/envelope';
import { SAVED_ADDRESSES_MAX } from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import {
  addressCreateSchema,
  addressListData,
  addressPatchSchema,
  addressSchema,
  idParams,
} from '@care/contracts/lab-tests/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { signedInPatient } from '../../plugins/caller.ts';
import {
  deletePatientAddress,
  insertPatientAddress,
  patientAddressList,
  updatePatientAddress,
} from './address-repository.ts';
import { presentAddress } from './present.ts';

const tags = ['lab-tests'];
const security = [{ bearer: [] }];

/** A patient's saved addresses (issue 22), for home collections; another patient's id is a 404. */
export async function addressRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/patient/addresses',
    {
      schema: {
        tags,
        summary: "The signed-in patient's saved addresses, oldest first",
        security,
        response: { 200: envelope(addressListData) },
      },
    },
    async (request, reply) => {
      const rows = await patientAddressList(deps.db, signedInPatient(request).id);
      return ok(reply, m.addresses, rows.map(presentAddress));
    },
  );

  app.post(
    '/patient/addresses',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: `Saves an address (at most ${SAVED_ADDRESSES_MAX}; PIN code six digits, not starting with 0)`,
        security,
        body: addressCreateSchema,
        response: { 201: envelope(addressSchema) },
      },
    },
    async (request, reply) => {
      const patientId = signedInPatient(request).id;
      const row = await deps.db.transaction((tx) =>
        insertPatientAddress(tx, patientId, request.body, SAVED_ADDRESSES_MAX),
      );
      if (!row) throw conflict(m.addressesFull);
      return ok(reply, m.addressSaved, presentAddress(row), 201);
    },
  );

  app.patch(
    '/patient/addresses/:id',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Changes a saved address (bookings keep the address they were booked with)',
        security,
        params: idParams,
        body: addressPatchSchema,
        response: { 200: envelope(addressSchema) },
      },
    },
    async (request, reply) => {
      const row = await updatePatientAddress(
        deps.db,
        signedInPatient(request).id,
        request.params.id,
        request.body,
      );
      if (!row) throw notFound(m.addressNotFound);
      return ok(reply, m.addressSaved, presentAddress(row));
    },
  );

  app.delete(
    '/patient/addresses/:id',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Deletes a saved address (bookings keep the address they were booked with)',
        security,
        params: idParams,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request, reply) => {
      const gone = await deletePatientAddress(deps.db, signedInPatient(request).id, request.params.id);
      if (!gone) throw notFound(m.addressNotFound);
      return ok(reply, m.addressDeleted, {});
    },
  );
}
