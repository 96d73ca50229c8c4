import { commonMessages } from '@care/contracts/common/messages';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { EXPERT_PHOTO_FOLDER } from '../../lib/media-url.ts';
import { findExpertPhoto, photoIdOfFile } from './photo-repository.ts';

/**
 * Experts' uploaded photos at /media/expert-photo/<id>.jpg, from the database, to anyone (they are
 * on the public expert pages). Beside the media folder's files (plugins/static-files.ts, /media/*):
 * the router prefers this route's fixed segment to that wildcard, whichever registers first. A
 * photo's address changes with every upload, so it is cached for good; a replaced one is a 404.
 */
export async function expertPhotoFiles(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    `/media/${EXPERT_PHOTO_FOLDER}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const id = photoIdOfFile(request.params.file);
      const photo = id ? await findExpertPhoto(app.deps.db, id) : null;
      if (!photo) throw notFound(commonMessages.notFound);
      return (
        reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          // Shown by the provider's apps from their own origins (helmet's default is same-origin).
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('X-Content-Type-Options', 'nosniff')
          .type(photo.contentType)
          .send(photo.bytes)
      );
    },
  );
}
