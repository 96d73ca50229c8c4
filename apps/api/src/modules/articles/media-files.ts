import fs from 'node:fs';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { commonMessages } from '@care/contracts/common/messages';
import { CONTENT_MEDIA_TYPES } from '@care/contracts/content/constants';
import type { FastifyInstance } from 'fastify';
import { parseByteRange } from '../../lib/byte-range.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { ARTICLE_UPLOAD_FOLDER } from '../../lib/media-url.ts';

const FILE = /^[a-f0-9-]{36}\.(jpg|png|webp|mp3|m4a|mp4)$/;
const TYPE_BY_EXT: Record<string, string> = {};
for (const [type, { ext }] of Object.entries(CONTENT_MEDIA_TYPES)) TYPE_BY_EXT[ext] ??= type;

/**
 * The console's uploaded article media at /media/article/uploads/<file>, to anyone (articles are
 * public): from local storage with byte ranges (players seek), or a redirect to S3's signed link.
 * The router prefers this fixed segment to the media folder's wildcard (plugins/static-files.ts).
 * An upload's name is random and never reused, so it is cached for good.
 */
export async function articleMediaFiles(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    `/media/${ARTICLE_UPLOAD_FOLDER}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      if (!match) throw notFound(commonMessages.notFound);
      const key = `${ARTICLE_UPLOAD_FOLDER}/${request.params.file}`;
      const { storage, localStorage } = app.deps;
      if (!localStorage) return reply.redirect(await storage.presignDownload(key), 302);
      const size = await localStorage.sizeOf(key);
      if (size === null) throw notFound(commonMessages.notFound);
      const range = parseByteRange(request.headers.range, size);
      reply
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('X-Content-Type-Options', 'nosniff')
        .type(TYPE_BY_EXT[match[1]!]!);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        throw new AppError(416, DEFAULT_MESSAGE);
      }
      const file = localStorage.filePath(key);
      if (!range) return reply.header('Content-Length', size).send(fs.createReadStream(file));
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(fs.createReadStream(file, range));
    },
  );
}
