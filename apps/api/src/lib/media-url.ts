/**
 * A media key (article/x.svg, pregnancy-data/week-21.svg, mood/sad.svg) as an address under
 * the configured media base (MEDIA_BASE_URL, or /media on this server).
 */
export function mediaUrl(base: string, key: string | null): string | null {
  if (!key) return null;
  if (/^https?:\/\//.test(key)) return key;
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The folder of experts' uploaded photos. They live in the database, not in the media folder or
 * its bucket, and only this API serves them (at /media/expert-photo/<id>.jpg).
 */
export const EXPERT_PHOTO_FOLDER = 'expert-photo';

/**
 * Where a request's media addresses start: `files` for the media folder's (MEDIA_BASE_URL when
 * set, else this site's /media), `own` for what only this API serves (always this site's /media).
 */
export interface MediaBases {
  files: string;
  own: string;
}

/**
 * The folder of the console's uploaded article media (issue 22). They live in the file storage
 * (local disk or S3), not in the media folder or its bucket, and this API serves them at
 * /media/article/uploads/<file> (modules/articles/media-files.ts).
 */
export const ARTICLE_UPLOAD_FOLDER = 'article/uploads';

/** A media key's address: an uploaded photo or article medium on this API, anything else under the media base. */
export function mediaUrlOf(bases: MediaBases, key: string | null): string | null {
  const own =
    (key?.startsWith(`${EXPERT_PHOTO_FOLDER}/`) || key?.startsWith(`${ARTICLE_UPLOAD_FOLDER}/`)) ?? false;
  return mediaUrl(own ? bases.own : bases.files, key);
}
