import { api } from '@/lib/api-client';

/** `GET report/file-url` (ours): a 5-minute link to one of the patient's files; each is recorded. */
export async function getFileUrl(filePath: string) {
  const res = await api('report/file-url', {
    query: { file_path: filePath },
    schema: () => import('@care/contracts/reports/answers').then((m) => m.reportFileData),
  });
  return res.data;
}
