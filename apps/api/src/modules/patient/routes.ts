import { todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import { PREGNANCY_INTEREST, PREGNANT_STAGE } from '@care/contracts/patient/constants';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { patientSchema, profileSaveBody, profileSaveData } from '@care/contracts/patient/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { authenticate } from '../auth/authenticate.ts';
import { findUpload } from '../files/repository.ts';
import { presentPatient } from './present.ts';
import { findAccountById, type NewPatientRow, updatePatient } from './repository.ts';

const tags = ['patient'];
const security = [{ bearer: [] }];

export async function patientRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  app.get(
    '/patient/profile',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'The signed-in patient',
        response: { 200: envelope(patientSchema) },
      },
    },
    async (request, reply) => {
      const row = await findAccountById(deps.db, request.patientId);
      if (!row) throw new AppError(401, commonMessages.sessionExpired);
      return ok(reply, commonMessages.ok, await presentPatient(row, deps.storage));
    },
  );

  app.post(
    '/patient/profile/save',
    {
      preHandler: authenticate,
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
      const body = request.body;
      const current = (await findAccountById(deps.db, request.patientId))!;
      const [firstName, ...rest] = body.name.trim().split(/\s+/);
      const changes: Partial<NewPatientRow> = { firstName: firstName!, lastName: rest.join(' ') };
      if (body.gender !== undefined) changes.gender = body.gender;
      if (body.dob !== undefined) changes.dob = body.dob;
      if (body.tribe !== undefined) changes.tribe = body.tribe;
      if (body.interest !== undefined) {
        changes.interest = body.interest;
        const gender = changes.gender ?? current.gender;
        if (body.interest.includes(PREGNANCY_INTEREST) && gender !== 'female')
          throw badRequest(pm.pregnancyForWomenOnly);
        if (!body.interest.includes(PREGNANCY_INTEREST)) {
          // Without the pregnancy interest there is no stage or week (spec section 4, Profile).
          changes.conceiveStatus = null;
          changes.lmp = null;
          changes.lmpAsOf = null;
        } else {
          changes.conceiveStatus = body.conceive_status ?? null;
          const pregnant = body.conceive_status === PREGNANT_STAGE;
          changes.lmp = pregnant ? (body.lmp ?? null) : null;
          changes.lmpAsOf = pregnant
            ? body.lmp !== current.lmp || !current.lmpAsOf
              ? todayIso()
              : current.lmpAsOf
            : null;
        }
      } else if (
        body.gender !== undefined &&
        body.gender !== 'female' &&
        current.interest.includes(PREGNANCY_INTEREST)
      ) {
        throw badRequest(pm.pregnancyForWomenOnly);
      }
      if (body.profile_pic !== undefined && body.profile_pic !== current.profilePic) {
        if (body.profile_pic === null) changes.profilePic = null;
        else {
          // Only a picture this patient uploaded, and that arrived, may become the profile picture.
          const upload = await findUpload(deps.db, body.profile_pic);
          if (
            !upload ||
            upload.patientId !== current.id ||
            upload.folder !== 'patient' ||
            !upload.uploadedAt
          ) {
            throw badRequest(pm.picNotUploaded);
          }
          changes.profilePic = body.profile_pic;
        }
      }
      const row = await updatePatient(deps.db, current.id, changes);
      if (changes.profilePic !== undefined && current.profilePic && current.profilePic !== row.profilePic) {
        await deps.storage
          .remove(current.profilePic)
          .catch((err) => request.log.warn({ err }, 'old picture not removed'));
      }
      const patient = await presentPatient(row, deps.storage);
      return ok(reply, pm.updated, { ...patient, lmp_date: patient.lmp });
    },
  );

  app.post(
    '/patient/remove-profile-pic',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete the profile picture',
        response: { 200: envelope(patientSchema) },
      },
    },
    async (request, reply) => {
      const current = (await findAccountById(deps.db, request.patientId))!;
      const row = await updatePatient(deps.db, current.id, { profilePic: null });
      if (current.profilePic) {
        await deps.storage
          .remove(current.profilePic)
          .catch((err) => request.log.warn({ err }, 'picture file not removed'));
      }
      return ok(reply, pm.picRemoved, await presentPatient(row, deps.storage));
    },
  );
}
