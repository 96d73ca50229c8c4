import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PROFILE_PIC_DIRECT_BYTES } from '@care/contracts/constants';
import { envelope } from '@care/contracts/envelope';
import { commonMessages, profileMessages } from '@care/contracts/messages';
import { signedUrlData, signedUrlQuery } from '@care/contracts/patient';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TYPES, matchesContentType } from '../../adapters/storage/file-storage.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { authenticate } from '../auth/authenticate.ts';
import { createUpload, findUpload, markUploaded } from './repository.ts';

const MAX_BYTES: Record<string, number> = {
  // The browser compresses pictures to 1 MB before upload; the server holds the same line.
  patient: PROFILE_PIC_DIRECT_BYTES,
  'patient-report': 10 * 1024 * 1024,
};

const signedQuery = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
  max: z.string().optional(),
});

export async function fileRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  app.get(
    '/s3/get-singed-url',
    {
      preHandler: authenticate,
      schema: {
        tags: ['files'],
        security: [{ bearer: [] }],
        summary: 'A signed, expiring URL to PUT one file to (path spelled as the apps call it)',
        querystring: signedUrlQuery,
        response: { 200: envelope(signedUrlData) },
      },
    },
    async (request, reply) => {
      const { ext, folder_name } = request.query;
      if (folder_name === 'patient' && ext === 'pdf') throw badRequest(profileMessages.fileType);
      const contentType = CONTENT_TYPES[ext]!;
      const maxBytes = MAX_BYTES[folder_name]!;
      // The key is ours, never the client's file name: nothing can be overwritten or escape the folder.
      const key = `${folder_name}/${request.patientId}/${randomUUID()}.${ext === 'jpeg' ? 'jpg' : ext}`;
      await createUpload(deps.db, {
        key,
        patientId: request.patientId,
        folder: folder_name,
        contentType,
        maxBytes,
      });
      const signed = await deps.storage.presignUpload(key, contentType, maxBytes);
      return ok(reply, commonMessages.ok, {
        url: signed.url,
        file_path: key,
        method: 'PUT' as const,
        expires_at: signed.expiresAt.toISOString(),
      });
    },
  );

  if (deps.config.S3_BUCKET) return;

  // The local-disk adapter's own signed URLs (S3 serves these itself when configured).
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'application/pdf', 'application/octet-stream'],
    (_req, payload, done) => done(null, payload),
  );

  app.put(
    '/storage/*',
    { bodyLimit: 10 * 1024 * 1024, schema: { hide: true, querystring: signedQuery } },
    async (request, reply) => {
      const key = decodeURIComponent((request.params as { '*': string })['*']);
      const grant = deps.localStorage!.verify('put', key, request.query);
      const upload = grant ? await findUpload(deps.db, key) : null;
      if (!grant || !upload) throw new AppError(403, commonMessages.uploadLinkInvalid);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > grant.maxBytes) throw new AppError(413, commonMessages.uploadTooLarge);
      const target = deps.localStorage!.filePath(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.part`;
      let size = 0;
      let head = Buffer.alloc(0);
      const guard = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          size += chunk.length;
          if (head.length < 8) head = Buffer.concat([head, chunk]).subarray(0, 8);
          if (size > grant.maxBytes) return cb(new AppError(413, commonMessages.uploadTooLarge));
          cb(null, chunk);
        },
      });
      try {
        await pipeline(request.body as NodeJS.ReadableStream, guard, fs.createWriteStream(temp));
        if (size === 0 || !matchesContentType(head, upload.contentType))
          throw badRequest(profileMessages.fileType);
        await fsp.rename(temp, target);
      } finally {
        await fsp.rm(temp, { force: true });
      }
      await markUploaded(deps.db, key, size);
      return ok(reply, commonMessages.ok, { file_path: key });
    },
  );

  app.get('/storage/*', { schema: { hide: true, querystring: signedQuery } }, async (request, reply) => {
    const key = decodeURIComponent((request.params as { '*': string })['*']);
    if (!deps.localStorage!.verify('get', key, request.query))
      throw new AppError(403, commonMessages.uploadLinkInvalid);
    const upload = await findUpload(deps.db, key);
    const size = await deps.localStorage!.sizeOf(key);
    if (!upload || size === null) throw notFound(commonMessages.notFound);
    return reply
      .header('Content-Type', upload.contentType)
      .header('Content-Length', size)
      .header('Cache-Control', 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .send(fs.createReadStream(deps.localStorage!.filePath(key)));
  });
}
