import { putSignedFile } from '@care/api-client/put-signed-file';
import { api } from '@/lib/api-client';

/** The folders a patient may upload to (the API refuses others). */
export type UploadFolder = 'patient' | 'patient-report';

/** A short-lived address to PUT a file to; `file_path` is what the API stores. */
export async function getSignedUrl(folder: UploadFolder, filename: string, ext: string) {
  // The endpoint's spelling ("singed") is the API's own (spec section 7).
  const res = await api('s3/get-singed-url', {
    query: { filename, ext, folder_name: folder },
    schema: () => import('@care/contracts/patient/schemas').then((m) => m.signedUrlData),
  });
  return res.data;
}

/** The extension the API expects for a file the pickers accept (JPG, PNG or PDF). */
export function extensionOf(file: Pick<File, 'type' | 'name'>): string {
  if (file.type === 'image/png') return 'png';
  if (file.type === 'application/pdf') return 'pdf';
  return 'jpg';
}

/** Signed address, then the file: answers the stored path. */
export async function uploadFile(folder: UploadFolder, file: File, failedMessage: string): Promise<string> {
  const base = file.name.replace(/\.[^.]*$/, '').slice(0, 150) || folder;
  const signed = await getSignedUrl(folder, base, extensionOf(file));
  await putSignedFile(signed.url, file, failedMessage);
  return signed.file_path;
}
