import { ApiError } from './api-client';

/** Sends the file itself to the signed address (no app token: the address is the permission). */
export async function putSignedFile(url: string, file: Blob, failedMessage: string) {
  let res: Response;
  try {
    res = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
  } catch {
    throw new ApiError(failedMessage, 0, null);
  }
  if (!res.ok) throw new ApiError(failedMessage, res.status, null);
}
