import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportQueryKeys } from './query-keys';

/** `DELETE report/{id}` (ours): one of the patient's own reports and its file. */
export async function deleteReport(id: string): Promise<string> {
  const res = await api(`report/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return res.message;
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportQueryKeys.own }),
  });
}
