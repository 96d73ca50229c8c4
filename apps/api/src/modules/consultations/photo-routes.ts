import { envelope } from '@care/contracts/common/envelope';
import {
  EXPERT_PHOTO_MAX_BYTES,
  EXPERT_PHOTO_MAX_MB,
  EXPERT_PHOTO_MIN_PIXELS,
  EXPERT_PHOTO_PIXELS,
  EXPERT_PHOTO_TYPES,
} from '@care/contracts/staff/constants';
import { consultationMessages as cm } from '@care/contracts/staff/messages';
import { staffProfileData } from '@care/contracts/staff/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBases } from '../../lib/site-url.ts';
import { preparePhoto, removeOwnPhoto, saveOwnPhoto } from '../experts/index.ts';
import { signedInExpert } from './expert-caller.ts';
import { presentProfile } from './present.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
// Decoding a photo is the heaviest thing a console request does: fewer a minute than other writes.
const config = { permission: 'profile.edit_own', rateLimit: { max: 10, timeWindow: '1 minute' } } as const;

/**
 * The expert's own photo. It is sent as the file itself (the body is the image's bytes with its
 * Content-Type), which only this scope accepts, up to EXPERT_PHOTO_MAX_BYTES; the experts module
 * checks it, re-encodes it and keeps it in the database.
 */
export async function profilePhotoRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.addContentTypeParser(
    [...EXPERT_PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: EXPERT_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // A body over the limit, or of another type, said in the photo's words; the rest as everywhere
  // (an error thrown here goes to the site's handler, which answers the envelope).
  app.setErrorHandler((err: FastifyError) => {
    if (err.statusCode === 413) throw new AppError(413, cm.photoTooLarge);
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError(415, cm.photoTypeInvalid);
    throw err;
  });

  app.put(
    '/profile/photo',
    {
      config,
      schema: {
        tags,
        security,
        summary: `Saves the expert's photo: the body is the picture itself (Content-Type ${EXPERT_PHOTO_TYPES.join(', ')}; at most ${EXPERT_PHOTO_MAX_MB} MB, at least ${EXPERT_PHOTO_MIN_PIXELS} x ${EXPERT_PHOTO_MIN_PIXELS} pixels), kept as a ${EXPERT_PHOTO_PIXELS} x ${EXPERT_PHOTO_PIXELS} JPEG without its metadata; patients see it at once. Answers the profile`,
        response: { 200: envelope(staffProfileData) },
      },
    },
    async (request, reply) => {
      const { staff, expertId } = signedInExpert(request);
      // Another body (JSON, none) came through a parser of the site's.
      if (!Buffer.isBuffer(request.body)) throw new AppError(415, cm.photoTypeInvalid);
      const prepared = await preparePhoto(request.body);
      if ('refused' in prepared) throw badRequest(prepared.refused);
      const saved = await saveOwnPhoto(deps, expertId, staff.id, prepared.photo);
      if (!saved) throw new AppError(403, cm.noExpertProfile);
      return ok(reply, cm.photoSaved, presentProfile(saved, mediaBases(request), deps.clock.now()));
    },
  );

  app.delete(
    '/profile/photo',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "Removes the expert's photo (an uploaded one or the drawing they had): patients see the apps' avatar for an expert without a picture. Answers the profile",
        response: { 200: envelope(staffProfileData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      const saved = await removeOwnPhoto(deps, expertId);
      if (!saved) throw new AppError(403, cm.noExpertProfile);
      return ok(reply, cm.photoRemoved, presentProfile(saved, mediaBases(request), deps.clock.now()));
    },
  );
}
