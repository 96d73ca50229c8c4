import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDeferredResult } from '@/lib/use-deferred-result';
import { reportQueryKeys } from './query-keys';

/**
 * `GET report/access-log` (ours): who opened the patient's files and intake form, newest first:
 * their own reads and the staff's (each with `subject` and the sentence to show, `text`).
 */
export async function getAccessLog() {
  const res = await api('report/access-log', {
    schema: () => import('@care/contracts/reports/answers').then((m) => m.reportAccessListData),
  });
  return res.data;
}

export function useAccessLog(enabled: boolean) {
  return useDeferredResult(useQuery({ queryKey: reportQueryKeys.access, queryFn: getAccessLog, enabled }));
}
