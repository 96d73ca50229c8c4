import {
  EXPERT_PHOTO_MAX_MEGAPIXELS,
  EXPERT_PHOTO_MIN_PIXELS,
  EXPERT_PHOTO_PIXELS,
} from '@care/contracts/staff/constants';
import { consultationMessages as cm } from '@care/contracts/staff/messages';
import sharp from 'sharp';
import type { Deps } from '../../deps.ts';
import { answerChangesOf } from '../../lib/public-answers.ts';
import { clearExpertPhoto, type PreparedPhoto, replaceExpertPhoto } from './photo-repository.ts';

// An expert's photo, uploaded from the console (issue 21). Whatever arrives is decoded and drawn
// again as a square JPEG: patients' phones get a small picture of one known kind, and nothing of
// the original file leaves with it (sharp writes no EXIF, so no GPS position or camera serial).

const MAX_PIXELS = EXPERT_PHOTO_MAX_MEGAPIXELS * 1_000_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type PhotoFormat = 'jpeg' | 'png' | 'webp';

/**
 * What the first bytes say the file is, of the three a photo may be. Checked before sharp opens
 * it, so no other of its decoders (SVG, TIFF, HEIF...) ever reads an upload.
 */
function formatOf(upload: Buffer): PhotoFormat | null {
  if (upload.length >= 3 && upload[0] === 0xff && upload[1] === 0xd8 && upload[2] === 0xff) return 'jpeg';
  if (upload.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (upload.toString('latin1', 0, 4) === 'RIFF' && upload.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/**
 * The upload as the photo patients will see (480 x 480, cropped to the centre, turned upright by
 * its EXIF orientation, transparency on white), or why it cannot be (a message for the expert).
 */
export async function preparePhoto(upload: Buffer): Promise<{ photo: PreparedPhoto } | { refused: string }> {
  const format = formatOf(upload);
  if (!format) return { refused: cm.photoNotImage };
  let size: { width: number; height: number };
  try {
    // The header only (no pixels are decoded), so the size is known before any limit applies.
    const meta = await sharp(upload, { limitInputPixels: false }).metadata();
    // The decoder must agree with the first bytes: a file that only starts like a JPEG is refused.
    if (meta.format !== format) return { refused: cm.photoNotImage };
    size = meta.autoOrient;
  } catch {
    return { refused: cm.photoNotImage };
  }
  if (!size.width || !size.height) return { refused: cm.photoNotImage };
  if (size.width * size.height > MAX_PIXELS) return { refused: cm.photoTooManyPixels };
  if (size.width < EXPERT_PHOTO_MIN_PIXELS || size.height < EXPERT_PHOTO_MIN_PIXELS)
    return { refused: cm.photoTooSmall };
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_PIXELS, autoOrient: true })
      .resize(EXPERT_PHOTO_PIXELS, EXPERT_PHOTO_PIXELS, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { photo: { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height } };
  } catch {
    // Pixel data that does not decode (a truncated or damaged file).
    return { refused: cm.photoNotImage };
  }
}

/**
 * Makes `photo` the expert's picture and deletes their older ones, in one transaction, and drops
 * the public answers showing the expert (as saveOwnProfile does). Null when there is no such expert.
 */
export function saveOwnPhoto(
  deps: Pick<Deps, 'db' | 'database'>,
  expertId: string,
  staffId: string,
  photo: PreparedPhoto,
) {
  return deps.db.transaction(async (tx) => {
    const saved = await replaceExpertPhoto(tx, expertId, staffId, photo);
    if (saved) await answerChangesOf(deps.database).announce(tx, [expertId]);
    return saved;
  });
}

/** The expert goes back to no picture (patients see the gender avatar); null when there is no such expert. */
export function removeOwnPhoto(deps: Pick<Deps, 'db' | 'database'>, expertId: string) {
  return deps.db.transaction(async (tx) => {
    const saved = await clearExpertPhoto(tx, expertId);
    if (saved) await answerChangesOf(deps.database).announce(tx, [expertId]);
    return saved;
  });
}
