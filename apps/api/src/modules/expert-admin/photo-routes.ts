import { envelope } from '@care/contracts/common/envelope';
import { expertAdminMessages as m } from '@care/contracts/expert-admin/messages';
import { staffExpertSchema } from '@care/contracts/expert-admin/schemas';
import {
  EXPERT_PHOTO_MAX_BYTES,
  EXPERT_PHOTO_MAX_MB,
  EXPERT_PHOTO_MIN_PIXELS,
  EXPERT_PHOTO_PIXELS,
  EXPERT_PHOTO_TYPES,
} from '@care/contracts/staff/constants';
import { consultationMessages as cm } from '@care/contracts/staff/messages';
import { idParams } from '@care/contracts/staff/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBases } from '../../lib/site-url.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import { preparePhoto } from '../experts/index.ts';
import { expertIdsWithAccounts } from '../staff/index.ts';
import { presentStaffExpert } from './present.ts';
import { changePhoto } from './service.ts';

const tags = ['staff'];
// Decoding a photo is the heaviest thing a console request does: fewer a minute than other writes.
const config = { permission: 'experts.manage', rateLimit: { max: 10, timeWindow: '1 minute' } } as const;

/**
 * Any expert's photo, by operations: the same pipeline as the expert's own upload (issue 21's
 * PUT staff/profile/photo): the body is the picture's bytes, checked and re-encoded by the experts
 * module (sharp), kept in expert_photos.
 */
export async function expertPhotoAdminRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.addContentTypeParser(
    [...EXPERT_PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: EXPERT_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((err: FastifyError) => {
    if (err.statusCode === 413) throw new AppError(413, cm.photoTooLarge);
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError(415, cm.photoTypeInvalid);
    throw err;
  });

  app.put(
    '/experts/:id/photo',
    {
      config,
      schema: {
        tags,
        params: idParams,
        summary: `Saves an expert's photo: the body is the picture itself (Content-Type ${EXPERT_PHOTO_TYPES.join(', ')}; at most ${EXPERT_PHOTO_MAX_MB} MB, at least ${EXPERT_PHOTO_MIN_PIXELS} x ${EXPERT_PHOTO_MIN_PIXELS} pixels), kept as a ${EXPERT_PHOTO_PIXELS} x ${EXPERT_PHOTO_PIXELS} JPEG without its metadata; patients see it at once. Answers the expert`,
        response: { 200: envelope(staffExpertSchema) },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError(415, cm.photoTypeInvalid);
      const prepared = await preparePhoto(request.body);
      if ('refused' in prepared) throw badRequest(prepared.refused);
      const saved = await changePhoto(deps, signedInStaff(request), request.params.id, prepared.photo);
      const taken = await expertIdsWithAccounts(deps.db);
      return ok(reply, m.photoSaved, presentStaffExpert(saved, mediaBases(request), taken.has(saved.id)));
    },
  );

  app.delete(
    '/experts/:id/photo',
    {
      config,
      schema: {
        tags,
        params: idParams,
        summary: "Removes an expert's photo: patients see the apps' avatar. Answers the expert",
        response: { 200: envelope(staffExpertSchema) },
      },
    },
    async (request, reply) => {
      const saved = await changePhoto(deps, signedInStaff(request), request.params.id, null);
      const taken = await expertIdsWithAccounts(deps.db);
      return ok(reply, m.photoRemoved, presentStaffExpert(saved, mediaBases(request), taken.has(saved.id)));
    },
  );
}
