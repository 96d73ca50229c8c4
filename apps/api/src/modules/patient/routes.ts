import { envelope } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import {
  type ProfileSaveBody,
  patientSchema,
  profileSaveBody,
  profileSaveData,
} from '@care/contracts/patient/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readJsonBody } from '../../lib/json-body.ts';
import { parseOr400 } from '../../lib/parse.ts';
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

  const saveSummary =
    'Save the profile; absent fields stay as they were (the tribe modal sends only name and tribe)';
  async function save(request: FastifyRequest, reply: FastifyReply, body: ProfileSaveBody) {
    const row = await saveProfile(deps, signedInPatient(request), body, request.log);
    const patient = await presentPatient(row, requestStorage(request), deps.clock.now());
    return ok(reply, pm.updated, { ...patient, lmp_date: patient.lmp });
  }

  app.post(
    '/patient/profile/save',
    {
      schema: {
        tags,
        security,
        summary: saveSummary,
        body: profileSaveBody,
        response: { 200: envelope(profileSaveData) },
      },
    },
    (request, reply) => save(request, reply, request.body),
  );

  // Spec section 7: "one note says GET with a body; the other notes say POST", and both readings
  // stand. The same call by GET: its JSON body is read here (Fastify reads none on GET) and
  // checked by the same schema before the same handler.
  app.get(
    '/patient/profile/save',
    {
      schema: {
        tags,
        security,
        summary: `${saveSummary}. The same call as POST, by GET with the same JSON body`,
        response: { 200: envelope(profileSaveData) },
      },
      preValidation: async (request) => {
        request.body = parseOr400(profileSaveBody, await readJsonBody(request));
      },
    },
    (request, reply) => save(request, reply, request.body as ProfileSaveBody),
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
