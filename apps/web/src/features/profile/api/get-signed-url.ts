import { api } from '@/lib/api-client';

/** A short-lived address to PUT a profile picture to; `file_path` is what profile/save stores. */
export async function getSignedUrl(filename: string, ext: string) {
  // The endpoint's spelling ("singed") is the API's own (spec section 7).
  return api('s3/get-singed-url', {
    query: { filename, ext, folder_name: 'patient' },
    schema: () => import('@care/contracts/patient/schemas').then((m) => m.signedUrlData),
  });
}
