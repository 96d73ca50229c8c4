import type { Report } from '@care/contracts/reports/answers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDeferredResult } from '@/lib/use-deferred-result';
import { reportQueryKeys } from './query-keys';

/** `GET report/list`: the patient's own reports. */
export async function getReports(): Promise<Report[]> {
  const res = await api('report/list', {
    schema: () => import('@care/contracts/reports/answers').then((m) => m.reportListData),
  });
  return res.data;
}

export function useReports() {
  return useDeferredResult(useQuery({ queryKey: reportQueryKeys.own, queryFn: getReports }));
}
