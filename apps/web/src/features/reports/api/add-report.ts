import type { Report } from '@care/contracts/reports/answers';
import { reportMessages as m } from '@care/contracts/reports/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadFile } from '@/lib/signed-upload';
import { reportQueryKeys } from './query-keys';

/** The file to the patient-report folder through a signed URL, then `POST report/upload`. */
export async function addReport(title: string, file: File): Promise<Report[]> {
  const filePath = await uploadFile('patient-report', file, m.uploadFailed);
  const res = await api('report/upload', {
    body: { reports: [{ title, file_path: filePath }] },
    schema: () => import('@care/contracts/reports/answers').then((s) => s.reportListData),
  });
  return res.data;
}

export function useAddReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, file }: { title: string; file: File }) => addReport(title, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportQueryKeys.own }),
  });
}
