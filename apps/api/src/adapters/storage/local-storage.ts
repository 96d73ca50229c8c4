import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DOWNLOAD_URL_SECONDS,
  type DownloadOptions,
  downloadExpiry,
  type FileStorage,
  UPLOAD_URL_SECONDS,
} from './file-storage.ts';

/**
 * Files on local disk under `$DATA_DIR/uploads`, reached through signed, expiring URLs
 * served by this API (`/api/storage/<key>`), the same shape as S3's presigned URLs. The links
 * are paths on this API; a route makes them absolute for its caller (lib/site-url.ts
 * requestStorage), as the site's address depends on the request.
 */
export interface LocalStorage extends FileStorage {
  /**
   * Checks a signed URL's query; returns the max upload size for 'put', and for 'get' how the
   * link says the file is served.
   */
  verify(op: 'put' | 'get', key: string, query: SignedQuery): ({ maxBytes: number } & DownloadOptions) | null;
  filePath(key: string): string;
}

/** A signed link's query: `fn`, `ns`, `rn` and `dl` are a download's DownloadOptions. */
export interface SignedQuery {
  exp?: string | undefined;
  sig?: string | undefined;
  max?: string | undefined;
  fn?: string | undefined;
  ns?: string | undefined;
  rn?: string | undefined;
  dl?: string | undefined;
}

export function localStorage(opts: { dataDir: string; secret: Uint8Array }): LocalStorage {
  const root = path.join(opts.dataDir, 'uploads');
  const base = '/api/storage/';

  // A download's options are signed with the link (a link without them signs as it always did),
  // so nobody can rename the file, make it cacheable or change whose read is recorded.
  // (`attachment` is added only when set, so the links made before it existed still verify.)
  const extras = (o: DownloadOptions) =>
    (o.filename === undefined && !o.noStore && o.readNote === undefined
      ? ''
      : `\n${o.filename ?? ''}\n${o.noStore ? 1 : 0}\n${o.readNote ?? ''}`) +
    (o.attachment ? '\nattachment' : '');

  const sign = (op: string, key: string, exp: number, max: number, o: DownloadOptions = {}) =>
    createHmac('sha256', opts.secret)
      .update(`${op}\n${key}\n${exp}\n${max}${extras(o)}`)
      .digest('base64url');

  const url = (op: 'put' | 'get', key: string, exp: number, max: number, o: DownloadOptions = {}) => {
    const q = new URLSearchParams({ exp: String(exp), sig: sign(op, key, exp, max, o) });
    if (op === 'put') q.set('max', String(max));
    if (o.filename !== undefined) q.set('fn', o.filename);
    if (o.noStore) q.set('ns', '1');
    if (o.readNote !== undefined) q.set('rn', o.readNote);
    if (o.attachment) q.set('dl', '1');
    return `${base}${key.split('/').map(encodeURIComponent).join('/')}?${q}`;
  };

  const filePath = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(root + path.sep)) throw new Error('key escapes the storage root');
    return resolved;
  };

  return {
    name: 'local',
    filePath,
    async presignUpload(key, _contentType, maxBytes) {
      const exp = Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS;
      return { url: url('put', key, exp, maxBytes), expiresAt: new Date(exp * 1000) };
    },
    async presignDownload(key, seconds, options = {}) {
      const exp = seconds ? Math.floor(Date.now() / 1000) + seconds : downloadExpiry();
      return url('get', key, exp, 0, options);
    },
    async put(key, bytes) {
      const file = filePath(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    verify(op, key, query) {
      const exp = Number(query.exp);
      const max = op === 'put' ? Number(query.max) : 0;
      if (!Number.isInteger(exp) || exp * 1000 < Date.now() || !query.sig) return null;
      // No link outlives the lifetime this adapter gives it, whatever `exp` it carries (a minute
      // of grace for clocks).
      const lifetime = op === 'put' ? UPLOAD_URL_SECONDS : DOWNLOAD_URL_SECONDS * 2;
      if (exp - Date.now() / 1000 > lifetime + 60) return null;
      if (op === 'put' && !(max > 0)) return null;
      const served: DownloadOptions =
        op === 'get'
          ? {
              ...(query.fn !== undefined ? { filename: query.fn } : {}),
              ...(query.ns === '1' ? { noStore: true } : {}),
              ...(query.rn !== undefined ? { readNote: query.rn } : {}),
              ...(query.dl === '1' ? { attachment: true } : {}),
            }
          : {};
      const expected = Buffer.from(sign(op, key, exp, max, served));
      const given = Buffer.from(query.sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { maxBytes: max, ...served };
    },
    async sizeOf(key) {
      try {
        return (await fs.stat(filePath(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(filePath(key), { force: true });
    },
  };
}
