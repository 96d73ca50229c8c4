import { profileMessages } from '@care/contracts/patient/messages';
import { ApiError } from '@/lib/api-client';

/** Sends the file itself to the signed address (no app token: the address is the permission). */
export async function putSignedFile(url: string, file: Blob) {
  let res: Response;
  try {
    res = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
  } catch {
    throw new ApiError(profileMessages.picNotUploaded, 0, null);
  }
  if (!res.ok) throw new ApiError(profileMessages.picNotUploaded, res.status, null);
}
