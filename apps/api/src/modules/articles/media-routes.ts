import { randomUUID } from 'node:crypto';
import { envelope } from '@care/contracts/common/envelope';
import {
  CONTENT_MEDIA_MAX_BYTES,
  CONTENT_MEDIA_MAX_MB,
  CONTENT_MEDIA_TYPES,
  CONTENT_UPLOAD_FOLDER,
  type ContentMediaType,
} from '@care/contracts/content/constants';
import { contentMessages as m } from '@care/contracts/content/messages';
import { contentMediaData } from '@care/contracts/content/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { mediaUrlOf } from '../../lib/media-url.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBases } from '../../lib/site-url.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import { checkMedia } from './media-check.ts';

const TYPES = Object.keys(CONTENT_MEDIA_TYPES) as ContentMediaType[];

/**
 * Article media from the console (issue 22): the body is the file itself with its Content-Type,
 * which only this scope accepts, up to the largest kind's limit; the bytes decide (media-check.ts).
 * It is stored in the file storage under article/uploads/<random>.<ext>; the answer is the key an
 * article's field (or an <img> in its body) takes and the address to preview it.
 */
export async function contentMediaRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.addContentTypeParser(
    TYPES,
    { parseAs: 'buffer', bodyLimit: CONTENT_MEDIA_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  app.setErrorHandler((err: FastifyError) => {
    if (err.statusCode === 413) throw new AppError(413, m.mediaTooLarge);
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError(415, m.mediaTypeInvalid);
    throw err;
  });

  app.post(
    '/content/media',
    {
      config: { permission: 'content.edit', rateLimit: { max: 30, timeWindow: '1 minute' } },
      bodyLimit: CONTENT_MEDIA_MAX_BYTES,
      schema: {
        tags: ['staff'],
        summary: `Uploads an article's picture, sound or video: the body is the file itself (Content-Type ${TYPES.join(', ')}; at most ${CONTENT_MEDIA_MAX_MB.image} MB for a picture, ${CONTENT_MEDIA_MAX_MB.audio} MB for a sound, ${CONTENT_MEDIA_MAX_MB.video} MB for a video), checked by its first bytes. Answers its storage key and address`,
        response: { 201: envelope(contentMediaData) },
      },
    },
    async (request, reply) => {
      signedInStaff(request);
      const type = (request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase() as ContentMediaType;
      if (!Buffer.isBuffer(request.body) || !(type in CONTENT_MEDIA_TYPES))
        throw new AppError(415, m.mediaTypeInvalid);
      const checked = checkMedia(request.body, type);
      if ('refused' in checked) throw new AppError(checked.refused.status, checked.refused.message);
      const key = `${CONTENT_UPLOAD_FOLDER}/${randomUUID()}.${checked.ext}`;
      await deps.storage.put(key, request.body, type);
      return ok(
        reply,
        m.mediaSaved,
        {
          key,
          url: mediaUrlOf(mediaBases(request), key)!,
          kind: checked.kind,
          content_type: type,
          size: request.body.length,
        },
        201,
      );
    },
  );
}
