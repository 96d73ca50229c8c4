import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { textField } from '@care/contracts/common/fields';
import { commonMessages } from '@care/contracts/common/messages';
import { profileMessages } from '@care/contracts/patient/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesContentType, UPLOAD_URL_SECONDS } from '../../adapters/storage/file-storage.ts';
import { parseByteRange } from '../../lib/byte-range.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { loggableError } from '../../lib/log-redaction.ts';
import { ok } from '../../lib/reply.ts';
import { claimUpload, findUpload, markUploaded, releaseUpload } from './repository.ts';

const signedQuery = z.object({
  exp: textField().max(20).optional(),
  sig: textField().max(100).optional(),
  max: textField().max(20).optional(),
  // A download's file name, no-store, read note and attachment (adapters/storage DownloadOptions), signed.
  fn: textField().max(300).optional(),
  ns: textField().max(1).optional(),
  rn: textField().max(200).optional(),
  dl: textField().max(1).optional(),
});

const linkInvalid = () => new AppError(403, commonMessages.uploadLinkInvalid);

/** The storage key: the router has decoded the path once already ('%25' is '%', not an escape). */
const keyOf = (params: unknown) => (params as { '*': string })['*'];

/** The local-disk adapter's own signed URLs (S3 serves these itself when configured). */
export async function localStorageRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  // The body is the file's bytes whatever type the browser names (it sends the file's own, at
  // times none or an odd one such as image/jpg): the first bytes decide, against the type the
  // link was made for. Nothing here is ever parsed as JSON or text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/storage/*',
    { bodyLimit: 10 * 1024 * 1024, schema: { hide: true, querystring: signedQuery } },
    async (request, reply) => {
      const key = keyOf(request.params);
      const grant = deps.localStorage!.verify('put', key, request.query);
      if (!grant) throw linkInvalid();
      if (Number(request.headers['content-length'] ?? 0) > grant.maxBytes)
        throw new AppError(413, commonMessages.uploadTooLarge);
      // A PUT without a body (no type, no length) reaches here with nothing to read.
      const body = request.body;
      if (!(body instanceof Readable)) throw badRequest(profileMessages.fileType);
      // One file per link: a used link (or one a parallel PUT is using) cannot replace the file.
      const upload = await claimUpload(deps.db, key, UPLOAD_URL_SECONDS, deps.clock.now());
      if (!upload) throw linkInvalid();
      let size: number;
      try {
        size = await writeFile(body, deps.localStorage!.filePath(key), upload.contentType, grant.maxBytes);
      } catch (err) {
        // Nothing was written (a wrong or too large file, a broken connection): the patient may
        // send the right file through the same link.
        await releaseUpload(deps.db, key).catch((e) =>
          request.log.warn({ err: loggableError(e) }, 'upload claim not released'),
        );
        throw err;
      }
      await markUploaded(deps.db, key, size, deps.clock.now());
      return ok(reply, commonMessages.ok, { file_path: key });
    },
  );

  app.get('/storage/*', { schema: { hide: true, querystring: signedQuery } }, async (request, reply) => {
    const key = keyOf(request.params);
    const grant = deps.localStorage!.verify('get', key, request.query);
    if (!grant) throw linkInvalid();
    const upload = await findUpload(deps.db, key);
    const size = await deps.localStorage!.sizeOf(key);
    if (!upload || size === null) throw notFound(commonMessages.notFound);
    // PDF viewers and some image loaders ask for parts of a file.
    const range = parseByteRange(request.headers.range, size);
    reply.header('Accept-Ranges', 'bytes');
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${size}`);
      throw new AppError(416, DEFAULT_MESSAGE);
    }
    // The signed link is the permission, so an app's page on another origin may show the file
    // (an <img> of the profile picture); it stays private to the device's own cache.
    reply
      .header('Content-Type', upload.contentType)
      .header('Cache-Control', grant.noStore ? 'no-store' : 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (grant.filename !== undefined)
      reply.header(
        'Content-Disposition',
        contentDisposition(grant.filename, grant.attachment ? 'attachment' : 'inline'),
      );
    // A read is a fetch of the file from its start (a viewer's later ranges are the same read; a
    // HEAD reads nothing). It is announced before the bytes go, so a read that cannot be
    // recorded is not served.
    if (grant.readNote !== undefined && request.method === 'GET' && (!range || range.start === 0))
      await deps.events.emit('storage.read', {
        conn: deps.db,
        key,
        note: grant.readNote,
        now: deps.clock.now(),
      });
    const file = deps.localStorage!.filePath(key);
    if (!range) return reply.header('Content-Length', size).send(fs.createReadStream(file));
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(fs.createReadStream(file, range));
  });
}

/**
 * Streams the body to a temporary file beside the target, refusing more than `maxBytes` and
 * bytes that are not `contentType`, then moves it into place. Returns the size.
 */
async function writeFile(
  body: Readable,
  target: string,
  contentType: string,
  maxBytes: number,
): Promise<number> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomUUID()}.part`;
  let size = 0;
  let head = Buffer.alloc(0);
  const guard = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (head.length < 8) head = Buffer.concat([head, chunk]).subarray(0, 8);
      if (size > maxBytes) return cb(new AppError(413, commonMessages.uploadTooLarge));
      cb(null, chunk);
    },
  });
  try {
    await pipeline(body, guard, fs.createWriteStream(temp));
    if (size === 0 || !matchesContentType(head, contentType)) throw badRequest(profileMessages.fileType);
    await fsp.rename(temp, target);
  } finally {
    await fsp.rm(temp, { force: true });
  }
  return size;
}
