import { randomUUID } from 'node:crypto';
import { envelope } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import { PROFILE_PIC_DIRECT_BYTES } from '@care/contracts/patient/constants';
import { profileMessages } from '@care/contracts/patient/messages';
import { signedUrlData, signedUrlQuery } from '@care/contracts/patient/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_TYPES } from '../../adapters/storage/file-storage.ts';
import { badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { requestStorage } from '../../lib/site-url.ts';
import { patientScope, signedInPatient } from '../../plugins/caller.ts';
import { localStorageRoutes } from './local-storage-routes.ts';
import { createUpload } from './repository.ts';

const MAX_BYTES: Record<string, number> = {
  // The browser compresses pictures to 1 MB before upload; the server holds the same line.
  patient: PROFILE_PIC_DIRECT_BYTES,
  'patient-report': 10 * 1024 * 1024,
};

export async function fileRoutes(app: FastifyInstance) {
  await app.register(patientScope(uploadLinkRoutes));
  // The local-disk adapter serves its own signed URLs; S3 serves them itself.
  if (!app.deps.config.S3_BUCKET) await app.register(localStorageRoutes);
}

async function uploadLinkRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  app.get(
    '/s3/get-singed-url',
    {
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
      const patient = signedInPatient(request);
      if (folder_name === 'patient' && ext === 'pdf') throw badRequest(profileMessages.fileType);
      const contentType = CONTENT_TYPES[ext]!;
      const maxBytes = MAX_BYTES[folder_name]!;
      // The key is ours, never the client's file name: nothing can be overwritten or escape the folder.
      const key = `${folder_name}/${patient.id}/${randomUUID()}.${ext === 'jpeg' ? 'jpg' : ext}`;
      await createUpload(deps.db, {
        key,
        patientId: patient.id,
        folder: folder_name,
        contentType,
        maxBytes,
      });
      const signed = await requestStorage(request).presignUpload(key, contentType, maxBytes);
      return ok(reply, commonMessages.ok, {
        url: signed.url,
        file_path: key,
        method: 'PUT' as const,
        expires_at: signed.expiresAt.toISOString(),
      });
    },
  );
}
