export interface PresignedUpload {
  url: string;
  expiresAt: Date;
}

/** How a signed download link has the file served (the link carries it, signed). */
export interface DownloadOptions {
  /** `Content-Disposition: inline` with this file name (a report is saved under its title). */
  filename?: string;
  /** `Content-Disposition: attachment` instead of inline: the browser saves the file under `filename`. */
  attachment?: boolean;
  /** `Cache-Control: no-store`: health files are not kept in any cache. */
  noStore?: boolean;
  /**
   * Opaque words handed back, as signed, when the file is fetched through the link (local
   * storage's route announces the read, so the module that made the link can record it). S3
   * serves its links itself and never sees a read.
   */
  readNote?: string;
}

/** Where uploaded files live. Keys look like `patient/<patient uuid>/<random>.jpg`. */
export interface FileStorage {
  readonly name: string;
  presignUpload(key: string, contentType: string, maxBytes: number): Promise<PresignedUpload>;
  /**
   * A signed URL to read the file. Without `seconds` it lasts to the end of the next whole hour
   * (cache-friendly, for pictures); with it, exactly that long (health files: minutes).
   */
  presignDownload(key: string, seconds?: number, options?: DownloadOptions): Promise<string>;
  /** Stores bytes under a key (demo data made on the server, such as PDF reports). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Size in bytes, or null when nothing was uploaded under the key. */
  sizeOf(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

/** An upload link's whole life: the local adapter also refuses a PUT to an upload asked for longer ago. */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 60 * 60;

/**
 * Download links expire at the end of the next whole hour, so the same file gets the
 * same address for a while and the browser can cache it.
 */
export function downloadExpiry(now = Date.now()): number {
  const hour = 3600;
  return (Math.floor(now / 1000 / hour) + 2) * hour;
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Checks the first bytes, so a renamed file of another type is refused. */
export function matchesContentType(head: Buffer, contentType: string): boolean {
  if (contentType === 'image/jpeg') return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (contentType === 'image/png')
    return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (contentType === 'application/pdf') return head.subarray(0, 5).toString('latin1') === '%PDF-';
  return false;
}
