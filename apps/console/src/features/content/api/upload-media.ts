import type { ContentMediaData } from '@care/contracts/content/schemas';
import { api } from '@/lib/api-client';

/** POST staff/content/media: the file itself; answers its storage key and address. */
export async function uploadMedia(file: File): Promise<ContentMediaData> {
  const res = await api('staff/content/media', {
    method: 'POST',
    body: file,
    schema: () => import('@care/contracts/content/schemas').then((m) => m.contentMediaData),
  });
  return res.data;
}

/** Where an uploaded picture is shown inside HTML: a path on this site, which the allow-list keeps. */
export const inlineImageSrc = (key: string) => `/media/${key}`;
