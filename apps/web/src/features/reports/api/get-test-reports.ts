import type { TestReport } from '@care/contracts/reports/answers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportQueryKeys } from './query-keys';

/** `GET report/get-test-reports?search_contain&status`. */
export async function getTestReports(search: string, status: string): Promise<TestReport[]> {
  const res = await api('report/get-test-reports', {
    query: { search_contain: search || undefined, status: status || undefined },
    schema: () => import('@care/contracts/reports/answers').then((m) => m.testReportListData),
  });
  return res.data.result;
}

export function useTestReports(search: string, status: string) {
  return useQuery({
    queryKey: reportQueryKeys.tests(search, status),
    queryFn: () => getTestReports(search, status),
    placeholderData: keepPreviousData,
  });
}
