import { envelope } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { patientSchema, profileSaveBody, profileSaveData } from '@care/contracts/patient/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requestStorage } from '../../lib/site-url.ts';
import { patientScope, signedInPatient } from '../../plugins/caller.ts';
import { presentPatient } from './present.ts';
import { removeProfilePicture, saveProfile } from './service.ts';

const tags = ['patient'];
const security = [{ bearer: [] }];

/** The signed-in patient's own profile. */
export const patientRoutes = patientScope(async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  app.get(
    '/patient/profile',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in patient',
        response: { 200: envelope(patientSchema) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        commonMessages.ok,
        await presentPatient(signedInPatient(request), requestStorage(request), deps.clock.now()),
      ),
  );

  app.post(
    '/patient/profile/save',
    {
      schema: {
        tags,
        security,
        summary:
          'Save the profile; absent fields stay as they were (the tribe modal sends only name and tribe)',
        body: profileSaveBody,
        response: { 200: envelope(profileSaveData) },
      },
    },
    async (request, reply) => {
      const row = await saveProfile(deps, signedInPatient(request), request.body, request.log);
      const patient = await presentPatient(row, requestStorage(request), deps.clock.now());
      return ok(reply, pm.updated, { ...patient, lmp_date: patient.lmp });
    },
  );

  app.post(
    '/patient/remove-profile-pic',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the profile picture',
        response: { 200: envelope(patientSchema) },
      },
    },
    async (request, reply) => {
      const row = await removeProfilePicture(deps, signedInPatient(request), request.log);
      return ok(reply, pm.picRemoved, await presentPatient(row, requestStorage(request), deps.clock.now()));
    },
  );
});
