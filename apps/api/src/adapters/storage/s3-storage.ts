import { contentDisposition } from '../../lib/content-disposition.ts';
import type { FileStorage } from './file-storage.ts';
import { DOWNLOAD_URL_SECONDS, downloadExpiry, UPLOAD_URL_SECONDS } from './file-storage.ts';

/** Amazon S3 (or a compatible store via S3_ENDPOINT) with presigned PUT and GET URLs. */
export async function s3Storage(opts: {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
}): Promise<FileStorage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand } =
    await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
  });
  return {
    name: 's3',
    async presignUpload(key, contentType) {
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: opts.bucket, Key: key, ContentType: contentType }),
        {
          expiresIn: UPLOAD_URL_SECONDS,
        },
      );
      return { url, expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000) };
    },
    // S3 serves the file with the headers the link asks for (response-content-disposition and
    // response-cache-control are signed into it). It never tells us of a read: `readNote` is
    // not used.
    async presignDownload(key, seconds, options = {}) {
      const expiresIn =
        seconds ?? Math.min(downloadExpiry() - Math.floor(Date.now() / 1000), DOWNLOAD_URL_SECONDS * 2);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          ...(options.filename !== undefined
            ? {
                ResponseContentDisposition: contentDisposition(
                  options.filename,
                  options.attachment ? 'attachment' : 'inline',
                ),
              }
            : {}),
          ...(options.noStore ? { ResponseCacheControl: 'no-store' } : {}),
        }),
        { expiresIn },
      );
    },
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: opts.bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
  };
}
