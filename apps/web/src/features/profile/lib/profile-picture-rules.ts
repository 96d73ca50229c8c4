import { PROFILE_PIC_DIRECT_BYTES, PROFILE_PIC_MAX_ORIGINAL_BYTES } from '@care/contracts/patient/constants';
import { profileMessages } from '@care/contracts/patient/messages';
import { isProfileImageType } from '@care/contracts/patient/schemas';

// Spec section 5, Profile: under 1 MB goes as it is, over 10 MB is refused, anything between
// is compressed in the browser and refused if still over 1 MB. Types JPG or PNG; the message
// also names PDF (the app-wide upload wording) but a picture must be an image.

const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'];

export type PictureCheck = { ok: true; needsCompression: boolean } | { ok: false; message: string };

interface FileLike {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1);
}

export function isAcceptedPictureType(file: Pick<FileLike, 'name' | 'type'>): boolean {
  // Some systems leave the MIME type empty; the extension then decides.
  if (file.type) return IMAGE_MIME_TYPES.includes(file.type.toLowerCase());
  return isProfileImageType(extensionOf(file.name));
}

export function checkProfilePicture(file: FileLike): PictureCheck {
  if (!isAcceptedPictureType(file)) return { ok: false, message: profileMessages.fileType };
  if (file.size > PROFILE_PIC_MAX_ORIGINAL_BYTES)
    return { ok: false, message: profileMessages.picTooLargeOriginal };
  return { ok: true, needsCompression: file.size >= PROFILE_PIC_DIRECT_BYTES };
}

export type Compressor = (file: File) => Promise<Blob>;
export type PreparedPicture = { ok: true; file: File } | { ok: false; message: string };

/** Checks the file and, between 1 and 10 MB, compresses it with `compress`. */
export async function prepareProfilePicture(file: File, compress: Compressor): Promise<PreparedPicture> {
  const check = checkProfilePicture(file);
  if (!check.ok) return check;
  if (!check.needsCompression) return { ok: true, file };
  let blob: Blob;
  try {
    blob = await compress(file);
  } catch {
    return { ok: false, message: profileMessages.picCompressFailed };
  }
  if (blob.size > PROFILE_PIC_DIRECT_BYTES)
    return { ok: false, message: profileMessages.picTooLargeCompressed };
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'profile'}.jpg`;
  return { ok: true, file: new File([blob], name, { type: blob.type || 'image/jpeg' }) };
}
